// The current time, ticking every second while a component shows a running clock; and whether a moment has passed.
// Both by the server's clock as the page knows it (server-clock.ts): the moments they are compared with are its.
import { useEffect, useState } from 'preact/hooks';
import { serverNow } from '../api/server-clock';

export function useNow(active: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(serverNow()), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs]);
  return now;
}

/** setTimeout's longest delay (2^31 − 1 ms, about 24.8 days): a longer one fires at once. */
const LONGEST_DELAY_MS = 2_147_483_647;

/** Whether the moment `at` (ms since the epoch) has passed: one timer for that moment, none while `at` is null. */
export function usePassed(at: number | null): boolean {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    if (at === null || !Number.isFinite(at) || serverNow() >= at) return undefined;
    const timer = setTimeout(() => setNow(serverNow()), Math.min(at - serverNow(), LONGEST_DELAY_MS));
    return () => clearTimeout(timer);
  }, [at, now]);
  return at !== null && Math.max(now, serverNow()) >= at;
}
