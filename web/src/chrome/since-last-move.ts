// What happened since the seat's last own entry (issue 25), among the entries the page holds: the same
// rule as the server's inbox (src/service/players/inbox.ts), so the page and the inbox agree. A timeout, a
// stand-in and a vacation's pause are the server's entries, not the seat's own. Pure, tested without a browser.
import type { LogEntry } from '../api/types';

/** The kinds of entries the server writes for a seat (not the seat's own doing). */
const SERVERS: ReadonlySet<LogEntry['kind']> = new Set(['timeout', 'stand-in', 'vacation']);

/**
 * The entries after `seat`'s last own entry, oldest first; null for a spectator, when nothing happened since,
 * or when the seat's last own entry is older than the entries held (the page cannot say all of it).
 */
export function sinceLastMove(entries: readonly LogEntry[], seat: number | null): LogEntry[] | null {
  if (seat === null || entries.length === 0) return null;
  let last = -1;
  entries.forEach((e, i) => {
    if (e.seat === seat && !SERVERS.has(e.kind)) last = i;
  });
  if (last === -1 && (entries[0]?.seq ?? 0) > 0) return null;
  const since = entries.slice(last + 1);
  return since.length === 0 ? null : since;
}
