// Chance keyed by what is drawn (engine/contract.ts): two games from one seed whose players choose
// differently see the same deal, the same die for each turn and the same sequence of casino cards — with
// the server's derivation and with the arena's seeded one alike (what duplicate matches rest on).
import { describe, expect, it } from 'vitest';
import { canonical, pick, seededChance, seededRng, type AnyGame, type Chance } from '../../src/engine/index.js';
import { monad } from '../../src/games/monad/index.js';
import { monteCarlo } from '../../src/games/monte-carlo/index.js';
import { keyedChance } from '../../src/service/games/chance.js';
import { given } from '../support/given.js';

interface Fact {
  type: string;
  [field: string]: unknown;
}

/** The facts of a random game (choices from `choices`), at most `moves` moves. */
function facts(game: AnyGame, players: number, chance: Chance, choices: number, moves = 600): Fact[] {
  const rng = seededRng(choices);
  const table = given(game, { players, chance });
  const all = [...table.history] as Fact[];
  let state: unknown = table.state;
  for (let i = 0; i < moves && game.outcome(state) === null; i++) {
    const seat = pick(game.toAct(state), rng);
    const decided = game.decide(state, seat, pick(game.legalMoves(state, seat), rng), chance);
    if (!decided.ok) throw new Error(decided.violation.code);
    all.push(...(decided.facts as Fact[]));
    state = decided.facts.reduce((s: unknown, f) => game.evolve(s, f), state);
  }
  return all;
}

function diceByTurn(log: readonly Fact[]): Map<number, number> {
  const dice = new Map<number, number>();
  let turn = 1;
  for (const fact of log) {
    if (fact.type === 'turn_started') turn = fact.turn as number;
    if (fact.type === 'die_rolled') dice.set(turn, fact.die as number);
  }
  return dice;
}

const sources: readonly [string, (seed: number) => Chance][] = [
  ['the server (derivation 2)', seed => keyedChance(`seed ${seed}`)],
  ['the arena (seededChance)', seed => seededChance(seed)],
];

describe.each(sources)('with %s', (_, chanceOf) => {
  it('Monte Carlo: the same die for every turn and the same casino cards, whatever the choices', () => {
    let turnsCompared = 0;
    let cardsCompared = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const a = facts(monteCarlo, 2 + (seed % 3), chanceOf(seed), 1);
      const b = facts(monteCarlo, 2 + (seed % 3), chanceOf(seed), 2);
      expect(canonical(a[0])).toBe(canonical(b[0]));
      const [da, db] = [diceByTurn(a), diceByTurn(b)];
      for (const [turn, die] of da) {
        if (!db.has(turn)) continue;
        expect(db.get(turn), `turn ${turn}`).toBe(die);
        turnsCompared++;
      }
      const cards = (log: Fact[]) => log.filter(f => f.type === 'card_drawn').map(f => f.card);
      const [ca, cb] = [cards(a), cards(b)];
      const common = Math.min(ca.length, cb.length);
      expect(ca.slice(0, common)).toEqual(cb.slice(0, common));
      cardsCompared += common;
      // The choices did differ: the games are not the same game.
      expect(canonical(a)).not.toBe(canonical(b));
    }
    expect(turnsCompared).toBeGreaterThan(300);
    expect(cardsCompared).toBeGreaterThan(20);
  });

  it('Monad: the same deal, and another seed another deal', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const players = 2 + (seed % 3);
      const [a] = facts(monad, players, chanceOf(seed), 1, 0);
      const [b] = facts(monad, players, chanceOf(seed), 2, 0);
      const [c] = facts(monad, players, chanceOf(seed + 100), 1, 0);
      expect(canonical(a)).toBe(canonical(b));
      expect(canonical(a)).not.toBe(canonical(c));
    }
  });
});
