// A webhook owner's name server that never answers holds a libuv thread per lookup (getaddrinfo has no time
// limit): deliveries' lookups go through the process's DNS gate (dns-gate.ts), so however many of them hang,
// at most DNS_LOOKUPS_AT_ONCE threads are held and the rest of the process (file reads here) goes on; the
// deliveries fail as timed out and no lookup waits for ever. The hanging lookup is the test's own: it opens a
// FIFO nobody writes to, which, like getaddrinfo waiting for a name server, blocks a thread of the pool until
// the test lets it go. No DNS query is made.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { LookupFunction } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { agentsFor, type Agents } from '../../../src/service/notifications/connect.js';
import { clientNameLookups, DNS_LOOKUPS_AT_ONCE, LookupGate } from '../../../src/service/notifications/dns-gate.js';
import { post } from '../../../src/service/notifications/send-http.js';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/service/notifications/settings.js';

/** More deliveries than libuv's threads (UV_THREADPOOL_SIZE, 4 by default), as the outbox worker runs. */
const DELIVERIES = Math.max(10, Number(process.env['UV_THREADPOOL_SIZE'] ?? 4) + 2);
const TIMEOUT_MS = 300;
/** Generous: a file read on a free thread takes a millisecond; a held pool never answers. */
const PROMPTLY_MS = 3_000;

const within = <T>(work: Promise<T>, ms: number): Promise<T | 'stalled'> =>
  Promise.race([work, new Promise<'stalled'>(resolve => setTimeout(() => resolve('stalled'), ms).unref())]);

describe('DNS lookups of deliveries', () => {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-dns-'));
  const fifos: string[] = [];
  let made = 0;
  let agents: Agents | undefined;

  /** A lookup whose thread blocks until released: it opens a FIFO for reading, and nobody writes. */
  const hanging: LookupFunction = (hostname, _options, callback) => {
    const fifo = join(dir, `name-${made++}`);
    execFileSync('mkfifo', [fifo]);
    fifos.push(fifo);
    void readFile(fifo).then(
      () => callback(Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' }), '', 0),
      (error: Error) => callback(error, '', 0),
    );
  };

  /**
   * Lets every hanging lookup end: a writer opens each FIFO and closes it, so its read ends empty. On the main
   * thread (opening a FIFO read-write never blocks): the pool's threads may all be held.
   */
  const releaseAll = (): void => {
    for (const fifo of fifos.splice(0)) closeSync(openSync(fifo, 'r+'));
  };

  afterEach(() => {
    releaseAll();
    agents?.destroy();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('hold at most a bounded share of the thread pool: file reads go on, deliveries time out, none waits for ever', async () => {
    agents = agentsFor({ ...DEFAULT_NOTIFICATION_SETTINGS, timeoutMs: TIMEOUT_MS }, hanging);
    const deliveries = Array.from({ length: DELIVERIES }, (_, n) =>
      post(agents as Agents, `https://hooks-${n}.example.test/in`, {}, '{}', TIMEOUT_MS),
    );
    // Every delivery fails as timed out, its lookup still hanging.
    const outcomes = await within(Promise.all(deliveries), PROMPTLY_MS);
    expect(outcomes).not.toBe('stalled');
    for (const outcome of outcomes as { status: number | null; error: string | null }[])
      expect(outcome).toEqual({ status: null, error: expect.stringMatching(/within 300 ms/) });
    // The pool's other threads are free: a file read answers at once.
    expect(await within(readFile(new URL(import.meta.url), 'utf8'), PROMPTLY_MS)).toContain('DNS lookups');
    expect(fifos.length).toBe(DNS_LOOKUPS_AT_ONCE);
    expect(clientNameLookups.inFlight).toBe(DNS_LOOKUPS_AT_ONCE);
    // The lookups that found no slot gave up with their delivery: nothing is left queued.
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(clientNameLookups.waiting).toBe(0);
    // Once the name servers answer (here: the FIFOs are let go), their slots are free again.
    releaseAll();
    await expect.poll(() => clientNameLookups.inFlight, { timeout: PROMPTLY_MS }).toBe(0);
  }, 20_000);

  it('still resolves a name that answers, once a slot frees, and fails one that waited past its bound', async () => {
    const gate = new LookupGate(1);
    const answering: LookupFunction = (_hostname, _options, callback) => callback(null, '93.184.216.34', 4);
    const answer = (lookup: LookupFunction): Promise<string> =>
      new Promise(resolve =>
        lookup('hooks.example.test', {}, (error, address) => resolve(error?.message ?? String(address))),
      );
    const held = answer(gate.gated(hanging, 1_000));
    expect(await answer(gate.gated(answering, 100))).toMatch(
      /no DNS lookup of hooks.example.test could start within 100 ms/,
    );
    const queued = answer(gate.gated(answering, 5_000));
    expect(gate.waiting).toBe(1);
    releaseAll();
    expect(await held).toMatch(/not found/);
    expect(await queued).toBe('93.184.216.34');
    expect([gate.inFlight, gate.waiting]).toEqual([0, 0]);
  });
});
