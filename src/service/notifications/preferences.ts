// The player's choices about notifications that are not an address of theirs: for now whether correspondence
// turns are reminded (service/reminders). PATCH /players/me/notifications changes them and answers as GET does.
import { setWantsReminders } from '../../store/reminders.js';
import type { Deps } from '../deps.js';
import { playerOf } from '../players/identify.js';
import { notificationsOf } from './email.js';
import type { MyNotifications, UpdateNotificationsBody } from './schemas.js';

export async function updateMyNotifications(
  deps: Deps,
  key: string | undefined,
  body: UpdateNotificationsBody,
): Promise<MyNotifications> {
  const player = await playerOf(deps.database.db, key);
  await setWantsReminders(deps.database.db, player.id, body.reminders);
  return notificationsOf(deps, player.id);
}
