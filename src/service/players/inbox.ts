// Use case: a player's inbox (issue 25): the games awaiting them, soonest deadline first (the order of
// "my games" with awaiting=true), each with what happened since their seat's last own entry: the count
// and the entries themselves, presented to that seat exactly as GET /games/{id}/moves would (no hidden
// information), so that each client says them in its own words and language. The count is exact; the
// entries are the first INBOX_ENTRIES of them (the rest are a GET /games/{id}/moves?after= away). A game whose
// log cannot be read or folded is left out: what happened there is the whole of an item (games/listing-reads.ts).
import { lastOwnSeq, readEntries } from '../../store/log.js';
import type { Deps } from '../deps.js';
import { awaitingGames } from './awaiting.js';
import { loadGame } from '../games/load.js';
import { ListingReads } from '../games/listing-reads.js';
import { presentEntry, statusOf } from '../views/game-view.js';
import { playerOf } from './identify.js';
import type { Inbox } from './schemas.js';

/** Entries shown per game at most. */
export const INBOX_ENTRIES = 50;

/** A page of the inbox, `limit` games from `cursor` (a nextCursor of the previous page), as "my games" pages them. */
export async function inbox(deps: Deps, key: string | undefined, limit: number, cursor?: string): Promise<Inbox> {
  const db = deps.database.db;
  const player = await playerOf(db, key);
  const reads = new ListingReads(deps);
  const page = { limit, ...(cursor === undefined ? {} : { cursor }) };
  const { games, nextCursor } = await awaitingGames(deps, player.id, page, reads);
  const items = [];
  for (const summary of games) {
    const seat = summary.seat;
    if (seat === undefined) continue;
    const item = await reads.of(summary.id, async () => {
      const loaded = await loadGame(deps, db, summary.id);
      const after = await lastOwnSeq(db, summary.id, seat);
      const entries =
        after >= loaded.version ? [] : await readEntries(db, summary.id, after, loaded.version, INBOX_ENTRIES);
      const finished = statusOf(loaded) === 'finished';
      return {
        ...summary,
        sinceYourLastMove: {
          after,
          count: Math.max(0, loaded.version - after),
          entries: entries.map(entry => presentEntry(loaded, entry, seat, finished)),
        },
      };
    });
    if (item !== undefined) items.push(item);
  }
  return { games: items, nextCursor };
}
