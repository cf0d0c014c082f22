// The current time, ticking every second while a component shows a running clock; and whether a moment has passed.
import { useEffect, useState } from 'preact/hooks';

export function useNow(active: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs]);
  return now;
}

/** setTimeout's longest delay (2^31 − 1 ms, about 24.8 days): a longer one fires at once. */
const LONGEST_DELAY_MS = 2_147_483_647;

/** Whether the moment `at` (ms since the epoch) has passed: one timer for that moment, none while `at` is null. */
export function usePassed(at: number | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null || !Number.isFinite(at) || Date.now() >= at) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(at - Date.now(), LONGEST_DELAY_MS));
    return () => clearTimeout(timer);
  }, [at, now]);
  return at !== null && Math.max(now, Date.now()) >= at;
}
