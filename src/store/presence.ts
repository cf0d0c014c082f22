// Presence, through the database so every process sees it: `presence (who, seen_at)` is when some process
// last saw a player (or an anonymous seat) hold an event stream, and `game_watchers (process, game_id)` is
// each process's count of open streams of a game, rewritten now and then with the time it was true.
import { sql } from 'kysely';
import type { Executor } from './log.js';

const MARKS_PER_STATEMENT = 10_000;

/** Marks `who` seen at `at`; a row written less than `minGapMs` ago is left as it is (no write). */
export async function markSeen(db: Executor, who: readonly string[], at: Date, minGapMs: number): Promise<void> {
  if (who.length === 0) return;
  // Two parameters a row, and a statement takes at most 65,535: a reconnect storm's thousands go in parts.
  if (who.length > MARKS_PER_STATEMENT) {
    for (let from = 0; from < who.length; from += MARKS_PER_STATEMENT)
      await markSeen(db, who.slice(from, from + MARKS_PER_STATEMENT), at, minGapMs);
    return;
  }
  const before = new Date(at.getTime() - minGapMs);
  await db
    .insertInto('presence')
    .values(who.map(w => ({ who: w, seen_at: at })))
    .onConflict(oc =>
      oc
        .column('who')
        .doUpdateSet({ seen_at: eb => eb.ref('excluded.seen_at') })
        .where('presence.seen_at', '<=', before),
    )
    .execute();
}

/** Of `who`, those seen at or after `since`. */
export async function seenSince(db: Executor, who: readonly string[], since: Date): Promise<Set<string>> {
  if (who.length === 0) return new Set();
  const rows = await db
    .selectFrom('presence')
    .select('who')
    .where('who', 'in', [...who])
    .where('seen_at', '>=', since)
    .execute();
  return new Set(rows.map(r => r.who));
}

/** Replaces this process's counts: `counts` as they are at `at`; games not in it lose this process's row. */
export async function writeWatchers(
  db: Executor,
  process: string,
  counts: ReadonlyMap<string, number>,
  at: Date,
): Promise<void> {
  const games = [...counts.entries()].filter(([, n]) => n > 0);
  await db.transaction().execute(async tx => {
    let gone = tx.deleteFrom('game_watchers').where('process', '=', process);
    if (games.length > 0)
      gone = gone.where(
        'game_id',
        'not in',
        games.map(([id]) => id),
      );
    await gone.execute();
    if (games.length === 0) return;
    await tx
      .insertInto('game_watchers')
      .values(games.map(([id, n]) => ({ process, game_id: id, watchers: n, at })))
      .onConflict(oc =>
        oc.columns(['process', 'game_id']).doUpdateSet({
          watchers: eb => eb.ref('excluded.watchers'),
          at: eb => eb.ref('excluded.at'),
        }),
      )
      .execute();
  });
}

/** The open streams of a game, summed over the processes whose count is at or after `since`. */
export async function watchersOf(db: Executor, gameId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('game_watchers')
    .select(sql<string | number | null>`sum(watchers)`.as('n'))
    .where('game_id', '=', gameId)
    .where('at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function dropWatchers(db: Executor, process: string): Promise<void> {
  await db.deleteFrom('game_watchers').where('process', '=', process).execute();
}
