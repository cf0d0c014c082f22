// Signing out stops this browser's pushes: before the key is forgotten, the browser's push subscription is
// unsubscribed and the server's record of it deleted (DELETE /players/me/push-subscriptions/{id}, with the
// key), and no failure (offline, no service worker) keeps the person signed in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberPushId } from '../../../web/src/chrome/notify/push-id';
import { signOut } from '../../../web/src/chrome/sign-out';

const KEY = 'pk_ada';
const SUBSCRIPTION_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k: string) => items.get(k) ?? null,
    key: (i: number) => [...items.keys()][i] ?? null,
    removeItem: (k: string) => void items.delete(k),
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

/** A browser with a service worker whose push manager holds one subscription. */
function browserWithPush(getRegistration: () => Promise<unknown>) {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration } });
}

describe('signing out', () => {
  let asked: { method: string; url: URL; authorization: string | null }[];
  let order: string[];

  beforeEach(() => {
    asked = [];
    order = [];
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('fetch', async (request: Request) => {
      asked.push({
        method: request.method,
        url: new URL(request.url),
        authorization: request.headers.get('authorization'),
      });
      order.push('delete');
      return new Response(null, { status: 204 });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("unsubscribes this browser and deletes the server's subscription with the key, then forgets the key", async () => {
    const unsubscribe = vi.fn(async () => {
      order.push('unsubscribe');
      return true;
    });
    browserWithPush(async () => ({ pushManager: { getSubscription: async () => ({ unsubscribe }) } }));
    rememberPushId(SUBSCRIPTION_ID);
    const forget = vi.fn(() => order.push('forget'));
    await signOut(KEY, forget);
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.method).toBe('DELETE');
    expect(asked[0]?.url.pathname).toBe(`/players/me/push-subscriptions/${SUBSCRIPTION_ID}`);
    expect(asked[0]?.authorization).toBe(`Bearer ${KEY}`);
    expect(order.at(-1)).toBe('forget');
    expect(forget).toHaveBeenCalledOnce();
  });

  it('signs out all the same when the browser and the server fail', async () => {
    browserWithPush(async () => {
      throw new Error('no service worker');
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    rememberPushId(SUBSCRIPTION_ID);
    const forget = vi.fn();
    await signOut(KEY, forget);
    expect(forget).toHaveBeenCalledOnce();
  });

  it('signs out all the same when stopping pushes hangs', async () => {
    browserWithPush(() => new Promise(() => {}));
    const forget = vi.fn();
    await signOut(KEY, forget, 10);
    expect(forget).toHaveBeenCalledOnce();
  });

  it('signs out in a browser without push, asking the server nothing when it knows no subscription', async () => {
    const forget = vi.fn();
    await signOut(KEY, forget);
    expect(forget).toHaveBeenCalledOnce();
    expect(asked).toEqual([]);
  });
});
