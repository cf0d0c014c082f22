// The kernel's word on a thread (thread-stat.ts): the state and the CPU time are read after the command's
// last parenthesis (a command may hold spaces and parentheses), the CPU time to the nanosecond from schedstat
// (in clock ticks of 10 ms from stat where there is none); this process's own threads are found by their
// kernel id.
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { ownThreadId, parseThreadStat, threadStat } from '../../../src/service/bots/thread-stat.js';

/** A real line of /proc/<pid>/task/<tid>/stat, its command made awkward. */
const line = (state: string, utime: number, stime: number) =>
  `4242 (node (a) b) ${state} 4241 4241 4200 0 -1 4194304 100 0 0 0 ${utime} ${stime} 0 0 39 19 11 0 49910 3133440 412`;

describe('a thread as the kernel sees it', () => {
  it('reads the state and the CPU time after the command, whatever the command holds', () => {
    expect(parseThreadStat(line('R', 250, 30))).toEqual({ runnable: true, cpuMs: 2_800 });
    expect(parseThreadStat(line('S', 7, 0))).toEqual({ runnable: false, cpuMs: 70 });
    expect(parseThreadStat(line('D', 0, 0))).toEqual({ runnable: false, cpuMs: 0 });
  });

  it('takes the CPU time to the nanosecond from a schedstat line, and ticks where it has none it can read', () => {
    expect(parseThreadStat(line('S', 13, 3), '172648134 5230121 377\n')).toEqual({
      runnable: false,
      cpuMs: 172.648134,
    });
    expect(parseThreadStat(line('S', 13, 3), '')).toEqual({ runnable: false, cpuMs: 160 });
    expect(parseThreadStat(line('S', 13, 3), 'a b c\n')).toEqual({ runnable: false, cpuMs: 160 });
    // A kernel that keeps no scheduler statistics: every schedstat line reads "0 0 0".
    expect(parseThreadStat(line('S', 13, 3), '0 0 0\n')).toEqual({ runnable: false, cpuMs: 160 });
  });

  it('says nothing of a line it cannot read', () => {
    expect(parseThreadStat('')).toBeNull();
    expect(parseThreadStat('4242 (node) R 1 2')).toBeNull();
    expect(parseThreadStat(line('running', 1, 1))).toBeNull();
    expect(parseThreadStat(line('running', 1, 1), '172648134 5230121 377\n')).toBeNull();
  });

  it('sees a thread that ran for less than a clock tick: one that wakes and sleeps', async () => {
    // Twenty naps of 5 ms: a fraction of a millisecond of CPU in all. By ticks of 10 ms it used none, or one
    // whole tick if it crossed one: a starved search sleeping on a futex between two looks read as idle so.
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       const id = require('node:fs').readlinkSync('/proc/thread-self').split('/').pop();
       const cell = new Int32Array(new SharedArrayBuffer(4));
       parentPort.on('message', () => { for (let i = 0; i < 20; i++) Atomics.wait(cell, 0, 0, 5); parentPort.postMessage(0); });
       parentPort.postMessage(Number(id));`,
      { eval: true },
    );
    const tid = await new Promise<number>(resolve => worker.once('message', resolve));
    const before = threadStat(tid)!;
    worker.postMessage('go');
    await new Promise(resolve => worker.once('message', resolve));
    const ran = threadStat(tid)!.cpuMs - before.cpuMs;
    expect(ran).toBeGreaterThan(0);
    expect(ran).toBeLessThan(10);
    await worker.terminate();
  });

  it("finds a worker's kernel id from within it, and its CPU time grows as it works", async () => {
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       const id = require('node:fs').readlinkSync('/proc/thread-self').split('/').pop();
       parentPort.on('message', () => { let x = 1; for (let i = 0; i < 2e8; i++) x = (x * 31 + i) | 0; parentPort.postMessage(x); });
       parentPort.postMessage(Number(id));`,
      { eval: true },
    );
    const tid = await new Promise<number>(resolve => worker.once('message', resolve));
    expect(tid).not.toBe(process.pid);
    const before = threadStat(tid);
    expect(before).not.toBeNull();
    worker.postMessage('go');
    await new Promise(resolve => worker.once('message', resolve));
    // Two hundred million steps: about 0.2 to 0.5 s of CPU, however busy the machine is.
    expect(threadStat(tid)!.cpuMs - before!.cpuMs).toBeGreaterThanOrEqual(50);
    await worker.terminate();
    // Gone from /proc once the kernel has reaped it, a moment after Node has joined it.
    await expect.poll(() => threadStat(tid), { timeout: 5_000 }).toBeNull();
    // This thread's own id is the process's: the main thread's id is the pid.
    expect(ownThreadId()).toBe(process.pid);
  });
});
