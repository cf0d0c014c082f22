// Given / when / then for every game, over the engine contract alone (STYLE.md habit 12, emmett's
// given/when/then): given a position — dealt from a seed or a Chance, or placed from a documented position —
// when a command by a seat, then these facts or this rule code. The table is built and moved only through
// `setup`/`setupFromPosition`, `decide`, `resign` and `evolve`, never by reaching into a game's state, so one
// helper serves Monad and Monte Carlo alike; the games' own vocabularies (monad-positions.ts,
// tests/games/monte-carlo/support.ts) sit on top of it.
import { expect } from 'vitest';
import type {
  Chance,
  Decision,
  Game,
  GameConfig,
  GameTypes,
  Outcome,
  RuleViolation,
  Seat,
  Viewer,
} from '../../src/engine/index.js';
import { canonical, oneStream, seededRng } from '../../src/engine/index.js';

/**
 * Where a table starts: dealt by `setup` from a seed (one seeded stream for every key, as the tests always
 * dealt) or from a given Chance, or placed by `setupFromPosition`. Options are the game's input form, parsed
 * by its own schema (defaults filled) as the server parses them.
 */
export type From<T extends GameTypes> =
  | { readonly players: number; readonly options?: unknown; readonly seed: number }
  | { readonly players: number; readonly options?: unknown; readonly chance: Chance }
  | { readonly position: T['position']; readonly players?: number; readonly options?: unknown };

/** The configuration `from` describes; a position's player count is its number of seats unless given. */
export function configOf<T extends GameTypes>(game: Game<T>, from: From<T>): GameConfig<T['options']> {
  const options = game.schemas.options.parse(from.options ?? {});
  if ('position' in from) {
    const seats = (from.position as { seats?: readonly unknown[] }).seats;
    const players = from.players ?? seats?.length;
    if (players === undefined) throw new Error('a position without seats needs `players`');
    return { players, options };
  }
  return { players: from.players, options };
}

/** The opening decision of `from`: the setup facts, or the violation a refused table gets. */
export function opening<T extends GameTypes>(
  game: Game<T>,
  from: From<T>,
): { readonly config: GameConfig<T['options']>; readonly decision: Decision<T['fact']> } {
  const config = configOf(game, from);
  if ('position' in from) return { config, decision: game.setupFromPosition(config, from.position) };
  const chance = 'chance' in from ? from.chance : oneStream(seededRng(from.seed));
  return { config, decision: game.setup(config, chance) };
}

/** Two moves are one when their keys are equal; a game whose rules leave some choices free passes its own key. */
export type MoveKey<T extends GameTypes> = (move: T['move']) => string;

/** Given a table: set up through the contract; fails the test when the set-up is refused. */
export function given<T extends GameTypes>(game: Game<T>, from: From<T>, moveKey: MoveKey<T> = canonical): Table<T> {
  const { config, decision } = opening(game, from);
  if (!decision.ok) throw new Error(`set-up refused: ${decision.violation.code} ${decision.violation.message}`);
  return new Table(game, config, game.initial(config), [], moveKey).folded(decision.facts);
}

/** A chance that must not be used: a decision that draws from it is a bug in a test that says it draws nothing. */
export const noChance: Chance = {
  stream(key): never {
    throw new Error(`decide drew randomness (${key.join('/')})`);
  },
};

/** A table: its configuration, its state, and every fact that led there (set-up facts first). */
export class Table<T extends GameTypes> {
  constructor(
    readonly game: Game<T>,
    readonly config: GameConfig<T['options']>,
    readonly state: T['state'],
    readonly history: readonly T['fact'][],
    private readonly moveKey: MoveKey<T> = canonical,
  ) {}

  /** The decision on `move` by `seat`; the state must come out of `decide` untouched whatever the answer. */
  when(seat: Seat, move: T['move'], chance: Chance = noChance): Played<T> {
    const snapshot = structuredClone(this.state);
    const decision = this.game.decide(this.state, seat, move, chance);
    expect(this.state, 'decide leaves the state untouched').toEqual(snapshot);
    return new Played(this, decision);
  }

  /** Resignation, accepted from any seat at any time while the game is on. */
  whenResigns(seat: Seat): Played<T> {
    const snapshot = structuredClone(this.state);
    const decision = this.game.resign(this.state, seat);
    expect(this.state, 'resign leaves the state untouched').toEqual(snapshot);
    return new Played(this, decision);
  }

  /** Plays a move that must be accepted; returns the next table. */
  play(seat: Seat, move: T['move'], chance?: Chance): Table<T> {
    return this.when(seat, move, chance).next;
  }

  /** The table after `facts`, folded by `evolve`. */
  folded(facts: readonly T['fact'][]): Table<T> {
    let state = this.state;
    for (const fact of facts) state = this.game.evolve(state, fact);
    return new Table(this.game, this.config, state, [...this.history, ...facts], this.moveKey);
  }

  view(viewer: Viewer = null): T['view'] {
    return this.game.view(this.state, viewer);
  }

  legal(seat: Seat): readonly T['move'][] {
    return this.game.legalMoves(this.state, seat);
  }

  /** `move` is among the legal moves of `seat`, up to the game's move key. */
  isLegal(seat: Seat, move: T['move']): boolean {
    const wanted = this.moveKey(move);
    return this.legal(seat).some(m => this.moveKey(m) === wanted);
  }

  get outcome(): Outcome | null {
    return this.game.outcome(this.state);
  }

  get toAct(): readonly Seat[] {
    return this.game.toAct(this.state);
  }
}

/** The result of one move or resignation on a table: then these facts, or this rule code. */
export class Played<T extends GameTypes> {
  constructor(
    readonly before: Table<T>,
    readonly decision: Decision<T['fact']>,
  ) {}

  /** The facts, asserting that the move was accepted. */
  get facts(): readonly T['fact'][] {
    return factsOf(this.decision);
  }

  /** The table after the facts, asserting that the move was accepted. */
  get next(): Table<T> {
    return this.before.folded(this.facts);
  }

  expectFacts(expected: readonly T['fact'][]): Table<T> {
    expect(this.facts).toEqual(expected);
    return this.next;
  }

  /** The move is refused with `code` (see `expectCode`), with a sentence a person can act on. */
  expectViolation(code: string): RuleViolation {
    const violation = violationOf(this.decision);
    expectCode(violation.code, code);
    expectSentence(violation.message);
    return violation;
  }
}

/** The facts of an accepted decision; fails the test on a violation. */
export function factsOf<F>(decision: Decision<F>): readonly F[] {
  if (!decision.ok) {
    throw new Error(`expected acceptance, got ${decision.violation.code}: ${decision.violation.message}`);
  }
  return decision.facts;
}

/** The violation of a refused decision; fails the test on acceptance. */
export function violationOf<F>(decision: Decision<F>): RuleViolation {
  if (decision.ok) throw new Error(`expected a refusal, but it was accepted: ${JSON.stringify(decision.facts)}`);
  return decision.violation;
}

/**
 * `actual` is the rule code `expected`: exact (`monad/M12-two-cards`), a prefix ending in `-`
 * (`monad/M15-`), or a bare rule (`monad/M12`: M12 or its variant M12w).
 */
export function expectCode(actual: string, expected: string): void {
  if (expected.endsWith('-')) expect(actual.startsWith(expected), `${actual} starts with ${expected}`).toBe(true);
  else if (/^[a-z-]+\/[A-Z]\d+$/.test(expected)) expect(actual).toMatch(new RegExp(`^${expected}w?-`));
  else expect(actual).toBe(expected);
}

/** A message a person can act on: a non-empty sentence. */
export function expectSentence(message: string): void {
  expect(message).toMatch(/^[A-Z0-9].*\S[.!?)]$/s);
}
