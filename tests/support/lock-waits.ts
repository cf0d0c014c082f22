// Races made to happen on the Postgres server: a test holds a lock from an outside client and waits until the
// requests it sent are stuck behind it (or done) before letting go. Who waits is read by a second client, since
// a transaction sees one snapshot of pg_stat_activity for its whole length.
import pg from 'pg';

/** Statements of this database waiting for a lock. */
export async function waitingForLocks(watcher: pg.Client): Promise<number> {
  const { rows } = await watcher.query<{ n: number }>(
    "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
  );
  return rows[0]?.n ?? 0;
}

/** Polls `done()` every 25 ms until it holds, for 5 seconds at most. */
export async function pollUntil(done: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await done()) return;
    await new Promise(resolve => setTimeout(resolve, 25));
  }
  throw new Error('still waiting after 5 seconds');
}

/**
 * Runs `race` while an outside transaction holds `lock` (a statement such as `lock table … in share mode`), then
 * commits it; a watcher client is passed to `race` for waitingForLocks.
 */
export async function withLockHeld<T>(url: string, lock: string, race: (watcher: pg.Client) => Promise<T>): Promise<T> {
  const locker = new pg.Client({ connectionString: url });
  const watcher = new pg.Client({ connectionString: url });
  await Promise.all([locker.connect(), watcher.connect()]);
  try {
    await locker.query('begin');
    await locker.query(lock);
    return await race(watcher);
  } finally {
    await locker.query('commit');
    await Promise.all([locker.end(), watcher.end()]);
  }
}
