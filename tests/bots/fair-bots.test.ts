// The fair-bot contract, proven by resampling (issue 23): whatever a seat cannot know — other hands, the
// deck's order, the casino draw pile — is drawn again, consistently with the seat's view and its log, and
// what any built-in bot is given (botTurn: the view, the legal moves, the redacted log) must not change by
// a single byte, nor must the move each quick strategy then chooses. 10,000 random positions per game, each
// reached by random play from a random deal with 2 to 4 players; the resampled worlds come from the game's
// own `sampleHistory` (a whole log with every hidden card filled in afresh, folded by the rules) and its
// `determinizer` (the fast sampler the IS-MCTS bot uses). Counting the worlds whose hidden parts did change
// shows that the test resamples something: a resampler that copied the real world would fail it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { strategyFor } from '../../src/bots/registry.js';
import type { AnyStrategy } from '../../src/bots/strategy.js';
import { botTurn } from '../../src/bots/turn.js';
import { canonical, pick, seededRng, type AnyGame, type Rng } from '../../src/engine/index.js';
import { sampleHistory as monadHistory } from '../../src/games/monad/determinize.js';
import { monad } from '../../src/games/monad/index.js';
import { sampleHistory as monteCarloHistory } from '../../src/games/monte-carlo/determinize.js';
import { monteCarlo } from '../../src/games/monte-carlo/index.js';

const RUNS = 1_000;
const POSITIONS_PER_RUN = 10;

interface Tally {
  positions: number;
  differences: string[];
  /** Resampled worlds whose state differs from the real one (hidden parts drawn afresh). */
  changedWorlds: number;
}

/** What the quick strategies choose, with the same randomness: part of what a bot's input decides. */
async function choices(strategies: readonly AnyStrategy[], turn: ReturnType<typeof botTurn>): Promise<string> {
  if (turn.legal.length === 0) return '';
  const picked = [];
  for (const s of strategies) picked.push(await s.choose(turn, { rng: seededRng(9), now: () => 0 }));
  return canonical(picked);
}

function checkGame(
  game: AnyGame,
  history: (view: never, log: readonly never[], rng: Rng) => unknown[],
  options: unknown,
): void {
  const quick = ['random', 'heuristic'].map(name => strategyFor(game.id, name) as AnyStrategy);
  it(`${game.id}: every seat's view, legal moves, log and quick bots' moves are the same in resampled worlds (${RUNS * POSITIONS_PER_RUN} positions)`, async () => {
    const tally: Tally = { positions: 0, differences: [], changedWorlds: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: game.minPlayers, max: game.maxPlayers }),
        fc.array(fc.nat(40), { minLength: POSITIONS_PER_RUN, maxLength: POSITIONS_PER_RUN }),
        async (seed, players, gaps) => {
          const config = { players, options };
          const rng = seededRng(seed);
          const opened = game.setup(config, rng);
          if (!opened.ok) throw new Error(opened.violation.message);
          const facts: unknown[] = [...opened.facts];
          let state = facts.reduce(game.evolve, game.initial(config));
          for (const gap of gaps) {
            for (let i = 0; i < gap; i++) {
              const seat = game.toAct(state)[0];
              if (seat === undefined) break;
              const decision = game.decide(state, seat, pick(game.legalMoves(state, seat), rng), rng);
              if (!decision.ok) throw new Error(decision.violation.code);
              facts.push(...decision.facts);
              state = decision.facts.reduce(game.evolve, state);
            }
            // The seat to act, or any seat once the game is over.
            const seat = game.toAct(state)[0] ?? rng.int(players);
            const seen = facts.map(f => game.redact(f, seat));
            const real = botTurn(game, state, seat, seen, 100);
            const realJson = canonical(real);
            const realChoices = await choices(quick, real);
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
            if (canonical(worldTurn) !== realJson) tally.differences.push(`history, seed ${seed}, seat ${seat}`);
            else if ((await choices(quick, worldTurn)) !== realChoices)
              tally.differences.push(`quick bots' moves, seed ${seed}, seat ${seat}`);
            if (canonical(world) !== canonical(state)) tally.changedWorlds++;
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
    expect(tally.positions).toBe(RUNS * POSITIONS_PER_RUN);
    expect(tally.differences.slice(0, 5)).toEqual([]);
    expect(tally.changedWorlds).toBeGreaterThan(tally.positions / 10);
  });
}

describe('the fair-bot contract', () => {
  checkGame(monad, monadHistory as never, monad.schemas.options.parse({}));
  checkGame(monteCarlo, monteCarloHistory as never, monteCarlo.schemas.options.parse({}));
});
