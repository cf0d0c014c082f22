// Ends a stream when the player key that opened it is revoked, on whichever process revoked it: revoking
// notifies `key:<id>` on the channel every process LISTENs on (store/player-keys.ts), and the wake-up is checked
// against the key's row, so a lost or merged notification (the hub wakes every subscriber after a reconnection)
// is harmless. A stream opened with a seat token, or as a spectator, has nothing to watch. The caller names the
// key it checked when the stream opened (access/player-key.ts), so the key is not looked up again, and the mark
// taken before that check (Notifier.mark): the key's row is read again only if its topic was notified since.
import { isKeyRevoked, keyTopic } from '../../store/player-keys.js';
import type { Deps } from '../deps.js';
import type { HeardMark } from './heard.js';
import type { Notifier } from './wakeup-hub.js';

/** Calls `end` once the key `keyId` is revoked (at once if it already is); returns the function that stops watching. */
export async function endOnRevoke(
  deps: Deps,
  notifier: Notifier,
  keyId: string | null,
  end: () => void,
  checkedAt: HeardMark,
): Promise<() => void> {
  const db = deps.database.db;
  if (keyId === null) return () => undefined;
  let ended = false;
  const check = async (): Promise<void> => {
    if (ended || !(await isKeyRevoked(db, keyId))) return;
    ended = true;
    unsubscribe();
    end();
  };
  const topic = keyTopic(keyId);
  const unsubscribe = notifier.subscribe(topic, () => {
    // A failed check (database away) waits for the next wake-up: the key's next request is refused anyway.
    check().catch(() => undefined);
  });
  // Revoked between the key's check and this subscription: nothing would wake us, but the mark tells.
  if (notifier.heardSince(checkedAt, topic)) await check();
  return () => {
    ended = true;
    unsubscribe();
  };
}
