// The id the server gave this browser's push subscription (POST /players/me/push-subscriptions), kept on this
// device so that signing out can delete the server's record of it (push-off.ts): the subscription itself
// does not know its id, and without it the server would keep pushing to a browser nobody is signed in on.
const STORED = 'croupier.pushSubscription';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled: signing out then only unsubscribes the browser
  }
}

export function rememberPushId(id: string): void {
  storage()?.setItem(STORED, id);
}

export const pushId = (): string | null => storage()?.getItem(STORED) ?? null;

export function forgetPushId(): void {
  storage()?.removeItem(STORED);
}
