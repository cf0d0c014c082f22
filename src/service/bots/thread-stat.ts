// What the kernel says of one of this process's threads (Linux's /proc/self/task/<tid>/stat and schedstat): whether
// it is runnable, and how much CPU it has used. The bot pool (pool.ts) asks it of a thread that has not answered in
// time, to tell a thread the machine gives no core to (runnable: its searches run under SCHED_IDLE, worker.ts, so a
// busy machine can starve them for as long as it stays busy) from one stuck in a bug (spinning past its budget, or
// idle without answering). Replacing a starved thread gains nothing: the new one waits for the CPU too, after
// loading its modules with CPU the machine does not have.
import { readFileSync, readlinkSync } from 'node:fs';

export interface ThreadStat {
  /** Running, or waiting for a core (state R). */
  readonly runnable: boolean;
  /**
   * CPU time used so far: to the nanosecond from schedstat where the kernel has it (CONFIG_SCHED_INFO, on in
   * every distribution's kernel), else user and system time from stat, in steps of a clock tick (10 ms). A
   * starved search can run less than a tick between two looks, then sleep on a futex for one of V8's helper
   * threads (starved too): by ticks it did not run at all, and read as idle.
   */
  readonly cpuMs: number;
}

/** Clock ticks per second of /proc's times: USER_HZ, 100 in Linux's ABI on the architectures Node runs on. */
const TICKS_PER_SECOND = 100;

/**
 * The state and CPU time in a stat line, the CPU time from a schedstat line instead where there is one. In the
 * stat line the command (2nd field) is in parentheses and may hold spaces and parentheses itself, so the fields
 * are counted after its last ')': the state is the 3rd field, utime and stime the 14th and 15th. A schedstat
 * line's first field is the time on a core in nanoseconds, its third the times the thread was given a core.
 */
export function parseThreadStat(line: string, schedstat: string | null = null): ThreadStat | null {
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  const [state, utime, stime] = [fields[0], Number(fields[14 - 3]), Number(fields[15 - 3])];
  if (state === undefined || !/^[A-Za-z]$/.test(state) || !Number.isFinite(utime) || !Number.isFinite(stime))
    return null;
  // A kernel that keeps no scheduler statistics writes "0 0 0"; a thread it counts has been given a core once at least.
  const onCore = /^(\d+) \d+ ([1-9]\d*)\s*$/.exec(schedstat ?? '');
  const cpuMs = onCore ? Number(onCore[1]) / 1e6 : ((utime + stime) * 1_000) / TICKS_PER_SECOND;
  return { runnable: state === 'R', cpuMs };
}

/** What the kernel says of thread `tid` of this process; null when it is gone, or without /proc (not Linux). */
export function threadStat(tid: number): ThreadStat | null {
  const task = `/proc/self/task/${tid}`;
  try {
    return parseThreadStat(readFileSync(`${task}/stat`, 'utf8'), readOr(`${task}/schedstat`));
  } catch {
    return null;
  }
}

/** A file's text, or null if it cannot be read (a kernel without it). */
function readOr(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** The kernel's id of the calling thread (a worker asks it of itself); null without /proc. */
export function ownThreadId(): number | null {
  try {
    const id = readlinkSync('/proc/thread-self').split('/').pop() ?? '';
    return /^\d+$/.test(id) ? Number(id) : null;
  } catch {
    return null;
  }
}
