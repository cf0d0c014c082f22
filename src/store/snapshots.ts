// Snapshots: a game's folded state as of one log entry, under the `stateVersion` its rules had when it was
// folded. Only an optimization: the log stays the truth, and a snapshot taken under another stateVersion is
// never read (the key includes it), so a rules fix needs no migration, only a bumped stateVersion.
import type { Executor } from './log.js';

export interface Snapshot {
  readonly version: number;
  readonly state: unknown;
  /** The table around the game after entry `version` (src/service/tables/state.ts); null in a snapshot written without it. */
  readonly table: unknown;
  /** When entry `version` was appended. */
  readonly at: Date;
}

/** The newest snapshot of the game at or before `atMost` under `stateVersion`, if any. */
export async function readSnapshot(
  db: Executor,
  gameId: string,
  stateVersion: number,
  atMost?: number,
): Promise<Snapshot | null> {
  let query = db
    .selectFrom('snapshots')
    .select(['version', 'state', 'table_state', 'created_at'])
    .where('game_id', '=', gameId)
    .where('state_version', '=', stateVersion);
  if (atMost !== undefined) query = query.where('version', '<=', atMost);
  const row = await query.orderBy('version', 'desc').limit(1).executeTakeFirst();
  return row ? { version: row.version, state: row.state, table: row.table_state ?? null, at: row.created_at } : null;
}

/** Keeps a snapshot; one already there (another process folded the same entries, to the same state) stays. */
export async function writeSnapshot(
  db: Executor,
  gameId: string,
  stateVersion: number,
  snapshot: Snapshot,
): Promise<void> {
  await db
    .insertInto('snapshots')
    .values({
      game_id: gameId,
      state_version: stateVersion,
      version: snapshot.version,
      state: JSON.stringify(snapshot.state),
      table_state: snapshot.table == null ? null : JSON.stringify(snapshot.table),
      created_at: snapshot.at,
    })
    .onConflict(oc => oc.doNothing())
    .execute();
}
