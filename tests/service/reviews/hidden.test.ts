// A post-game review never uses what its seat could not know (issue 23), proven as the fair-bot contract is
// (tests/bots/fair-bots.test.ts): for decisions of games played at random, everything the seat could not see
// before its move — other hands, the deck's order, the casino pile — is resampled consistently with its view
// and log (the game's own sampleHistory), the future after the move is dropped, and the review of that
// decision, computed from the log by the service's own decisionsOf and the real reviewer (seeded, a fixed
// number of iterations), must come out identical. Counting the worlds whose hidden parts changed shows that
// something was resampled.
import { describe, expect, it } from 'vitest';
import { reviewerFor } from '../../../src/bots/registry.js';
import { turnOf } from '../../../src/bots/turn.js';
import { canonical, oneStream, pick, seededRng, type AnyGame, type Rng } from '../../../src/engine/index.js';
import { sampleHistory as monadHistory } from '../../../src/games/monad/determinize.js';
import { monad, type MonadState } from '../../../src/games/monad/index.js';
import { sampleHistory as monteCarloHistory } from '../../../src/games/monte-carlo/determinize.js';
import { monteCarlo } from '../../../src/games/monte-carlo/index.js';
import type { State } from '../../../src/games/monte-carlo/state.js';
import { decisionsOf } from '../../../src/service/reviews/decisions.js';

interface Entry {
  readonly seq: number;
  readonly kind: 'setup' | 'move';
  readonly seat: number | null;
  readonly move: unknown;
  readonly facts: readonly unknown[];
}

const GAMES = 12;
const ITERATIONS = 40;

/** A game played at random from a seed, as log entries. */
function playedGame(game: AnyGame, players: number, options: unknown, rng: Rng, moves: number): Entry[] {
  const config = { players, options };
  const opened = game.setup(config, oneStream(rng));
  if (!opened.ok) throw new Error(opened.violation.message);
  const entries: Entry[] = [{ seq: 0, kind: 'setup', seat: null, move: null, facts: opened.facts }];
  let state = opened.facts.reduce(game.evolve, game.initial(config));
  for (let i = 0; i < moves; i++) {
    const seat = game.toAct(state)[0];
    if (seat === undefined) break;
    const move = pick(game.legalMoves(state, seat), rng);
    const decision = game.decide(state, seat, move, oneStream(rng));
    if (!decision.ok) throw new Error(decision.violation.code);
    entries.push({ seq: entries.length, kind: 'move', seat, move, facts: decision.facts });
    state = decision.facts.reduce(game.evolve, state);
  }
  return entries;
}

/** The review of the decision made by entry `seq`, from the log up to that entry. */
function reviewAt(game: AnyGame, config: { players: number; options: unknown }, entries: Entry[], seat: number) {
  const reviewer = reviewerFor(game.id);
  if (!reviewer) throw new Error(`no reviewer for ${game.id}`);
  const { log, decisions } = decisionsOf(game, config, entries, seat, 100);
  const decision = decisions.at(-1);
  if (!decision) return null;
  // The seat's log of the whole game cut where the seat decided: the facts after it are not the seat's.
  const review = reviewer(turnOf(log, decision.turn), decision.played, {
    rng: seededRng(decision.seq),
    now: () => 0,
    maxIterations: ITERATIONS,
  });
  return { seq: decision.seq, review };
}

function checkGame(
  game: AnyGame,
  history: (view: never, log: readonly never[], rng: Rng) => unknown[],
  players: number,
  hidden: (state: never) => unknown,
): void {
  it(`${game.id}, ${players} players: a decision's review is the same in every world its seat cannot tell apart`, () => {
    const options = game.schemas.options.parse({});
    const config = { players, options };
    const differences: string[] = [];
    let compared = 0;
    let changed = 0;
    for (let g = 0; g < GAMES; g++) {
      const rng = seededRng(1000 + g);
      const whole = playedGame(game, players, options, rng, 40 + rng.int(80));
      // A decision of some seat (a move among two or more), late enough that others' hands have moved.
      const seat = rng.int(players);
      const late = decisionsOf(game, config, whole, seat, 100).decisions.filter(d => d.seq > 5);
      const at = whole[late[rng.int(late.length)]?.seq ?? -1];
      if (!at) continue;
      const before = whole.slice(0, at.seq);
      const real = reviewAt(game, config, [...before, at], seat);
      expect(real?.seq).toBe(at.seq);
      // The seat's view and log before its move; every hidden card drawn afresh, consistently with them.
      const facts = before.flatMap(e => e.facts);
      const state = facts.reduce(game.evolve, game.initial(config));
      const seen = facts.map(f => game.redact(f, seat));
      const resampled = history(game.view(state, seat) as never, seen as never[], rng);
      let next = 0;
      const world = before.map(e => ({ ...e, facts: e.facts.map(() => resampled[next++]) }));
      const worldState = resampled.reduce(game.evolve, game.initial(config));
      if (canonical(hidden(worldState as never)) !== canonical(hidden(state as never))) changed++;
      // The move's own entry with other facts (the future, drawn again): the review must not read them.
      const other = playedGame(game, players, options, seededRng(g), at.seq + 1).at(-1)?.facts ?? [];
      const resampledReview = reviewAt(game, config, [...world, { ...at, facts: other }], seat);
      if (canonical(resampledReview) !== canonical(real)) differences.push(`game ${g}, seq ${at.seq}`);
      compared++;
    }
    expect(compared).toBe(GAMES);
    expect(differences).toEqual([]);
    expect(changed).toBeGreaterThan(0);
  }, 120_000);
}

describe('the post-game review uses no hidden information', () => {
  checkGame(monad, monadHistory as never, 3, (state: MonadState) => state.seats.map(s => s.hand));
  checkGame(monteCarlo, monteCarloHistory as never, 2, (state: State) => state.drawPile);
});
