// The examples of the OpenAPI document, played by the engine when the document is built: each game is dealt
// from a fixed seed, its first seat to act makes its first legal move, and the answers are presented by the
// same functions the service uses. So the examples stay true as the rules change, and the /docs page can run
// them unchanged against a live server: the create example deals that very game, and its move is legal there.
import { fold, foldInto, type AnyGame } from '../../engine/index.js';
import type { LoadedGame } from '../../service/cache.js';
import { eventFor } from '../../service/game-event.js';
import { present, presentEntry, presentToMover, type SeenEntry } from '../../service/present.js';
import { entryRng } from '../../service/rng.js';
import { sha256Hex } from '../../service/secrets.js';
import type { LogEntry } from '../../store/log.js';

/** The seed of every example game: creating a game with it deals the table the examples show. */
export const EXAMPLE_SEED = 'docs-example';
/** The id the examples give their game; /docs swaps it for the id of the game it just created. */
export const EXAMPLE_GAME_ID = '0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f';
const CREATED_AT = new Date('2026-01-01T12:00:00.000Z');
const MOVED_AT = new Date('2026-01-01T12:00:30.000Z');

/** A seat token of the shape the server issues (32 random bytes, base64url), fixed for the document. */
export const exampleToken = (seat: number): string => Buffer.from(sha256Hex(`example-seat-${seat}`), 'hex').toString('base64url');

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
  /** The rule the move breaks when another seat sends it, as the engine words it; null when nothing does. */
  readonly violation: { code: string; message: string } | null;
}

export function examplesOf(game: AnyGame): GameExamples {
  const players = game.minPlayers;
  const parsed = game.schemas.options.safeParse({});
  if (!parsed.success) throw new Error(`${game.id}: the examples need options with defaults`);
  const config = { players, options: parsed.data };
  const opened = game.setup(config, entryRng(EXAMPLE_SEED, 0));
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
    createdAt: CREATED_AT,
  };
  const seats = Array.from({ length: players }, (_, seat) => ({ seat, tokenHash: sha256Hex(exampleToken(seat)), bot: null }));
  const dealt: LoadedGame = { record, seats, game, version: 0, state: fold(game, config, opened.facts), updatedAt: CREATED_AT };

  const seat = game.toAct(dealt.state)[0] ?? 0;
  const moves = game.legalMoves(dealt.state, seat);
  const move = moves[0];
  if (move === undefined) throw new Error(`${game.id}: the example seat has no legal move`);
  const decided = game.decide(dealt.state, seat, move, entryRng(EXAMPLE_SEED, 1));
  if (!decided.ok) throw new Error(`${game.id}: the example move was refused: ${decided.violation.code}`);
  const moved: LoadedGame = { ...dealt, version: 1, state: foldInto(game, dealt.state, decided.facts), updatedAt: MOVED_AT };
  const other = (seat + 1) % players;
  const refused = game.decide(dealt.state, other, move, entryRng(EXAMPLE_SEED, 1));

  const log: LogEntry[] = [
    { seq: 0, kind: 'setup', seat: null, move: null, facts: opened.facts, idempotencyKey: null, createdAt: CREATED_AT },
    { seq: 1, kind: 'move', seat, move, facts: decided.facts, idempotencyKey: null, createdAt: MOVED_AT },
  ];
  const entries = log.map((entry) => presentEntry(moved, entry, seat, false));
  const after = presentToMover(moved, seat);
  const lastEntry = log[1];
  if (!lastEntry) throw new Error('unreachable: two entries');
  const { seat: _viewer, bots: _bots, view: _view, seed: _seed, ...summary } = present(dealt, null);

  return {
    createBody: { game: game.id, players, seed: EXAMPLE_SEED },
    created: { ...present(dealt, null), seats: seats.map((s) => ({ seat: s.seat, token: exampleToken(s.seat) })) },
    seen: present(dealt, seat),
    moved: after,
    summary,
    legalMoves: { version: 0, moves: moves.slice(0, 3) },
    moveBody: { move, expectedVersion: 0 },
    logPage: { version: 1, entries },
    event: eventFor(moved, lastEntry, seat),
    violation: refused.ok ? null : refused.violation,
  };
}
