// The fair-bot contract, proven by resampling (issue 23): whatever a seat cannot know — other hands, the
// deck's order, the casino draw pile — is drawn again, consistently with the seat's view and its log, and
// what any built-in bot is given (botTurn: the view, the legal moves, the redacted log) must not change by
// a single byte. 10,000 random positions per game, each reached by random play (up to 150 moves) from a
// random deal with 2 to 4 players; the resampled worlds come from the game's
// own `sampleHistory` (a whole log with every hidden card filled in afresh, folded by the rules) and its
// `determinizer` (the fast sampler the IS-MCTS bot uses). Counting the worlds whose hidden parts did change
// shows that the test resamples something: a resampler that copied the real world would fail it. (Two-seat
// Monad hides nothing from a seat that reads its log — the other hand is the rest of the dealt commons, and
// every later card is public — so only its 3- and 4-seat positions can change.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { botTurn } from '../../src/bots/turn.js';
import { canonical, oneStream, pick, seededRng, type AnyGame, type Rng } from '../../src/engine/index.js';
import { sampleHistory as monadHistory } from '../../src/games/monad/determinize.js';
import { monad, type MonadState } from '../../src/games/monad/index.js';
import { sampleHistory as monteCarloHistory } from '../../src/games/monte-carlo/determinize.js';
import { monteCarlo } from '../../src/games/monte-carlo/index.js';
import type { State } from '../../src/games/monte-carlo/state.js';
import { given } from '../support/given.js';

const RUNS = 1_000;
const POSITIONS_PER_RUN = 10;

interface Tally {
  positions: number;
  differences: string[];
  /** Resampled worlds whose state differs from the real one (hidden parts drawn afresh). */
  changedWorlds: number;
}

/** Byte for byte (canonical JSON); a log's facts that are the very same objects need no serializing. */
function sameTurn(a: ReturnType<typeof botTurn>, b: ReturnType<typeof botTurn>): boolean {
  const { log: logA, ...restA } = a;
  const { log: logB, ...restB } = b;
  return (
    canonical(restA) === canonical(restB) &&
    logA.length === logB.length &&
    logA.every((fact, i) => fact === logB[i] || canonical(fact) === canonical(logB[i]))
  );
}

function checkGame(
  game: AnyGame,
  history: (view: never, log: readonly never[], rng: Rng) => unknown[],
  options: unknown,
  /** The parts of a state its seats may not all see. */
  hidden: (state: never) => unknown,
  changedAtLeast: number,
): void {
  it(`${game.id}: every seat's view, legal moves and log are the same in resampled worlds (${RUNS * POSITIONS_PER_RUN} positions)`, async () => {
    const tally: Tally = { positions: 0, differences: [], changedWorlds: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: game.minPlayers, max: game.maxPlayers }),
        fc.array(fc.nat(15), { minLength: POSITIONS_PER_RUN, maxLength: POSITIONS_PER_RUN }),
        async (seed, players, gaps) => {
          const config = { players, options };
          const rng = seededRng(seed);
          const table = given(game, { ...config, chance: oneStream(rng) });
          const facts: unknown[] = [...table.history];
          let state = table.state;
          for (const gap of gaps) {
            for (let i = 0; i < gap; i++) {
              const seat = game.toAct(state)[0];
              if (seat === undefined) break;
              const decision = game.decide(state, seat, pick(game.legalMoves(state, seat), rng), oneStream(rng));
              if (!decision.ok) throw new Error(decision.violation.code);
              facts.push(...decision.facts);
              state = decision.facts.reduce(game.evolve, state);
            }
            // The seat to act, or any seat once the game is over.
            const seat = game.toAct(state)[0] ?? rng.int(players);
            const seen = facts.map(f => game.redact(f, seat));
            const real = botTurn(game, state, seat, seen, 100);
            // A whole history resampled, folded by the rules.
            const resampled = history(real.view as never, seen as never[], rng);
            const world = resampled.reduce(game.evolve, game.initial(config));
            const worldTurn = botTurn(
              game,
              world,
              seat,
              resampled.map(f => game.redact(f, seat)),
              100,
            );
            if (!sameTurn(worldTurn, real)) tally.differences.push(`history, seed ${seed}, seat ${seat}`);
            if (canonical(hidden(world as never)) !== canonical(hidden(state as never))) tally.changedWorlds++;
            // The IS-MCTS sampler's world: same view and legal moves.
            const fast = game.determinizer?.(real.view, seen)(rng);
            if (
              canonical(game.view(fast, seat)) !== canonical(real.view) ||
              canonical(game.legalMoves(fast, seat)) !== canonical(real.legal)
            )
              tally.differences.push(`determinizer, seed ${seed}, seat ${seat}`);
            tally.positions++;
          }
        },
      ),
      { numRuns: RUNS, seed: 23 },
    );
    console.log(
      `${game.id}: ${tally.positions} positions, ${tally.changedWorlds} resampled worlds differ in hidden parts`,
    );
    expect(tally.positions).toBe(RUNS * POSITIONS_PER_RUN);
    expect(tally.differences.slice(0, 5)).toEqual([]);
    expect(tally.changedWorlds).toBeGreaterThan(changedAtLeast * tally.positions);
  }, 120_000);
}

describe('the fair-bot contract', () => {
  checkGame(
    monad,
    monadHistory as never,
    monad.schemas.options.parse({}),
    (state: MonadState) => state.seats.map(s => s.hand),
    0.05,
  );
  checkGame(
    monteCarlo,
    monteCarloHistory as never,
    monteCarlo.schemas.options.parse({}),
    (state: State) => state.drawPile,
    0.5,
  );
});
