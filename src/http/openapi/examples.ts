// The examples of the OpenAPI document, played by the engine when the document is built: each game is dealt
// from a fixed seed, its first seat to act makes its first legal move, and the answers are presented by the
// same functions the service uses. So the examples stay true as the rules change, and the /docs page can run
// them unchanged against a live server: the create example deals that very game, and its move is legal there.
import { fold, type AnyGame } from '../../engine/index.js';
import { foldEntries } from '../../service/games/load.js';
import type { LoadedGame } from '../../service/games/loaded-game.js';
import { eventFor } from '../../service/streams/game-event.js';
import { present, presentEntry, presentToMover, type SeenEntry } from '../../service/views/game-view.js';
import { CURRENT_RNG_VERSION, chanceFor } from '../../service/games/chance.js';
import { sha256Hex } from '../../service/access/secrets.js';
import { plainSeat, type LogEntry, type SeatRecord } from '../../service/games/records.js';
import { example, type Examples } from './conventions.js';
import { EXAMPLE_GAME_ID, EXAMPLE_REMATCH_ID } from './example-ids.js';
import { reviewExample } from './review-example.js';
import { exportExample } from './export-example.js';

/** The seed of every example game: creating a game with it deals the table the examples show. */
export const EXAMPLE_SEED = 'docs-example';
const CREATED_AT = new Date('2026-01-01T12:00:00.000Z');
const MOVED_AT = new Date('2026-01-01T12:00:30.000Z');

/** The name the invited person gives when joining the example table. */
export const JOINER = 'Grace';

/** An invitation code or player key of the shape the server issues, fixed for the document. */
export const exampleSecret = (what: string): string =>
  Buffer.from(sha256Hex(`example-${what}`), 'hex').toString('base64url');

/** A seat token of the shape the server issues (32 random bytes, base64url), fixed for the document. */
export const exampleToken = (seat: number): string =>
  Buffer.from(sha256Hex(`example-seat-${seat}`), 'hex').toString('base64url');

export interface GameExamples {
  readonly createBody: { game: string; players: number; seed: string };
  readonly created: unknown;
  /** The game as its first seat to act sees it, before and after its move (with its legal moves if still to act). */
  readonly seen: unknown;
  readonly moved: unknown;
  readonly summary: unknown;
  readonly legalMoves: { version: number; moves: unknown[] };
  readonly moveBody: { move: unknown; expectedVersion: number };
  readonly logPage: { version: number; entries: SeenEntry[] };
  /** The event of the move, as the mover's stream shows it (its view, and its legal moves if still to act). */
  readonly event: unknown;
  /** A table created with its last seat open: the creator's token and the invitation. */
  readonly waitingCreated: unknown;
  /** POST /games/{id}/join: the invited person takes the last seat, and the game starts. */
  readonly joined: unknown;
  /** The waiting table after its creator left, or cancelled it. */
  readonly left: unknown;
  readonly cancelled: unknown;
  /** GET /games/{id}/export: the game after its first move and the other seat's resignation. */
  readonly exported: unknown;
  /** GET /games/{id}/review: that game reviewed for the seat that moved. */
  readonly reviewed: unknown;
  /** POST /games/{id}/rematch: the first call opens the new game and seats the caller. */
  readonly rematch: unknown;
  /** The rule the move breaks when another seat sends it, as the engine words it; null when nothing does. */
  readonly violation: { code: string; message: string } | null;
}

export function examplesOf(game: AnyGame): GameExamples {
  const players = game.minPlayers;
  const parsed = game.schemas.options.safeParse({});
  if (!parsed.success) throw new Error(`${game.id}: the examples need options with defaults`);
  const config = { players, options: parsed.data };
  const opened = game.setup(config, chanceFor(CURRENT_RNG_VERSION, EXAMPLE_SEED, 0));
  if (!opened.ok) throw new Error(`${game.id}: the example deal failed: ${opened.violation.code}`);
  const record = {
    id: EXAMPLE_GAME_ID,
    game: game.id,
    players,
    options: config.options,
    seed: EXAMPLE_SEED,
    seedHash: sha256Hex(EXAMPLE_SEED),
    custom: false,
    seeded: true,
    rngVersion: CURRENT_RNG_VERSION,
    table: null,
    createdAt: CREATED_AT,
  };
  const person = (seat: number): SeatRecord => plainSeat(seat, sha256Hex(exampleToken(seat)), null);
  const seats = Array.from({ length: players }, (_, seat) => person(seat));
  const state = fold(game, config, opened.facts);
  const dealt: LoadedGame = {
    record,
    seats,
    game,
    version: 0,
    state,
    table: { phase: 'playing', rematch: null },
    updatedAt: CREATED_AT,
  };

  const seat = game.toAct(dealt.state)[0] ?? 0;
  const moves = game.legalMoves(dealt.state, seat);
  const move = moves[0];
  if (move === undefined) throw new Error(`${game.id}: the example seat has no legal move`);
  const decided = game.decide(dealt.state, seat, move, chanceFor(CURRENT_RNG_VERSION, EXAMPLE_SEED, 1));
  if (!decided.ok) throw new Error(`${game.id}: the example move was refused: ${decided.violation.code}`);
  const moveEntry: LogEntry = {
    seq: 1,
    kind: 'move',
    seat,
    move,
    facts: decided.facts,
    keyDigest: null,
    createdAt: MOVED_AT,
  };
  // Folded as the server folds it, so the example carries what a fold adds (the clock, the undo window).
  const moved: LoadedGame = foldEntries(dealt, [moveEntry]);
  const other = (seat + 1) % players;
  const refused = game.decide(dealt.state, other, move, chanceFor(CURRENT_RNG_VERSION, EXAMPLE_SEED, 1));

  const log: LogEntry[] = [
    { seq: 0, kind: 'setup', seat: null, move: null, facts: opened.facts, keyDigest: null, createdAt: CREATED_AT },
    moveEntry,
  ];
  const entries = log.map(entry => presentEntry(moved, entry, seat, false));
  const after = presentToMover(moved, seat);
  const lastEntry = log[1];
  if (!lastEntry) throw new Error('unreachable: two entries');
  const {
    seat: _viewer,
    bots: _bots,
    view: _view,
    seed: _seed,
    clock: _clock,
    undo: _undo,
    table,
    ...rest
  } = present(dealt, null);
  const summary = { ...rest, deadline: null, table: { listed: table.listed, seats: table.seats } };

  // A table whose last seat waits for the invited person, as POST /games with { "open": true } deals it.
  const last = players - 1;
  const inviteCode = exampleSecret(`invite-${last}`);
  const tableRecord = { listed: false, waiting: true, rematchOf: null };
  const openSeat: SeatRecord = { ...plainSeat(last, null, null), inviteHash: sha256Hex(inviteCode) };
  const waiting: LoadedGame = {
    ...dealt,
    record: { ...record, table: tableRecord },
    seats: seats.map(s => (s.seat === last ? openSeat : s)),
    table: { phase: 'waiting', rematch: null },
  };
  const started: LoadedGame = {
    ...dealt,
    record: waiting.record,
    seats: seats.map(s => (s.seat === last ? { ...person(last), name: JOINER } : s)),
    version: 2,
    updatedAt: MOVED_AT,
  };
  const left: LoadedGame = {
    ...waiting,
    version: 1,
    seats: waiting.seats.map(s =>
      s.seat === 0 ? { ...plainSeat(0, null, null), inviteHash: sha256Hex(exampleSecret('invite-0')) } : s,
    ),
    updatedAt: MOVED_AT,
  };
  const cancelled: LoadedGame = {
    ...waiting,
    version: 1,
    table: { phase: 'cancelled', rematch: null },
    updatedAt: MOVED_AT,
  };
  // The rematch: same game and options, a new seed, every seat moved on by one; the others' seats are kept for them.
  const rematchSeed = `${EXAMPLE_SEED}-rematch`;
  const rematchSeat = 1 % players;
  const rematchGame: LoadedGame = {
    ...dealt,
    record: {
      ...record,
      id: EXAMPLE_REMATCH_ID,
      seed: rematchSeed,
      seedHash: sha256Hex(rematchSeed),
      seeded: false,
      table: { listed: false, waiting: true, rematchOf: EXAMPLE_GAME_ID },
    },
    seats: seats.map(s =>
      s.seat === rematchSeat ? person(s.seat) : { ...plainSeat(s.seat, null, null), reserved: true },
    ),
    table: { phase: 'waiting', rematch: null },
    updatedAt: MOVED_AT,
  };

  const exported = exportExample(game, moved, log, other);
  return {
    createBody: { game: game.id, players, seed: EXAMPLE_SEED },
    created: {
      ...present(dealt, null),
      seats: seats.map(s => ({ seat: s.seat, token: exampleToken(s.seat) })),
      invites: [],
    },
    seen: present(dealt, seat),
    moved: after,
    summary,
    legalMoves: { version: 0, moves: moves.slice(0, 3) },
    moveBody: { move, expectedVersion: 0 },
    logPage: { version: 1, entries },
    event: eventFor(moved, lastEntry, seat),
    waitingCreated: {
      ...present(waiting, null),
      seats: [{ seat: 0, token: exampleToken(0) }],
      invites: [{ seat: last, code: inviteCode, url: `/games/${EXAMPLE_GAME_ID}/join?code=${inviteCode}` }],
    },
    joined: { seat: last, token: exampleToken(last), game: present(started, last) },
    left: present(left, null),
    cancelled: present(cancelled, null),
    rematch: { seat: rematchSeat, token: exampleToken(rematchSeat), game: present(rematchGame, rematchSeat) },
    violation: refused.ok ? null : refused.violation,
    exported,
    reviewed: reviewExample(game, dealt, exported, seat),
  };
}

/** The games of the document, each with its examples. */
export type Played = readonly { game: AnyGame; examples: GameExamples }[];

/** One example per game, keyed by the game's id. */
export function perGame(all: Played, pick: (e: GameExamples, game: AnyGame) => unknown, what: string): Examples {
  return Object.fromEntries(
    all.map(({ game, examples }) => [game.id, example(`${what} (${game.title})`, pick(examples, game))]),
  );
}
