// Use cases: mute and block. A mute hides the target's chat from the muter everywhere (every game's chat,
// read back or live); a block does that too and refuses the target's challenges. Both are the muter's own
// business: the target is not told. Adding or removing one twice is the same as once (PUT-like), so a client
// may retry. Muting or blocking oneself is refused.
import { addMute, listMutes, removeMute, type MuteKind } from '../../store/mutes.js';

export type { MuteKind };
import type { Deps } from '../deps.js';
import { playerOf } from '../players/identify.js';
import { Refusal } from '../refusal.js';
import type { MuteList } from './schemas.js';
import { targetPlayer } from './target.js';

export interface MuteRequest {
  readonly key: string | undefined;
  readonly target: string;
  readonly kind: MuteKind;
}

export async function mute(deps: Deps, request: MuteRequest): Promise<MuteList> {
  const db = deps.database.db;
  const me = await playerOf(db, request.key);
  const target = await targetPlayer(db, request.target);
  if (target.id === me.id)
    throw Refusal.of('not-yourself', `You cannot ${request.kind} yourself.`).saying('not-yourself/mute', {
      kind: request.kind,
    });
  await addMute(db, me.id, target.id, request.kind, deps.now());
  return mutesOf(deps, me.id, request.kind);
}

export async function unmute(deps: Deps, request: MuteRequest): Promise<MuteList> {
  const db = deps.database.db;
  const me = await playerOf(db, request.key);
  const target = await targetPlayer(db, request.target);
  await removeMute(db, me.id, target.id, request.kind);
  return mutesOf(deps, me.id, request.kind);
}

export async function myMutes(deps: Deps, key: string | undefined, kind: MuteKind): Promise<MuteList> {
  const me = await playerOf(deps.database.db, key);
  return mutesOf(deps, me.id, kind);
}

async function mutesOf(deps: Deps, playerId: string, kind: MuteKind): Promise<MuteList> {
  const rows = await listMutes(deps.database.db, playerId, kind);
  return { players: rows.map(r => ({ playerId: r.targetId, name: r.name, since: r.createdAt.toISOString() })) };
}
