// Which Monte Carlo decisions the `ismcts` bot searches (src/bots/ismcts/monte-carlo.ts): the colour, the pawn,
// the bet and A or B, but not poker, which it takes from the heuristic at once (its exact dice odds; searching
// the calls and stakes changed nothing against the heuristic: README, "How strong `ismcts` is"). A search reads
// the clock to keep to its budget; a decision taken directly never does.
import { beforeAll, describe, expect, it } from 'vitest';
import { seededChance, seededRng } from '../../src/engine/index.js';
import { monteCarlo, type MonteCarloTypes } from '../../src/games/monte-carlo/index.js';
import type { Move } from '../../src/games/monte-carlo/schemas.js';
import { playMatch } from '../../src/bots/arena/match.js';
import { monteCarloChoice, monteCarloHeuristic } from '../../src/bots/monte-carlo/heuristic.js';
import { strategyFor } from '../../src/bots/registry.js';
import type { BotTurn, Strategy } from '../../src/bots/strategy.js';

const bot = strategyFor('monte-carlo', 'ismcts') as Strategy<MonteCarloTypes>;

/** The first decision of each kind with a choice in it, in a heuristic game of two players (the arena's loop). */
async function firstTurns(seed: number): Promise<Map<string, BotTurn<MonteCarloTypes>>> {
  const turns = new Map<string, BotTurn<MonteCarloTypes>>();
  const recorder: Strategy<MonteCarloTypes> = {
    name: 'heuristic',
    choose(turn, tools) {
      // The match keeps appending to the seat's log: the turn keeps a copy of it as it stands now.
      if (turn.legal.length > 1 && !turns.has(turn.view.step.type))
        turns.set(turn.view.step.type, { ...turn, log: [...turn.log] });
      return monteCarloHeuristic.choose(turn, tools);
    },
  };
  const config = { players: 2, options: monteCarlo.schemas.options.parse({}) };
  await playMatch(
    monteCarlo,
    config,
    [recorder, recorder],
    { game: seededChance(seed), bots: seededRng(seed) },
    { thinkMs: 20, now: () => 0 },
  );
  return turns;
}

/** The bot's move and how often it read the clock. */
async function decided(turn: BotTurn<MonteCarloTypes>): Promise<{ move: Move; reads: number }> {
  let reads = 0;
  const move = await bot.choose(turn, { rng: seededRng(1), now: () => reads++ });
  return { move, reads };
}

describe('the Monte Carlo ismcts bot', () => {
  let turns = new Map<string, BotTurn<MonteCarloTypes>>();
  beforeAll(async () => {
    turns = await firstTurns(11);
  });

  it.each(['poker_call', 'stake'])('plays the heuristic’s %s at once, without searching', async kind => {
    const turn = turns.get(kind);
    expect(turn, `the game has a ${kind} decision with a choice`).toBeDefined();
    if (!turn) return;
    const { move, reads } = await decided(turn);
    expect(reads).toBe(0);
    expect(move).toEqual(monteCarloChoice(turn.view, turn.legal));
  });

  it.each(['name_colour', 'move_pawn', 'bet', 'option'])('searches the %s', async kind => {
    const turn = turns.get(kind);
    expect(turn, `the game has a ${kind} decision with a choice`).toBeDefined();
    if (!turn) return;
    const { move, reads } = await decided(turn);
    expect(reads).toBeGreaterThan(1);
    expect(turn.legal).toContainEqual(move);
  });
});
