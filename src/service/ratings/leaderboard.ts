// Use case: one page of a game's leaderboard, best first, provisional players left out. Paged by a keyset
// cursor (the last row's rating and id, and how many rows came before it, for the ranks), so a deep page
// costs what the first does (scripts/bench-leaderboard.ts). Ties share no rank: equal ratings are ordered by
// id, and each row's rank is its position.
import { leaderboardPage, type LeaderCursor } from '../../store/ratings.js';
import type { Deps } from '../deps.js';
import { Refusal } from '../refusal.js';
import type { Leaderboard } from '../profiles/schemas.js';

export interface LeaderboardQuery {
  readonly game: string;
  readonly cursor?: string | undefined;
  readonly limit: number;
}

interface Position extends LeaderCursor {
  /** Rows before the page. */
  readonly before: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What the rating column (an int4) holds, and so any rating a cursor of ours carries; rows before a page too. */
const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;
const isInt4 = (n: unknown, min = INT4_MIN): n is number =>
  Number.isInteger(n) && (n as number) >= min && (n as number) <= INT4_MAX;

const encode = (p: Position): string =>
  Buffer.from(JSON.stringify({ r: p.rating, p: p.playerId, n: p.before })).toString('base64url');

function decode(cursor: string): Position {
  try {
    const raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      r?: unknown;
      p?: unknown;
      n?: unknown;
    };
    const { r, p, n } = raw;
    // A rating past an int4 would fail in the database (a 500), not as a cursor we never wrote.
    if (isInt4(r) && typeof p === 'string' && UUID.test(p) && isInt4(n, 0))
      return { rating: r, playerId: p, before: n };
  } catch {
    // Refused below, as any cursor this server did not write.
  }
  throw Refusal.of('invalid-request', 'This cursor was not written by this server: use the `next` of a page.', {
    errors: [{ path: 'cursor', message: 'not a cursor of this leaderboard' }],
  }).saying('invalid-request/cursor');
}

export async function leaderboard(deps: Deps, query: LeaderboardQuery): Promise<Leaderboard> {
  const game = deps.catalog.get(query.game);
  if (!game)
    throw Refusal.of('invalid-request', `This server does not serve "${query.game}".`).saying(
      'invalid-request/unknown-game',
      { game: query.game },
    );
  const from = query.cursor === undefined ? null : decode(query.cursor);
  const before = from?.before ?? 0;
  // One row more than asked says whether there is a next page.
  const rows = await leaderboardPage(deps.database.db, game.id, from, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    game: game.id,
    players: page.map((r, i) => ({
      rank: before + i + 1,
      handle: r.handle,
      name: r.name,
      kind: r.isBot ? 'bot' : 'person',
      rating: r.rating,
      games: r.games,
      won: r.wins,
    })),
    ...(rows.length > query.limit && last
      ? { next: encode({ rating: last.rating, playerId: last.playerId, before: before + page.length }) }
      : {}),
  };
}
