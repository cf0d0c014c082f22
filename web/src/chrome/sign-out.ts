// Signing out: this browser's pushes are stopped first (notify/push-off.ts), since that needs the key, then
// the key is forgotten. Stopping is given a few seconds at most: a request that hangs must not keep the
// person signed in.
import { stopPush } from './notify/push-off';

export const STOP_PUSH_WAIT_MS = 3000;

export async function signOut(key: string, forget: () => void, waitMs = STOP_PUSH_WAIT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>(resolve => (timer = setTimeout(resolve, waitMs)));
  await Promise.race([stopPush(key), late]);
  clearTimeout(timer);
  forget();
}
