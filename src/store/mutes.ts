// Mutes and blocks between players. A change notifies `mutes:<player>` on the channel of every wake-up, so
// that the muter's open streams, on any process, stop showing the target's chat at once (service/chat/feed.ts).
import { sql } from 'kysely';
import { MOVES_CHANNEL, type Executor } from './log.js';

export const MUTE_KINDS = ['mute', 'block'] as const;
export type MuteKind = (typeof MUTE_KINDS)[number];

export const mutesTopic = (playerId: string): string => `mutes:${playerId}`;

async function notifyMutes(db: Executor, playerId: string): Promise<void> {
  await sql`select pg_notify(${MOVES_CHANNEL}, ${`${mutesTopic(playerId)}:0`})`.execute(db);
}

/** Adds (idempotently) `playerId`'s mute or block of `targetId`. */
export async function addMute(
  db: Executor,
  playerId: string,
  targetId: string,
  kind: MuteKind,
  at: Date,
): Promise<void> {
  await db
    .insertInto('player_mutes')
    .values({ player_id: playerId, target_id: targetId, kind, created_at: at })
    .onConflict(oc => oc.doNothing())
    .execute();
  await notifyMutes(db, playerId);
}

export async function removeMute(db: Executor, playerId: string, targetId: string, kind: MuteKind): Promise<void> {
  await db
    .deleteFrom('player_mutes')
    .where('player_id', '=', playerId)
    .where('target_id', '=', targetId)
    .where('kind', '=', kind)
    .execute();
  await notifyMutes(db, playerId);
}

export interface MuteRow {
  readonly targetId: string;
  readonly name: string;
  readonly createdAt: Date;
}

export async function listMutes(db: Executor, playerId: string, kind: MuteKind): Promise<MuteRow[]> {
  const rows = await db
    .selectFrom('player_mutes')
    .innerJoin('players', 'players.id', 'player_mutes.target_id')
    .select(['player_mutes.target_id', 'players.name', 'player_mutes.created_at'])
    .where('player_mutes.player_id', '=', playerId)
    .where('player_mutes.kind', '=', kind)
    .orderBy('player_mutes.created_at')
    .execute();
  return rows.map(r => ({ targetId: r.target_id, name: r.name, createdAt: r.created_at }));
}

/** The players whose chat `playerId` does not want to see: muted or blocked. */
export async function hiddenBy(db: Executor, playerId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('player_mutes').select('target_id').where('player_id', '=', playerId).execute();
  return new Set(rows.map(r => r.target_id));
}

/** Whether `playerId` blocked `targetId`. */
export async function blocks(db: Executor, playerId: string, targetId: string): Promise<boolean> {
  const row = await db
    .selectFrom('player_mutes')
    .select('target_id')
    .where('player_id', '=', playerId)
    .where('target_id', '=', targetId)
    .where('kind', '=', 'block')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findPlayerById(db: Executor, id: string): Promise<{ id: string; name: string } | null> {
  const row = await db.selectFrom('players').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  return row ?? null;
}
