// Use case: list games, newest first, filtered by game, status, "where this token's seat is to act", the
// lobby (listed tables with an open seat) or a player's own games, with an opaque keyset cursor (the last
// game's creation time and id) so pages stay stable under inserts. Each game comes with its seats (names,
// bots, open or taken; never a token or code), read for the whole page in one query.
import { findSeatByTokenHash, listGames, type GameSummary } from '../../store/games.js';
import { readSeatsOf } from '../../store/tables.js';
import { playerCreator } from '../../store/quotas.js';
import type { GameStatus } from '../../store/schema.js';
import type { Deps } from '../deps.js';
import type { Outcome } from '../../engine/index.js';
import { tableSeats } from '../views/game-view.js';
import type { GameList } from './schemas.js';
import { Refusal } from '../refusal.js';
import { isGameId, sha256Hex } from '../access/secrets.js';
import { requireLiveSeatToken } from '../access/authenticate.js';
import { expiryCutoff, expiryDaysOf } from '../tables/expiry.js';
import { isCreatorSeat } from '../tables/creator.js';
import { clockView } from '../clocks/view.js';
import { loadGame } from './load.js';
import { ListingReads } from './listing-reads.js';
import { ratedTable } from '../ratings/participants.js';

export interface ListQuery {
  readonly game?: string;
  readonly status?: GameStatus;
  /** Only games for this many players. */
  readonly players?: number;
  /** Only games with this kind of clock, or without one (`none`). */
  readonly clock?: 'none' | 'per-turn' | 'fischer';
  /** With a token: only games where the token's seat is to act. */
  readonly awaiting?: boolean;
  readonly token?: string;
  readonly cursor?: string;
  readonly limit: number;
  /** The lobby: listed tables with a seat anyone may take. */
  readonly open?: boolean;
  /** Only tables put in the lobby (true), or only the others (false). */
  readonly listed?: boolean;
  /** A player's own games (players/players.ts); `toAct`: only where that player is to act. */
  readonly player?: { readonly id: string; readonly toAct: boolean };
}

/** (createdAt, id), and the deadline too in a player's awaiting games (ordered by it), the rank in the lobby. */
function encodeCursor(game: GameSummary, order: 'deadline' | 'rank' | 'time'): string {
  const third =
    order === 'deadline' ? [game.deadline?.toISOString() ?? null] : order === 'rank' ? [game.lobbyRank ?? 0] : [];
  const key = [game.createdAt.toISOString(), game.id, ...third];
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

const ISSUED_ID = /^[\x21-\x7e]{1,100}$/;

/** The largest lobby rank a table can have (`games.lobby_rank` is a Postgres integer). */
const MAX_RANK = 2_147_483_647;

/**
 * A time as encodeCursor wrote it (toISOString's own spelling), else null. JavaScript dates reach years that
 * Postgres's timestamps do not (before year 1, after 9999): such a forged cursor must be refused here, not
 * by the database.
 */
function issuedTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return null;
  const year = time.getUTCFullYear();
  return year >= 1 && year <= 9999 && time.toISOString() === value ? time : null;
}

function decodeCursor(cursor: string): { createdAt: Date; id: string; deadline?: Date | null; rank?: number } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    // The id is one this server issued (printable ASCII): anything else, a NUL included, never reaches SQL.
    if (
      Array.isArray(parsed) &&
      (parsed.length === 2 || parsed.length === 3) &&
      typeof parsed[1] === 'string' &&
      ISSUED_ID.test(parsed[1])
    ) {
      const createdAt = issuedTime(parsed[0]);
      const third: unknown = parsed[2];
      if (typeof third === 'number') {
        if (createdAt !== null && isGameId(parsed[1]) && Number.isSafeInteger(third) && third >= 0 && third <= MAX_RANK)
          return { createdAt, id: parsed[1], rank: third };
        throw foreignCursor();
      }
      const deadline = issuedTime(third);
      const deadlineOk = parsed.length === 2 || third === null || deadline !== null;
      if (createdAt !== null && isGameId(parsed[1]) && deadlineOk)
        return { createdAt, id: parsed[1], ...(parsed.length === 3 ? { deadline } : {}) };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw foreignCursor();
}

function foreignCursor(): Refusal {
  return Refusal.of('invalid-request', 'This cursor was not issued by this server.').saying('invalid-request/cursor');
}

export type { GameList };

type SeatDeadline = { readonly seat: number; readonly deadline: string };

/**
 * Every running seat's deadline of the page's games in play with a clock (a player's own games only: a
 * short page, mostly in the cache), from the clock's fold; the projection holds only the earliest. A game
 * whose log cannot be folded has none here: it is listed with the projection's earliest only.
 */
async function seatDeadlines(
  deps: Deps,
  page: readonly GameSummary[],
  reads: ListingReads,
): Promise<Map<string, SeatDeadline[]>> {
  const byGame = new Map<string, SeatDeadline[]>();
  for (const g of page) {
    if (g.status !== 'active' || g.deadline === null) continue;
    const loaded = await reads.of(g.id, () => loadGame(deps, deps.database.db, g.id));
    if (loaded === undefined) continue;
    const clock = clockView(loaded);
    byGame.set(
      g.id,
      (clock?.seats ?? []).flatMap(s => (s.deadline === null ? [] : [{ seat: s.seat, deadline: s.deadline }])),
    );
  }
  return byGame;
}

/** The page of games `query` asks for; `reads` is shared by a use case that reads the same games around it. */
export async function listGamesFor(deps: Deps, query: ListQuery, reads = new ListingReads(deps)): Promise<GameList> {
  const db = deps.database.db;
  let awaiting: { gameId: string; seat: number } | undefined;
  if (query.awaiting) {
    if (query.token === undefined)
      throw Refusal.of('missing-token', 'Listing the games awaiting you needs your seat token.').saying(
        'missing-token/awaiting',
      );
    const found = await findSeatByTokenHash(db, sha256Hex(query.token));
    if (!found) throw Refusal.of('unknown-token', 'This token holds no seat.').saying('unknown-token');
    requireLiveSeatToken(found);
    awaiting = found;
  }
  const rows = await listGames(db, {
    game: query.game,
    status: query.status,
    players: query.players,
    clock: query.clock,
    // Expired tables leave every listing the moment they expire (tables/expiry.ts), swept or not.
    expiredBefore: expiryCutoff(deps.now(), expiryDaysOf(deps)),
    awaiting,
    open: query.open,
    listed: query.listed,
    player: query.player,
    after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const order = query.player?.toAct === true ? 'deadline' : query.open === true ? 'rank' : 'time';
  const last = page.at(-1);
  const seats = await readSeatsOf(
    db,
    page.map(g => g.id),
  );
  const deadlines =
    query.player === undefined ? new Map<string, SeatDeadline[]>() : await seatDeadlines(deps, page, reads);
  return {
    games: page.map(({ listed, lobbyRank: _rank, creator, rated, ...g }) => {
      const mine = seats.get(g.id) ?? [];
      const own = query.player === undefined ? undefined : mine.find(s => s.playerId === query.player?.id)?.seat;
      const running = deadlines.get(g.id);
      return {
        ...g,
        rated: ratedTable({ ...g, rated }, mine),
        // The projection's JSON column holds what the appends wrote there: outcomeOf's outcome, or null.
        outcome: g.outcome as Outcome | null,
        toAct: [...g.toAct],
        deadline: g.deadline?.toISOString() ?? null,
        createdAt: g.createdAt.toISOString(),
        updatedAt: g.updatedAt.toISOString(),
        table: { listed, seats: tableSeats(mine) },
        // Without a seat of theirs, a game of the player's listing is a waiting table counted against them.
        ...(query.player === undefined
          ? {}
          : own === undefined
            ? { creator: true }
            : // The player the table is counted against may cancel it from any seat (tables/leave.ts).
              { seat: own, creator: isCreatorSeat(mine, own) || creator === playerCreator(query.player.id) }),
        ...(running === undefined ? {} : { deadlines: running }),
      };
    }),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last, order) : null,
  };
}
