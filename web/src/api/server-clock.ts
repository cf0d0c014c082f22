// The server's time as this page can tell it. Deadlines, a chat's closing and "3 min ago" are the server's
// moments, and the page counts down to them: a browser whose clock is a minute off would show a player a
// minute too much or too little on a turn clock the server enforces to the second. Every answer's Date header
// says the server's second when it answered, somewhere between the request leaving and the answer arriving,
// so the offset (server minus browser) lies within [date − arrived, date + 999 − sent]. The answers' intervals
// are intersected, as NTP narrows a clock with coarse samples; the offset used is the one within them nearest
// zero, so a browser whose clock is right is never moved by the header's one-second grain. An interval that
// meets none of the earlier ones (the browser's clock was set, or another server answered) starts over.

/** The offsets (server minus browser, ms) every answer heard so far allows. */
export interface Bounds {
  readonly low: number;
  readonly high: number;
}

/** The Date header's grain: the server's time lies within the second it names. */
const GRAIN_MS = 999;

/** What one answer allows, or null when its Date is missing or unreadable (or the times make no sense). */
export function boundsOf(sentAt: number, arrivedAt: number, date: string | null): Bounds | null {
  const at = date === null ? NaN : Date.parse(date);
  if (!Number.isFinite(at) || !(arrivedAt >= sentAt)) return null;
  return { low: at - arrivedAt, high: at + GRAIN_MS - sentAt };
}

/** The bounds narrowed by one more answer's; that answer's alone when they do not meet. */
export function narrowed(known: Bounds | null, heard: Bounds): Bounds {
  if (known === null) return heard;
  const low = Math.max(known.low, heard.low);
  const high = Math.min(known.high, heard.high);
  return low <= high ? { low, high } : heard;
}

/** The offset to use: zero when the bounds allow it, else the bound nearest zero. */
export const offsetWithin = (bounds: Bounds | null): number =>
  bounds === null ? 0 : Math.min(Math.max(0, bounds.low), bounds.high);

let bounds: Bounds | null = null;

/** Takes what an answer's Date header says of the server's clock. */
export function heardDate(sentAt: number, arrivedAt: number, date: string | null): void {
  const heard = boundsOf(sentAt, arrivedAt, date);
  if (heard !== null) bounds = narrowed(bounds, heard);
}

/** The server's time now, as far as the answers so far tell (ms since the epoch). */
export const serverNow = (): number => Date.now() + offsetWithin(bounds);

/** Forgets what was heard (tests). */
export function forgetServerClock(): void {
  bounds = null;
}

/** fetch, noting each answer's Date header on the way. */
export const clockedFetch: typeof fetch = async (input, init) => {
  const sentAt = Date.now();
  const response = await globalThis.fetch(input, init);
  heardDate(sentAt, Date.now(), response.headers.get('date'));
  return response;
};
