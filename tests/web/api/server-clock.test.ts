// The page's idea of the server's time (web/src/api/server-clock.ts): each answer's Date header bounds the
// offset between the server's clock and the browser's; the bounds narrow as answers come, a right browser
// clock is never moved by the header's one-second grain, a wrong one is corrected to within a second or so,
// and a clock set meanwhile starts the bounds over. The page's requests all go through it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMe } from '../../../web/src/api/client';
import {
  boundsOf,
  forgetServerClock,
  narrowed,
  offsetWithin,
  serverNow,
  type Bounds,
} from '../../../web/src/api/server-clock';
import { timeLeft } from '../../../web/src/chrome/clock';

/** The Date header a server whose clock reads `serverMs` writes: its whole second. */
const dateAt = (serverMs: number): string => new Date(serverMs).toUTCString();

/**
 * The bounds after answers to requests sent at `sentAts` (browser ms), each taking `tripMs`, from a server whose
 * clock is `offset` ahead and answers halfway.
 */
function heardFrom(offset: number, sentAts: readonly number[], tripMs: number): Bounds | null {
  let bounds: Bounds | null = null;
  for (const sent of sentAts) {
    const heard = boundsOf(sent, sent + tripMs, dateAt(sent + tripMs / 2 + offset));
    if (heard !== null) bounds = narrowed(bounds, heard);
  }
  return bounds;
}

const T0 = Date.parse('2026-11-29T12:00:00.000Z');
/** Requests every 1.37 s for a minute, so the answers fall at every point of the server's seconds. */
const SENT = Array.from({ length: 44 }, (_, i) => T0 + 123 + i * 1370);

describe('the server clock as the page knows it', () => {
  it('bounds the offset by one answer: within the second its Date names, between sending and arriving', () => {
    const bounds = boundsOf(T0, T0 + 200, dateAt(T0 + 5_000 + 100));
    expect(bounds).toEqual({ low: 5_000 - 200, high: 5_000 + 999 });
    expect(boundsOf(T0, T0 + 200, null)).toBeNull();
    expect(boundsOf(T0, T0 + 200, 'yesterday, roughly')).toBeNull();
    expect(boundsOf(T0 + 200, T0, dateAt(T0))).toBeNull();
  });

  it('leaves a browser whose clock is right where it is, however the seconds fall', () => {
    for (const trip of [20, 300, 900]) expect(offsetWithin(heardFrom(0, SENT, trip))).toBe(0);
  });

  it('corrects a browser whose clock is off, to within a tenth of a second, and narrows as answers come', () => {
    for (const offset of [90_000, -90_000, 2_500, -1_600]) {
      const one = heardFrom(offset, SENT.slice(0, 1), 40) as Bounds;
      const all = heardFrom(offset, SENT, 40) as Bounds;
      expect(all.high - all.low).toBeLessThan(one.high - one.low);
      expect(all.high - all.low).toBeLessThanOrEqual(100);
      expect(Math.abs(offsetWithin(all) - offset)).toBeLessThanOrEqual(100);
      expect(all.low).toBeLessThanOrEqual(offset);
      expect(all.high).toBeGreaterThanOrEqual(offset);
    }
  });

  it('starts over when an answer meets none of the earlier ones (the browser clock was set)', () => {
    const before = heardFrom(0, SENT, 40);
    const later = T0 + 120_000;
    // The browser's clock was put 30 s back: the server now reads 30 s ahead of it.
    const heard = boundsOf(later, later + 40, dateAt(later + 20 + 30_000)) as Bounds;
    const after = narrowed(before, heard);
    expect(after).toEqual(heard);
    expect(offsetWithin(after)).toBeGreaterThan(29_000);
  });
});

describe("the page's requests", () => {
  beforeEach(() => forgetServerClock());
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetServerClock();
  });

  it("tell it the server's time, and a turn clock counts down by it", async () => {
    const ahead = 120_000;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ id: 'p1', name: 'Ada' }, { headers: { date: dateAt(Date.now() + ahead) } })),
    );
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(5);
    await getMe('key');
    const offset = serverNow() - Date.now();
    expect(offset).toBeGreaterThan(ahead - 1_100);
    expect(offset).toBeLessThan(ahead + 1_100);
    // A deadline 5 minutes off by the server's clock shows 5 minutes left, not 7.
    const deadline = new Date(Date.now() + ahead + 300_000).toISOString();
    const left = timeLeft({ seat: 0, remainingMs: 0, deadline } as never, serverNow());
    expect(Math.abs(left - 300_000)).toBeLessThan(1_100);
  });

  it('keep the browser clock when the answers carry no date', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ id: 'p1', name: 'Ada' })),
    );
    await getMe('key');
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(5);
  });
});
