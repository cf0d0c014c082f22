// The verifier (src/verify/verify.ts) on exports as the server writes them: every finished game checks out,
// and changing any one fact (chance facts above all), any one move or the seed makes the check fail,
// naming the entry; documents that are truncated, reordered, foreign or of the wrong types are refused
// with a sentence saying so.
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/engine/index.js';
import { games } from '../../src/games/registry.js';
import { monad } from '../../src/games/monad/index.js';
import { monteCarlo } from '../../src/games/monte-carlo/index.js';
import type { GameExport } from '../../src/service/games/export.js';
import { sha256Hex } from '../../src/service/access/secrets.js';
import { verifyExport, type Verdict } from '../../src/verify/verify.js';
import { playedExport } from '../support/exports.js';

type Mutable<T> = T extends object ? { -readonly [K in keyof T]: Mutable<T[K]> } : T;
const copy = <T>(value: T): Mutable<T> => structuredClone(value) as Mutable<T>;
const verify = (document: unknown): Verdict => verifyExport(document, games);
const problemOf = (document: unknown): string => {
  const verdict = verify(document);
  if (verdict.ok) throw new Error(`accepted: ${verdict.summary}`);
  return verdict.problem;
};

interface Fact {
  type: string;
  [field: string]: unknown;
}

const MONAD = { maxTurns: 80 };
const GAMES: Record<string, readonly [AnyGame, object]> = { monad: [monad, MONAD], 'monte-carlo': [monteCarlo, {}] };
const gameOf = (id: string): readonly [AnyGame, object] => GAMES[id] as readonly [AnyGame, object];
// Names, not game objects, in the tables: vitest prints the rows.
const cases: readonly [string, number][] = [
  ['monad', 2],
  ['monad', 3],
  ['monad', 4],
  ['monte-carlo', 2],
  ['monte-carlo', 3],
  ['monte-carlo', 4],
];

describe('every finished game verifies', () => {
  it.each(cases)('%s, %i players: 12 random games to the end', (id, players) => {
    const [game, options] = gameOf(id);
    for (let g = 0; g < 12; g++) {
      const { document, moves } = playedExport(game, players, 1000 * players + g, options);
      const verdict = verify(document);
      expect(verdict, `${id} game ${g}`).toEqual({ ok: true, summary: expect.any(String) });
      if (verdict.ok) expect(verdict.summary).toContain(`(${moves} moves)`);
    }
  });
});

/** Other values of the same types for a chance fact (each a different draw); none for other facts. */
function otherChances(fact: Fact): Fact[] {
  const swap = <T>(items: readonly T[], i = 0, j = 1): T[] => {
    const out = items.slice();
    [out[i], out[j]] = [out[j] as T, out[i] as T];
    return out;
  };
  switch (fact.type) {
    case 'die_rolled':
      return [{ ...fact, die: ((fact.die as number) % 6) + 1 }];
    case 'dice_thrown':
    case 'sudden_death': {
      const key = fact.type === 'dice_thrown' ? 'faces' : 'challenger';
      const faces = fact[key] as string[];
      return faces.map((face, i) => ({
        ...fact,
        [key]: faces.map((f, k) => (k === i ? (face === 'A' ? '9' : 'A') : f)),
      }));
    }
    case 'deck_shuffled':
      return (fact.order as string[]).length > 1 ? [{ ...fact, order: swap(fact.order as string[]) }] : [];
    case 'position_set': {
      const position = fact.position as { drawPile: string[] };
      return [1, 5, 16].map(j => ({ ...fact, position: { ...position, drawPile: swap(position.drawPile, 0, j) } }));
    }
    case 'dealt': {
      const columns = fact.columns as Record<string, string[]>;
      type Seat = { identity: string; hand: unknown[] };
      const seats = fact.seats as Seat[];
      const [a, b] = seats as [Seat, Seat];
      // Hands are multisets: a card of seat 0 that seat 1's first card is not, exchanged with it.
      const handSwap = a.hand.findIndex(card => JSON.stringify(card) !== JSON.stringify(b.hand[0]));
      return [
        ...Object.keys(columns).map(set => ({
          ...fact,
          columns: { ...columns, [set]: swap(columns[set] as string[]) },
        })),
        { ...fact, seats: [{ ...a, identity: b.identity }, { ...b, identity: a.identity }, ...seats.slice(2)] },
        {
          ...fact,
          seats: [
            { ...a, hand: a.hand.map((card, i) => (i === handSwap ? b.hand[0] : card)) },
            { ...b, hand: [a.hand[handSwap], ...b.hand.slice(1)] },
            ...seats.slice(2),
          ],
        },
      ];
    }
    case 'card_drawn':
      return [{ ...fact, card: fact.card === 'jackpot' ? 'spades-1' : 'jackpot' }];
    default:
      return [];
  }
}

/** The same fact with its first field after `type` changed (numbers +1, text, booleans negated, lists cut). */
function otherFact(fact: Fact): Fact {
  const [field, value] = Object.entries(fact).find(([k]) => k !== 'type') ?? ['type', fact.type];
  const changed =
    typeof value === 'number'
      ? value + 1
      : typeof value === 'boolean'
        ? !value
        : typeof value === 'string'
          ? `${value}x`
          : Array.isArray(value)
            ? value.length > 0
              ? value.slice(1)
              : [0]
            : value === null
              ? 0
              : { ...(value as object), changed: true };
  return { ...fact, [field]: changed };
}

// Each change is checked on the whole document (O(entries²) per game): games of 40 turns keep that short.
const SHORT: Record<string, object> = { monad: MONAD, 'monte-carlo': { maxTurns: 40 } };

describe('any one change makes the check fail, naming the entry', { timeout: 240_000 }, () => {
  const samples: readonly [string, number, number][] = [
    ['monad', 2, 7],
    ['monad', 3, 8],
    ['monte-carlo', 2, 7],
    ['monte-carlo', 3, 8],
  ];

  it.each(samples)('%s, %i players: every chance fact of every entry', (id, players, choices) => {
    const [game] = gameOf(id);
    const options = SHORT[id] as object;
    const { document } = playedExport(game, players, choices, options);
    let tried = 0;
    for (const [e, entry] of document.entries.entries()) {
      for (const [f, fact] of (entry.facts as Fact[]).entries()) {
        for (const other of otherChances(fact)) {
          const changed = copy(document);
          (changed.entries[e]!.facts as Fact[])[f] = other;
          expect(problemOf(changed)).toMatch(new RegExp(`^entry ${entry.seq} \\(`));
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThanOrEqual(game === monad ? 6 : 40);
  });

  it.each(samples)('%s, %i players: every fact of every entry', (id, players, choices) => {
    const [game] = gameOf(id);
    const document = copy(playedExport(game, players, choices, SHORT[id]).document);
    for (const entry of document.entries) {
      for (const [f, fact] of entry.facts.entries()) {
        // Changed in place and put back: a copy of the whole document per fact costs more than the check.
        entry.facts[f] = otherFact(fact as Fact);
        expect(verify(document).ok, `entry ${entry.seq}, fact ${f}`).toBe(false);
        entry.facts[f] = fact;
      }
    }
    expect(verify(document).ok).toBe(true);
  });

  it.each(samples)('%s, %i players: every move', (id, players, choices) => {
    const [game] = gameOf(id);
    const options = SHORT[id] as object;
    const { document } = playedExport(game, players, choices, options);
    let replaced = 0;
    for (const [e, entry] of document.entries.entries()) {
      if (entry.kind !== 'move') continue;
      const changed = copy(document);
      // Another legal move where there is one (the rules then give other facts), else one the rules refuse.
      const before = copy(document);
      before.entries = before.entries.slice(0, e);
      const state = replayState(game, before);
      const others = game
        .legalMoves(state, entry.seat as number)
        .filter(m => JSON.stringify(m) !== JSON.stringify(entry.move));
      changed.entries[e]!.move = others[0] ?? { type: 'pass', extra: 1 };
      if (others.length > 0) replaced++;
      expect(verify(changed).ok, `entry ${entry.seq}`).toBe(false);
      if (others.length > 0) expect(problemOf(changed)).toMatch(new RegExp(`^entry ${entry.seq} \\(`));
    }
    expect(replaced).toBeGreaterThan(0);
  });

  it('the seed: one character changed, or a seed and its hash both replaced', () => {
    for (const game of [monad, monteCarlo]) {
      const { document } = playedExport(game, 2, 3, game === monad ? MONAD : {});
      const changed = copy(document);
      changed.seed = `${document.seed.slice(0, -1)}${document.seed.endsWith('0') ? '1' : '0'}`;
      expect(problemOf(changed)).toMatch(/^the seed does not hash to seedHash/);
      const other = copy(document);
      other.seed = 'another seed';
      other.seedHash = sha256Hex(other.seed);
      other.game.seedHash = other.seedHash;
      expect(problemOf(other)).toMatch(/^entry 0 \(setup\): fact 0 \((dealt|position_set)\) differs/);
      const half = copy(document);
      half.seedHash = sha256Hex('another seed');
      expect(problemOf(half)).toMatch(/^seedHash [0-9a-f]{64} is not the game's seedHash/);
    }
  });
});

/** The state after the entries of a (partial) export, folded from its facts. */
function replayState(game: AnyGame, document: GameExport): unknown {
  const config = { players: document.game.players, options: document.game.options };
  let state: unknown = game.initial(config);
  for (const entry of document.entries) for (const fact of entry.facts) state = game.evolve(state, fact);
  return state;
}

describe('malformed documents are refused with a sentence', () => {
  const { document } = playedExport(monteCarlo, 2, 11);
  const other = playedExport(monteCarlo, 2, 12).document;
  const monadGame = playedExport(monad, 2, 13, MONAD).document;

  it('truncated: an entry missing at the end, in the middle, or at the start; an empty log', () => {
    const short = copy(document);
    short.entries.pop();
    expect(problemOf(short)).toBe(
      `the log ends at seq ${document.game.version - 1} but the game is at version ${document.game.version}: it is truncated`,
    );
    const holed = copy(document);
    holed.entries.splice(5, 1);
    expect(problemOf(holed)).toBe('entry 5 is missing: the log goes from seq 4 to seq 6');
    const headless = copy(document);
    headless.entries.shift();
    expect(problemOf(headless)).toBe('entry 0 (the setup) is missing: the log starts at seq 1');
    const empty = copy(document);
    empty.entries = [];
    expect(problemOf(empty)).toBe('the export holds no entries: it is truncated');
  });

  it('reordered entries, and a duplicated one', () => {
    const swapped = copy(document);
    [swapped.entries[3], swapped.entries[4]] = [swapped.entries[4]!, swapped.entries[3]!];
    expect(problemOf(swapped)).toBe('the entries are out of order: position 3 holds seq 4 (reordered)');
    const twice = copy(document);
    twice.entries[4] = copy(twice.entries[3]!);
    expect(problemOf(twice)).toBe('seq 3 appears more than once');
  });

  it('foreign: the log of another game under this record, another game kind, a game not over', () => {
    const mixed = copy(document);
    mixed.entries = copy(other.entries);
    mixed.game.version = other.game.version;
    expect(problemOf(mixed)).toMatch(/^entry 0 \(setup\): fact 0 \(position_set\) differs/);
    const kind = copy(monadGame);
    kind.game.game = 'monte-carlo';
    expect(verify(kind).ok).toBe(false);
    const chess = copy(document);
    chess.game.game = 'chess';
    expect(problemOf(chess)).toBe('this is an export of "chess", a game this verifier does not know');
    const active = copy(document);
    active.game.status = 'active';
    expect(problemOf(active)).toBe('the game is active: only a game that is over can be checked');
    const outcome = copy(document);
    outcome.game.outcome = { ...outcome.game.outcome!, winners: [9] };
    expect(problemOf(outcome)).toMatch(/^the outcome differs: the game shows /);
  });

  it('wrong types, and documents that are not exports at all', () => {
    const seq = copy(document) as unknown as { entries: { seq: unknown }[] };
    seq.entries[3]!.seq = '3';
    expect(problemOf(seq)).toMatch(/^not a game export: entries\.3\.seq: /);
    const seed = copy(document) as unknown as { seed: unknown };
    seed.seed = 42;
    expect(problemOf(seed)).toMatch(/^not a game export: seed: /);
    const { entries: _entries, ...noEntries } = document;
    expect(problemOf(noEntries)).toMatch(/^not a game export: entries: /);
    expect(problemOf([])).toMatch(/^not a game export: the document: /);
    expect(problemOf('{')).toMatch(/^not a game export: the document: /);
    const version = copy(document);
    version.game.rngVersion = 7;
    expect(problemOf(version)).toBe('unknown chance derivation 7');
  });

  it('odd documents: seats the game cannot have, numbers past any version, a __proto__ key, a last entry twice', () => {
    for (const players of [0, 1, 5, 1_000_000, -3]) {
      const seats = copy(document);
      seats.game.players = players;
      expect(problemOf(seats)).toMatch(/^entry 0 \(setup\): the rules refuse it: monte-carlo\/C2-players: /);
    }
    const version = copy(document);
    version.game.version = 1e300;
    expect(problemOf(version)).toMatch(/^not a game export: game\.version: /);
    const seq = copy(document);
    seq.entries[3]!.seq = 2 ** 53;
    expect(problemOf(seq)).toMatch(/^not a game export: entries\.3\.seq: /);
    // JSON.parse makes "__proto__" an own key: read as such, never as the object's prototype.
    expect(problemOf(JSON.parse(`{"__proto__": ${JSON.stringify(document)}}`))).toMatch(/^not a game export: game: /);
    const options = copy(document) as unknown as { game: { options: unknown } };
    options.game.options = JSON.parse('{"__proto__": {"maxTurns": 1}}');
    expect(problemOf(options)).toMatch(/^not a game export: game\.options: /);
    const twice = copy(document);
    twice.entries.push(copy(twice.entries.at(-1)!));
    expect(problemOf(twice)).toBe(`seq ${document.game.version} appears more than once`);
  });

  it('a custom opening the rules cannot play: a sentence naming the entry, where the rules threw a stack trace', () => {
    // A custom game's opening is taken as given (a position its creator chose); forged, it may be no position
    // the rules can play on, and they throw rather than decide.
    const empty = copy(document) as unknown as Mutable<GameExport> & {
      entries: { facts: { position: { drawPile: string[] } }[] }[];
    };
    empty.game.custom = true;
    empty.entries[0]!.facts[0]!.position.drawPile = [];
    expect(problemOf(empty)).toMatch(
      /^entry \d+ \(move by seat \d\): the rules cannot replay the game from its custom opening: the casino deck is empty$/,
    );
    const seatless = copy(monadGame) as unknown as Mutable<GameExport> & {
      entries: { facts: { seats: unknown[] }[] }[];
    };
    seatless.game.custom = true;
    seatless.entries[0]!.facts[0]!.seats = [];
    expect(problemOf(seatless)).toMatch(
      /^entry \d+ \(\w+\b.*\): the rules cannot replay the game from its custom opening: /,
    );
  });

  it('nested deeper than any export: refused with a sentence, where comparing it overflowed the stack', () => {
    // The outcome's schema lets an unknown field through, which the comparison of outcomes then recursed into.
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const outcome = copy(document) as unknown as { game: { outcome: Record<string, unknown> } };
    outcome.game.outcome.note = deep;
    expect(problemOf(outcome)).toBe('not a game export: it nests more than 64 levels of arrays and objects deep');
    const fact = copy(document) as unknown as { entries: { facts: Record<string, unknown>[] }[] };
    fact.entries[1]!.facts[0]!.note = deep;
    expect(problemOf(fact)).toMatch(/^not a game export: it nests more than 64 levels/);
  });
});

describe('games made before chance was keyed (derivation 1)', () => {
  it.each([
    ['monad', 2],
    ['monte-carlo', 3],
  ] as const)('%s, %i players: verify with their own derivation, and not with the new one', (id, players) => {
    const [game, options] = gameOf(id);
    for (let g = 0; g < 4; g++) {
      const { document } = playedExport(game, players, 500 + g, options, 1);
      expect(verify(document).ok).toBe(true);
      const relabelled = copy(document);
      relabelled.game.rngVersion = 2;
      expect(problemOf(relabelled)).toMatch(/^entry 0 \(setup\): fact 0/);
    }
  });
});
