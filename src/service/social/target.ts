// The player a social request names in its path: by id, or by handle (in any case).
import { findPlayerById } from '../../store/mutes.js';
import { findPlayerByHandle } from '../../store/handles.js';
import type { Executor } from '../../store/log.js';
import { Refusal } from '../refusal.js';
import { quotable } from '../text/quoted.js';

export async function targetPlayer(db: Executor, ref: string): Promise<{ id: string; name: string }> {
  const player = (await findPlayerById(db, ref)) ?? (await findPlayerByHandle(db, ref));
  if (player) return player;
  const shown = quotable(ref);
  throw Refusal.of('player-not-found', `No player has the id or handle "${shown}".`).saying('player-not-found', {
    handle: shown,
  });
}
