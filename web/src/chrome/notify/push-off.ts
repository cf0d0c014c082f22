// Signing out stops this browser's pushes: the browser's subscription is unsubscribed (the push service then
// refuses the server's sends) and the server's record of it deleted with the key, while the key is still
// known. Each step is tried on its own and no failure (offline, no service worker, a revoked key) is
// reported: nothing may keep a person from signing out.
import { removePushSubscription } from '../../api/client';
import { forgetPushId, pushId } from './push-id';
import { pushSupported } from './push';

async function unsubscribeBrowser(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}

async function deleteOnServer(key: string): Promise<void> {
  const id = pushId();
  if (id === null) return;
  await removePushSubscription(key, id);
}

/** Unsubscribes this browser and deletes its subscription on the server; never throws. */
export async function stopPush(key: string): Promise<void> {
  await Promise.allSettled([unsubscribeBrowser(), deleteOnServer(key)]);
  forgetPushId();
}
