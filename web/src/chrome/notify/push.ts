// Web Push for this browser: the service worker (web/public/sw.js) is registered and subscribed with the
// server's VAPID key, only after the person pressed the button (never on load), and the subscription is
// sent to the server. The worker has no catalog: the page hands it the words of its language, which it keeps.
import { addPushSubscription, pushKey } from '../../api/client';
import { pushWords } from './attention';
import { rememberPushId } from './push-id';

export const pushSupported = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof PushManager !== 'undefined';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Gives the service worker the words of the page's language (again when the language changes). */
export async function tellWorkerWords(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  registration?.active?.postMessage({ words: pushWords() });
}

/** Subscribes this browser to pushes for the player; false when the browser cannot. */
export async function subscribePush(playerKey: string): Promise<boolean> {
  if (!pushSupported()) return false;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const ready = await navigator.serviceWorker.ready;
  ready.active?.postMessage({ words: pushWords() });
  const { publicKey } = await pushKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return false;
  const { id } = await addPushSubscription(playerKey, {
    endpoint: json.endpoint,
    keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
  });
  rememberPushId(id);
  return true;
}
