// Property tests over random legal playouts (issue 2, "Tests"): 2-, 3- and 4-player and team games, with
// and without maxTurns and with the bonusStopsAtGap variant, checked after every move: cards conserved,
// every listed move legal and accepted, other moves refused with their rule's code and without change,
// folding all facts from scratch equal to the live state, views and redacted facts private. The games come
// from the shared `playout` harness with a seed from fast-check. Runs are few and short: the whole suite
// must stay fast on a 2-core machine.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fold, oneStream, seededRng, type Seat } from '../../../src/engine/index.js';
import { monad, type MonadFact, type MonadState } from '../../../src/games/monad/index.js';
import { optionsSchema } from '../../../src/games/monad/schemas.js';
import {
  expectRedacted,
  holdsTogether,
  listedMovesAreLegal,
  refusalsChangeNothing,
  same,
} from '../../support/monad-checks.js';
import { Ledger } from '../../support/monad-ledger.js';
import { MONADS_TO_WIN, type OptionsInput } from '../../support/monad-positions.js';
import { playout } from '../../support/playout.js';

interface Table {
  readonly name: string;
  readonly players: number;
  readonly options: OptionsInput;
}

const TABLES: Table[] = [
  { name: '2 players', players: 2, options: {} },
  { name: '2 players, maxTurns 14', players: 2, options: { maxTurns: 14 } },
  { name: '3 players, bonusStopsAtGap', players: 3, options: { bonusStopsAtGap: true } },
  { name: '3 players, maxTurns 20', players: 3, options: { maxTurns: 20 } },
  { name: '4 players', players: 4, options: {} },
  { name: '4 players in teams, maxTurns 24', players: 4, options: { teams: true, maxTurns: 24 } },
  { name: '4 players in teams, bonusStopsAtGap', players: 4, options: { teams: true, bonusStopsAtGap: true } },
];
const RUNS = 4;
const MAX_MOVES = 100;

function check(table: Table, seed: number): void {
  const config = { players: table.players, options: optionsSchema.parse(table.options) };
  const rng = seededRng(seed);
  const probe = seededRng(seed ^ 0x5bd1e995);
  const game = playout(monad, config, rng, MAX_MOVES);
  const facts: MonadFact[] = [...game.opening];
  const ledger = new Ledger(config.options.bonusStopsAtGap);
  for (const fact of game.opening) ledger.apply(fact);
  let previous = structuredClone(game.initial);
  let turnsEnded = 0;
  let passes: Seat[] = [];
  let last = game.initial;
  holdsTogether(config, game.initial, ledger);

  for (const step of game.steps) {
    // evolve never touched the state it was given.
    same(step.before, previous, `evolve is pure (move ${step.index})`);
    listedMovesAreLegal(step.before, step.seat, step.legal);
    refusalsChangeNothing(step.before, step.seat, probe, config.players);

    for (const fact of step.facts) {
      ledger.apply(fact);
      expectRedacted(fact, config.players);
      if (fact.type === 'turn_ended') turnsEnded += 1;
    }
    // M19: the run of passes since the last turn that was not a pass.
    if (step.move.type === 'pass') passes = [...passes, step.seat];
    else if (step.move.type === 'end_turn' || step.move.type === 'draw' || step.move.type === 'flip') passes = [];
    facts.push(...step.facts);

    same(fold(monad, config, facts), step.after, `folding all ${facts.length} facts gives the live state`);
    holdsTogether(config, step.after, ledger);
    endsByTheRules(config, step.after, { turnsEnded, passes });
    previous = structuredClone(step.after);
    last = step.after;
  }

  if (monad.outcome(last) !== null) {
    expect(monad.toAct(last)).toEqual([]);
    for (let s = 0; s < config.players; s++) {
      expect(monad.legalMoves(last, s)).toEqual([]);
      const late = monad.decide(last, s, { type: 'draw' }, oneStream(probe));
      expect(late.ok ? 'accepted' : late.violation.code).toMatch(/^monad\/M11-/);
    }
  }
}

/** M11, M19, M20: the game ends exactly when the rules say, and ranks by Monads. */
function endsByTheRules(
  config: { players: number; options: { teams: boolean; maxTurns?: number | undefined } },
  state: MonadState,
  played: { turnsEnded: number; passes: readonly Seat[] },
): void {
  const outcome = monad.outcome(state);
  const monads = monad.view(state, null).seats.map(s => s.monads);
  const team = (t: number) => monads.filter((_, s) => s % 2 === t).reduce((a, b) => a + b, 0);
  const won = config.options.teams
    ? team(0) >= 5 || team(1) >= 5
    : monads.some(m => m >= (MONADS_TO_WIN[config.players] ?? 0));
  const blocked = played.passes.length >= config.players;
  const timedOut = config.options.maxTurns !== undefined && played.turnsEnded >= config.options.maxTurns;
  if (config.options.maxTurns !== undefined) expect(played.turnsEnded).toBeLessThanOrEqual(config.options.maxTurns);
  expect(outcome !== null, 'the game is over exactly when won, blocked or out of turns').toBe(
    won || blocked || timedOut,
  );
  if (outcome === null) return;
  expect(monad.toAct(state)).toEqual([]);
  expect(outcome.reason).toBe(won ? 'won' : blocked ? 'blocked' : 'max-turns');
  if (won && config.options.teams) expect(outcome.winners).toEqual(team(0) >= 5 ? [0, 2] : [1, 3]);
  if (!config.options.teams) {
    // Ranked by Monads; equal counts share the place; winners are the first place.
    for (const p of outcome.ranking) expect(p.place).toBe(1 + monads.filter(m => m > (monads[p.seat] ?? 0)).length);
    expect(outcome.winners).toEqual(outcome.ranking.filter(p => p.place === 1).map(p => p.seat));
  }
  const order = outcome.ranking.map(p => [p.place, p.seat] as const);
  expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
}

describe.each(TABLES)('random legal playouts: $name', table => {
  test('after every move: cards conserved, listed moves legal, others refused without change, fold = live, views private', () => {
    fc.assert(
      fc.property(fc.integer(), seed => {
        check(table, seed);
      }),
      { numRuns: RUNS },
    );
  });
});
