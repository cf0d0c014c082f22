// The one waker every stream's reads go through (src/service/streams/waker.ts), on its own with fake
// timers: wake-ups merge into at most one running and one waiting read; a read is a re-check when any
// wake-up it merges asked for one (or a timer or a retry did); a read that fails because the database is
// unavailable is tried again 2 s later, as a re-check; any other failure goes to onError; stop ends it all.
// Through a real game feed and player stream: feed-notice.test.ts, feed-retry.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serialWaker, type Waker } from '../../../src/service/streams/waker.js';

const unavailable = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });

/** A reader whose reads wait until released, recording whether each was a re-check. */
function reader() {
  const reads: boolean[] = [];
  const pending: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const read = (recheck: boolean) =>
    new Promise<void>((resolve, reject) => {
      reads.push(recheck);
      pending.push({ resolve, reject });
    });
  /** Settles the oldest running read, then lets the waker start the next. */
  const settle = async (error?: unknown) => {
    const next = pending.shift();
    if (!next) throw new Error('no read is running');
    if (error === undefined) next.resolve();
    else next.reject(error);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { reads, read, settle };
}

describe('serialWaker', () => {
  let waker: Waker | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    waker?.stop();
    vi.useRealTimers();
  });

  it('merges a burst of wake-ups into one running read and one waiting', async () => {
    const r = reader();
    waker = serialWaker(r.read, () => undefined);
    waker.wake();
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 5; i++) waker.wake();
    expect(r.reads).toEqual([false]);
    await r.settle();
    expect(r.reads).toEqual([false, false]);
    await r.settle();
    expect(r.reads).toEqual([false, false]);
  });

  it('makes a read a re-check when any wake-up it merges asks for one', async () => {
    const r = reader();
    waker = serialWaker(r.read, () => undefined);
    waker.wake();
    await vi.advanceTimersByTimeAsync(0);
    waker.wake();
    waker.recheck();
    waker.wake();
    await r.settle();
    // The flag is spent by the read that took it: the next plain wake-up is a plain read.
    await r.settle();
    waker.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(r.reads).toEqual([false, true, false]);
  });

  it('re-checks 1 s after the start, then every 15 s', async () => {
    const r = reader();
    waker = serialWaker(r.read, () => undefined);
    await vi.advanceTimersByTimeAsync(999);
    expect(r.reads).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.reads).toEqual([true]);
    await r.settle();
    await vi.advanceTimersByTimeAsync(14_000);
    expect(r.reads).toEqual([true, true]);
  });

  it('tries a read again 2 s after the database was unavailable, as a re-check; a later failure moves the retry', async () => {
    const r = reader();
    const errors: unknown[] = [];
    waker = serialWaker(r.read, error => errors.push(error));
    waker.wake();
    await vi.advanceTimersByTimeAsync(0);
    await r.settle(unavailable()); // t = 0: a retry at 2,000
    await vi.advanceTimersByTimeAsync(500);
    waker.wake();
    await vi.advanceTimersByTimeAsync(0);
    await r.settle(unavailable()); // t = 500: the retry moves to 2,500
    await vi.advanceTimersByTimeAsync(500); // t = 1,000: the first re-check
    expect(r.reads).toEqual([false, false, true]);
    await r.settle();
    await vi.advanceTimersByTimeAsync(1_499); // t = 2,499: no read at 2,000
    expect(r.reads).toEqual([false, false, true]);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.reads).toEqual([false, false, true, true]);
    expect(errors).toEqual([]);
  });

  it('hands any other failure to onError, without a retry', async () => {
    const r = reader();
    const errors: unknown[] = [];
    waker = serialWaker(r.read, error => errors.push(error));
    waker.wake();
    await vi.advanceTimersByTimeAsync(0);
    const bug = new Error('a bug, not an outage');
    await r.settle(bug);
    expect(errors).toEqual([bug]);
    await vi.advanceTimersByTimeAsync(900);
    expect(r.reads).toEqual([false]);
  });

  it('reads nothing more once stopped: no wake-up, re-check or retry', async () => {
    const r = reader();
    waker = serialWaker(r.read, () => undefined);
    waker.wake();
    await vi.advanceTimersByTimeAsync(0);
    await r.settle(unavailable());
    waker.stop();
    waker.wake();
    waker.recheck();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(r.reads).toEqual([false]);
  });
});
