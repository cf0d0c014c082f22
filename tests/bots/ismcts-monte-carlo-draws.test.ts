// Monte Carlo's playouts run a shallower heuristic (monte-carlo.ts, PLAYOUT_DRAWS): it looks two casino draws ahead
// in a chain, not three, which makes a playout about 1.6 times as fast and plays as well. The bot's own move to beat
// (the prior) and its poker (`direct`) stay the full heuristic's, as does the `heuristic` player. The depth is
// real: some positions are decided otherwise at two draws than at three, and there the playout and the prior part.
import { describe, expect, it } from 'vitest';
import { monteCarloPolicy, PLAYOUT_DRAWS } from '../../src/bots/ismcts/monte-carlo.js';
import { monteCarloChoice, monteCarloHeuristic } from '../../src/bots/monte-carlo/heuristic.js';
import { CASINO_DRAWS } from '../../src/bots/monte-carlo/deck.js';
import { tableOf } from '../../src/bots/monte-carlo/table.js';
import { canonical, seededRng } from '../../src/engine/index.js';
import { monteCarlo } from '../../src/games/monte-carlo/index.js';
import { view } from '../../src/games/monte-carlo/view.js';
import { positions } from '../support/monte-carlo-positions.js';

/** The positions of three heuristic games where the heuristic decides otherwise at two draws than at three. */
function parting() {
  return [1, 2, 3].flatMap(seed =>
    positions(seed, 600).flatMap(({ state, seat }) => {
      const legal = monteCarlo.legalMoves(state, seat);
      if (legal.length < 2) return [];
      const seen = view(state, seat);
      const shallow = monteCarloChoice(seen, legal, PLAYOUT_DRAWS);
      const full = monteCarloChoice(seen, legal);
      return canonical(shallow) === canonical(full) ? [] : [{ state, seat, legal, seen, shallow, full }];
    }),
  );
}

describe("Monte Carlo's playouts look fewer casino draws ahead than the bot's own move", () => {
  const parted = parting();

  it('looks two draws ahead in playouts, three for its own move, and the depth changes some decisions', () => {
    expect(PLAYOUT_DRAWS).toBe(2);
    expect(CASINO_DRAWS).toBe(3);
    expect(parted.length).toBeGreaterThan(0);
  });

  it('plays the two-draw move in playouts and takes the full heuristic’s as the move to beat', async () => {
    for (const { state, seat, legal, seen, shallow, full } of parted) {
      expect(monteCarloPolicy.playout(state, seat, legal, seededRng(1))).toEqual(shallow);
      expect(monteCarloPolicy.prior?.(seen, legal)).toEqual(full);
      // The `heuristic` player is the full one too.
      const turn = { seat, view: seen, legal, log: [], thinkMs: 0 };
      await expect(monteCarloHeuristic.choose(turn, { rng: seededRng(1), now: () => 0 })).resolves.toEqual(full);
    }
  });

  it('refuses a look-ahead deeper than a node of the look-ahead can hold, or not a count', () => {
    const { seen } = parted[0]!;
    expect(tableOf(seen, 0).draws).toBe(0);
    for (const draws of [CASINO_DRAWS + 1, -1, 1.5]) expect(() => tableOf(seen, draws)).toThrow(RangeError);
  });
});
