// Which Monte Carlo decisions the `ismcts` bot searches (src/bots/ismcts/monte-carlo.ts): the colour, the pawn,
// the bet and A or B, but not poker, which it takes from the heuristic at once (its exact dice odds; searching
// the calls and stakes changed nothing against the heuristic: README, "How strong `ismcts` is"). A search reads
// the clock to keep to its budget; a decision taken directly never does.
import { describe, expect, it } from 'vitest';
import { seededChance, seededRng } from '../../src/engine/index.js';
import { monteCarlo, type MonteCarloTypes } from '../../src/games/monte-carlo/index.js';
import type { Move } from '../../src/games/monte-carlo/schemas.js';
import { monteCarloChoice } from '../../src/bots/monte-carlo/heuristic.js';
import { strategyFor } from '../../src/bots/registry.js';
import type { BotTurn, Strategy } from '../../src/bots/strategy.js';
import { botTurn, seenBy } from '../../src/bots/turn.js';

const bot = strategyFor('monte-carlo', 'ismcts') as Strategy<MonteCarloTypes>;

/** The first decision of each kind with a choice in it, in a heuristic game of two players. */
function firstTurns(seed: number): Map<string, BotTurn<MonteCarloTypes>> {
  const config = { players: 2, options: monteCarlo.schemas.options.parse({}) };
  const chance = seededChance(seed);
  const opened = monteCarlo.setup(config, chance);
  if (!opened.ok) throw new Error(opened.violation.message);
  let state = monteCarlo.initial(config);
  const facts = [...opened.facts];
  for (const fact of facts) state = monteCarlo.evolve(state, fact);
  const turns = new Map<string, BotTurn<MonteCarloTypes>>();
  for (let seat = monteCarlo.toAct(state)[0]; seat !== undefined; seat = monteCarlo.toAct(state)[0]) {
    const turn = botTurn(monteCarlo, state, seat, seenBy(monteCarlo, facts, seat), 20);
    if (turn.legal.length > 1 && !turns.has(turn.view.step.type)) turns.set(turn.view.step.type, turn);
    const move: Move = monteCarloChoice(turn.view, turn.legal);
    const decision = monteCarlo.decide(state, seat, move, chance);
    if (!decision.ok) throw new Error(decision.violation.code);
    for (const fact of decision.facts) state = monteCarlo.evolve(state, fact);
    facts.push(...decision.facts);
  }
  return turns;
}

/** The bot's move and how often it read the clock. */
async function decided(turn: BotTurn<MonteCarloTypes>): Promise<{ move: Move; reads: number }> {
  let reads = 0;
  const move = await bot.choose(turn, { rng: seededRng(1), now: () => reads++ });
  return { move, reads };
}

describe('the Monte Carlo ismcts bot', () => {
  const turns = firstTurns(11);

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
