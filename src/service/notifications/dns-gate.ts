// How many names this process resolves at once for the addresses clients give (webhooks, push endpoints).
// dns.lookup is getaddrinfo on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default), which has no time limit:
// a webhook owner whose name server never answers holds a thread until the system's resolver gives up, well
// past a delivery's timeout. With a lookup per delivery, a few such names held every thread, and file reads,
// async crypto and zlib stalled for the whole process. So at most DNS_LOOKUPS_AT_ONCE lookups are in flight
// process-wide, deliveries and registrations together; the pool keeps the rest. A lookup that finds no free
// slot waits, in the order asked, only as long as its delivery (or registration) may take, then fails as timed
// out: the queue holds no more than the work under way, and nothing waits for ever. A slot is freed only when
// its lookup answers, since the thread is held until then: names that never answer slow other deliveries'
// lookups (they queue) but no longer the process.
// Resolving with c-ares (dns.Resolver, which has a timeout and uses no thread) was the other way; it reads no
// hosts file and follows no nsswitch, so `localhost` and the names of WEBHOOK_ALLOW_PRIVATE setups would
// resolve otherwise than they connect, and the guard would classify addresses the connection never used.
// Bounding getaddrinfo keeps one resolution, the system's, for the check and the connection.
import type { LookupFunction } from 'node:net';

/** Lookups in flight at once in this process: beside libuv's 4 threads, 2 stay for everything else. */
export const DNS_LOOKUPS_AT_ONCE = 2;

interface Waiter {
  readonly start: () => void;
  readonly timer: NodeJS.Timeout;
}

/** The error a lookup that found no free slot in time fails with (a delivery's `lastError`). */
export const lookupTimedOut = (host: string, ms: number): NodeJS.ErrnoException =>
  Object.assign(new Error(`no DNS lookup of ${host} could start within ${ms} ms`), {
    code: 'ETIMEOUT',
    hostname: host,
  });

export class LookupGate {
  private running = 0;
  private readonly queue: Waiter[] = [];

  constructor(readonly slots: number = DNS_LOOKUPS_AT_ONCE) {
    if (!Number.isInteger(slots) || slots < 1) throw new RangeError(`a lookup gate needs a slot, not ${slots}`);
  }

  /** Lookups started and not answered yet. */
  get inFlight(): number {
    return this.running;
  }

  /** Lookups waiting for a slot. */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Calls `granted` once a slot is free, with the call that frees it (once its lookup has answered), or `late`
   * when none frees within `waitMs`.
   */
  acquire(waitMs: number, granted: (release: () => void) => void, late: () => void): void {
    const start = (): void => {
      this.running++;
      let released = false;
      granted(() => {
        if (released) return;
        released = true;
        this.release();
      });
    };
    if (this.running < this.slots) {
      start();
      return;
    }
    const waiter: Waiter = {
      start,
      timer: setTimeout(() => {
        const at = this.queue.indexOf(waiter);
        if (at >= 0) this.queue.splice(at, 1);
        late();
      }, waitMs),
    };
    this.queue.push(waiter);
  }

  /** `work` once a slot is free; fails with `timedOut()` when none frees within `waitMs`. */
  run<T>(work: () => Promise<T>, waitMs: number, timedOut: () => Error): Promise<T> {
    return new Promise<T>((resolve, reject) =>
      this.acquire(
        waitMs,
        release => {
          Promise.resolve().then(work).finally(release).then(resolve, reject);
        },
        () => reject(timedOut()),
      ),
    );
  }

  /** `base` run through the gate: a lookup that waits for a slot longer than `waitMs` fails as timed out. */
  gated(base: LookupFunction, waitMs: number): LookupFunction {
    return (hostname, options, callback) =>
      this.acquire(
        waitMs,
        release => {
          try {
            base(hostname, options, (error, address, family) => {
              release();
              callback(error, address, family);
            });
          } catch (error) {
            release();
            throw error;
          }
        },
        () => callback(lookupTimedOut(hostname, waitMs), '', 0),
      );
  }

  private release(): void {
    this.running--;
    const next = this.queue.shift();
    if (next === undefined) return;
    clearTimeout(next.timer);
    next.start();
  }
}

/** The gate every lookup of a client's name in this process goes through. */
export const clientNameLookups = new LookupGate();
