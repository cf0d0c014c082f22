// Use case: a table's presence, as the database has it from every process (presence/tracker.ts).
import { seenSince, watchersOf } from '../../store/presence.js';
import type { Deps } from '../deps.js';
import { loadGame } from '../games/load.js';
import type { Presence } from './schemas.js';
import { HERE_WITHIN_MS } from './tracker.js';

export async function presenceOf(deps: Deps, gameId: string): Promise<Presence> {
  const db = deps.database.db;
  const loaded = await loadGame(deps, db, gameId);
  const since = new Date(deps.now().getTime() - HERE_WITHIN_MS);
  const holders = loaded.seats.map(s =>
    s.playerId !== null ? `player:${s.playerId}` : s.tokenHash !== null ? `seat:${loaded.record.id}:${s.seat}` : null,
  );
  const here = await seenSince(
    db,
    holders.filter(h => h !== null),
    since,
  );
  return {
    seats: loaded.seats.map((s, i) => {
      const holder = holders[i] ?? null;
      return { seat: s.seat, here: s.bot !== null || (holder !== null && here.has(holder)) };
    }),
    watching: await watchersOf(db, loaded.record.id, since),
  };
}
