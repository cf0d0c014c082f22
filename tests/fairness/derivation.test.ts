// The chance derivation as docs/fairness.md specifies it, implemented a second time from the page alone
// (reference-chance.ts imports nothing from src/), agrees with the server's: the same integers over many
// seeds, keys and ranges, for both derivations; and it re-derives, from an export's seed alone, the deal,
// every die and every poker die the rules wrote into finished games.
import { describe, expect, it } from 'vitest';
import { keyedChance, chanceFor } from '../../src/service/games/chance.js';
import { monad } from '../../src/games/monad/index.js';
import { monteCarlo } from '../../src/games/monte-carlo/index.js';
import { newSeed } from '../../src/service/access/secrets.js';
import { playedExport } from '../support/exports.js';
import { CARD_IDS, COLOURS, FACES, keyed, perEntry } from './reference-chance.js';

const RANGES = [1, 2, 3, 6, 7, 17, 52, 1000, 65_537, 2 ** 31 + 11, 2 ** 32 - 1, 2 ** 32];
const KEYS: (string | number)[][] = [
  ['deal', 'commons'],
  ['deal', 'column', 'quint'],
  ['casino-deck', 0],
  ['casino-deck', 12],
  ['die', 1],
  ['die', 987_654],
  ['poker', 40, 1, 'opponent', 3, 4],
  ['poker', 7, 0, 'sudden-death', 2, 'challenger', 0],
];

describe('the reference implementation agrees with the server', () => {
  it('derivation 2: 200 seeds × 8 keys × 12 ranges, 20 draws each (long streams cross block boundaries)', () => {
    for (let s = 0; s < 200; s++) {
      const seed = s % 3 === 0 ? newSeed() : `seed ${s} ☃`;
      for (const key of KEYS) {
        for (const n of RANGES) {
          const server = keyedChance(seed).stream(key);
          const reference = keyed(seed, key);
          const a = Array.from({ length: 20 }, () => server.int(n));
          const b = Array.from({ length: 20 }, () => reference.int(n));
          expect(a, `${seed} ${key.join('/')} ${n}`).toEqual(b);
        }
      }
    }
  });

  it('derivation 1: one stream per entry, for 200 seeds and entries 0..49', () => {
    for (let s = 0; s < 200; s++) {
      const seed = `old ${s}`;
      for (let seq = 0; seq < 50; seq++) {
        const server = chanceFor(1, seed, seq).stream(['die', 1]);
        const reference = perEntry(seed, seq);
        for (const n of [6, 17, 2 ** 32]) expect(server.int(n)).toBe(reference.int(n));
      }
    }
  });

  it('keys are case, separator and counter exact: another spelling is another stream', () => {
    const seed = 'spelling';
    const draw = (key: (string | number)[]) => keyed(seed, key).int(2 ** 32);
    expect(new Set([draw(['die', 1]), draw(['die', 10]), draw(['die', 11]), draw(['poker', 1])]).size).toBe(4);
    expect(() => keyedChance(seed).stream(['Die', 1])).toThrow(RangeError);
    expect(() => keyedChance(seed).stream(['die', -1])).toThrow(RangeError);
    expect(() => keyedChance(seed).stream(['die/1'])).toThrow(RangeError);
  });
});

interface Fact {
  type: string;
  [field: string]: unknown;
}

describe('an export re-derived from its seed with the reference implementation', () => {
  it('Monte Carlo: the opening deck, every reshuffle, every die and every poker die', () => {
    let dice = 0;
    let poker = 0;
    let shuffles = 0;
    for (let g = 0; g < 10; g++) {
      const { document } = playedExport(monteCarlo, 2 + (g % 3), 700 + g);
      const { seed } = document;
      let turn = 1;
      let reshuffles = 0;
      let drawPile: string[] = [];
      let resultPile: string[] = [];
      let challenge = -1;
      const throws: Record<string, number> = { challenger: 0, opponent: 0 };
      let challenger = -1;
      for (const entry of document.entries) {
        for (const fact of entry.facts as Fact[]) {
          switch (fact.type) {
            case 'position_set':
              drawPile = (fact.position as { drawPile: string[] }).drawPile;
              expect(drawPile).toEqual(keyed(seed, ['casino-deck', 0]).shuffle(CARD_IDS));
              break;
            case 'card_drawn':
              expect(fact.card).toBe(drawPile[0]);
              resultPile = [...resultPile, drawPile[0] as string];
              drawPile = drawPile.slice(1);
              break;
            case 'turn_started':
              turn = fact.turn as number;
              challenge = -1;
              break;
            case 'die_rolled':
              expect(fact.die).toBe(keyed(seed, ['die', turn]).int(6) + 1);
              dice++;
              break;
            case 'deck_shuffled': {
              reshuffles++;
              // The pile ran out: the result pile; a jackpot: the rest of the draw pile, then the result pile.
              const gathered = [...drawPile, ...resultPile];
              expect(fact.order).toEqual(keyed(seed, ['casino-deck', reshuffles]).shuffle(gathered));
              drawPile = fact.order as string[];
              resultPile = [];
              shuffles++;
              break;
            }
            case 'poker_called':
              challenge++;
              challenger = fact.seat as number;
              throws['challenger'] = 0;
              throws['opponent'] = 0;
              break;
            case 'dice_thrown': {
              const role = fact.seat === challenger ? 'challenger' : 'opponent';
              throws[role] = (throws[role] ?? 0) + 1;
              for (const d of fact.dice as number[]) {
                const face = FACES[keyed(seed, ['poker', turn, challenge, role, throws[role] as number, d]).int(6)];
                expect((fact.faces as string[])[d]).toBe(face);
                poker++;
              }
              break;
            }
            default:
          }
        }
      }
    }
    expect(dice).toBeGreaterThan(500);
    expect(poker).toBeGreaterThan(0);
    expect(shuffles).toBeGreaterThan(0);
  });

  it('Monad: every part of the deal, for 2, 3 and 4 players', () => {
    for (const players of [2, 3, 4]) {
      for (let g = 0; g < 5; g++) {
        const { document } = playedExport(monad, players, 900 + g, { maxTurns: 3 });
        const { seed } = document;
        const [dealt] = document.entries[0]?.facts as [
          {
            seats: { identity: string; hand: { colour: string }[] }[];
            columns: Record<string, string[]>;
            removed: { identities: string[] };
          },
        ];
        const all = [0, 1, 2, 3, 4, 5];
        const removedBy: Record<number, number[]> = { 3: [0, 1, 2], 4: [2, 5] };
        const removed =
          players === 2 ? keyed(seed, ['deal', 'removed-identities']).shuffle(all).slice(0, 4) : removedBy[players]!;
        expect(dealt.removed.identities).toEqual([...removed].sort((a, b) => a - b).map(c => COLOURS[c]));
        const identities = keyed(seed, ['deal', 'identities']).shuffle(all.filter(c => !removed.includes(c)));
        expect(dealt.seats.map(s => s.identity)).toEqual(identities.slice(0, players).map(c => COLOURS[c]));
        const perColour = { 2: 2, 3: 3, 4: 4 }[players] as number;
        const commons = keyed(seed, ['deal', 'commons']).shuffle(all.flatMap(c => Array<number>(perColour).fill(c)));
        dealt.seats.forEach((seat, s) => {
          const hand = commons
            .filter((_, i) => i % players === s)
            .slice(0, 6)
            .sort((a, b) => a - b);
          expect(seat.hand.map(card => card.colour)).toEqual(hand.map(c => COLOURS[c]));
        });
        for (const set of ['bi', 'tri', 'quad', 'quint'])
          expect(dealt.columns[set]).toEqual(
            keyed(seed, ['deal', 'column', set])
              .shuffle(all)
              .map(c => COLOURS[c]),
          );
      }
    }
  });
});
