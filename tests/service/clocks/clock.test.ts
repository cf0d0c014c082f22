// The clock as a pure fold (service/clocks/clock.ts): banks from entry times and the seats to act, and
// bot seats never charged; and the HTTP client's reading of its own deadline (client/play-seat.ts).
import { describe, expect, it } from 'vitest';
import {
  deadlineOf,
  earliestDeadline,
  initialClock,
  isCorrespondence,
  pausedUntil,
  tickClock,
  type ClockState,
} from '../../../src/service/clocks/clock.js';
import { timeLeft } from '../../../src/client/play-seat.js';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const at = (ms: number): Date => new Date(T0 + ms);
const move = (seat: number, ms: number) => ({ kind: 'move' as const, seat, createdAt: at(ms) });

describe('the clock fold', () => {
  it('Fischer: a whole turn of several entries is one spend, the increment comes when the seat stops being to act', () => {
    let clock: ClockState = initialClock({ kind: 'fischer', initialSeconds: 60, incrementSeconds: 5 }, 2, at(0));
    clock = tickClock(clock, { kind: 'setup', seat: null, createdAt: at(0) }, false, [0]);
    clock = tickClock(clock, move(0, 10_000), false, [0]); // still seat 0's turn (a Monad transaction)
    clock = tickClock(clock, move(0, 25_000), false, [1]); // seat 0 ends its turn: 60 - 25 + 5
    expect(clock.banks).toEqual([40_000, 60_000]);
    clock = tickClock(clock, move(1, 26_000), false, [0, 1]); // a duel: both to act
    clock = tickClock(clock, move(0, 30_000), false, [1]);
    expect(clock.banks).toEqual([40_000 - 4_000 + 5_000, 60_000 - 1_000 - 4_000]);
  });

  it('per turn: the seat gets its whole allowance each time it becomes to act; a table entry keeps the timeout reason', () => {
    let clock: ClockState = initialClock({ kind: 'per-turn', perTurnSeconds: 100 }, 2, at(0));
    clock = tickClock(clock, { kind: 'setup', seat: null, createdAt: at(0) }, false, [0]);
    clock = tickClock(clock, move(0, 90_000), false, [1]);
    clock = tickClock(clock, move(1, 95_000), false, [0]);
    expect(clock.banks).toEqual([100_000, 95_000]);
    clock = tickClock(clock, { kind: 'timeout', seat: 0, createdAt: at(195_000) }, false, []);
    expect(clock).toMatchObject({ banks: [0, 95_000], timedOut: [0], endedByTimeout: true });
    expect(tickClock(clock, { kind: 'rematch', seat: 1, createdAt: at(200_000) }, true, []).endedByTimeout).toBe(true);
  });

  it('a time bank (Little Golem: 10 days, 1 day a turn, at most 20): the increment never lifts the bank past its cap', () => {
    const DAY = 86_400_000;
    const option = {
      kind: 'fischer' as const,
      initialSeconds: 864_000,
      incrementSeconds: 86_400,
      maxSeconds: 1_728_000,
    };
    let clock: ClockState = initialClock(option, 2, at(0));
    clock = tickClock(clock, { kind: 'setup', seat: null, createdAt: at(0) }, false, [0]);
    // Seat 0 answers in an hour, eleven times: each move earns a day, but the bank stops at 20 days.
    let t = 0;
    for (let i = 0; i < 11; i += 1) {
      t += 3_600_000;
      clock = tickClock(clock, move(0, t), false, [1]);
      t += 1;
      clock = tickClock(clock, move(1, t), false, [0]);
    }
    expect(clock.banks[0]).toBe(20 * DAY);
    expect(clock.banks[1]).toBe(20 * DAY);
    // Spending comes off the capped bank: 3 days thought, 1 day back.
    clock = tickClock(clock, move(0, t + 3 * DAY), false, [1]);
    expect(clock.banks[0]).toBe(18 * DAY);
  });

  it('a bank without a cap grows with every increment, as before', () => {
    let clock: ClockState = initialClock({ kind: 'fischer', initialSeconds: 10, incrementSeconds: 10 }, 2, at(0));
    clock = tickClock(clock, { kind: 'setup', seat: null, createdAt: at(0) }, false, [0]);
    clock = tickClock(clock, move(0, 1_000), false, [1]);
    expect(clock.banks[0]).toBe(19_000);
  });

  it('a vacation pauses its seat: the deadline moves by the pause, the bank is not spent during it', () => {
    const H = 3_600_000;
    let clock: ClockState = initialClock({ kind: 'per-turn', perTurnSeconds: 48 * 3600 }, 2, at(0));
    clock = tickClock(clock, { kind: 'setup', seat: null, createdAt: at(0) }, false, [0]);
    expect(deadlineOf(clock, 0)).toEqual(at(48 * H));
    // Seat 0 goes on vacation an hour in, for 72 hours: its deadline is 72 hours later.
    const vacation = (from: number, until: number) => ({
      kind: 'vacation' as const,
      seat: 0,
      createdAt: at(from),
      facts: [{ type: 'vacation', seat: 0, from: at(from).toISOString(), until: at(until).toISOString() }],
    });
    clock = tickClock(clock, vacation(H, 73 * H), true, [0]);
    expect(clock.banks[0]).toBe(47 * H);
    expect(deadlineOf(clock, 0)).toEqual(at(120 * H));
    expect(pausedUntil(clock, 0)).toEqual(at(73 * H));
    // Seat 1's entry in the middle of the pause charges seat 0 nothing for the paused time.
    clock = tickClock(clock, { kind: 'join', seat: 1, createdAt: at(10 * H) }, true, [0]);
    expect(clock.banks[0]).toBe(47 * H);
    expect(deadlineOf(clock, 0)).toEqual(at(120 * H));
    // Ended early at 20 hours: the pause covered 19 hours, the deadline is 48 + 19.
    clock = tickClock(clock, vacation(20 * H, 20 * H), true, [0]);
    expect(deadlineOf(clock, 0)).toEqual(at(67 * H));
    expect(pausedUntil(clock, 0)).toBeNull();
    // A move after it spent only the time that ran: 1 hour before the pause, 2 after it.
    clock = tickClock(clock, move(0, 22 * H), false, [1]);
    expect(clock.banks[0]).toBe(45 * H);
  });

  it('a correspondence clock is one where a move may take a day or more', () => {
    expect(isCorrespondence({ kind: 'per-turn', perTurnSeconds: 86_400 })).toBe(true);
    expect(isCorrespondence({ kind: 'per-turn', perTurnSeconds: 3600 })).toBe(false);
    expect(isCorrespondence({ kind: 'fischer', initialSeconds: 864_000, incrementSeconds: 86_400 })).toBe(true);
    expect(isCorrespondence({ kind: 'fischer', initialSeconds: 600, incrementSeconds: 5 })).toBe(false);
  });

  it("a stand-in counts as its seat's timeout, without ending the game by time", () => {
    let clock: ClockState = initialClock({ kind: 'per-turn', perTurnSeconds: 10, onTimeout: 'bot' }, 3, at(0));
    clock = tickClock(clock, { kind: 'setup', seat: null, createdAt: at(0) }, false, [0]);
    clock = tickClock(clock, { kind: 'stand-in', seat: 0, createdAt: at(10_000) }, true, [0]);
    expect(clock).toMatchObject({ timedOut: [0], endedByTimeout: false });
    expect(earliestDeadline(clock, new Set([0]))).toBeNull();
  });

  it('seats played by bots have no deadline', () => {
    let clock: ClockState = initialClock({ kind: 'per-turn', perTurnSeconds: 10 }, 2, at(0));
    clock = tickClock(clock, { kind: 'setup', seat: null, createdAt: at(0) }, false, [0, 1]);
    expect(earliestDeadline(clock, new Set([0]))).toEqual({ seat: 1, at: at(10_000) });
    expect(earliestDeadline(clock, new Set([0, 1]))).toBeNull();
  });
});

describe('the HTTP client and its deadline', () => {
  it('reads the time left before its own deadline, and null when its time does not run', () => {
    const clock = {
      kind: 'per-turn' as const,
      perTurnSeconds: 10,
      seats: [
        { seat: 0, remainingMs: 10_000, deadline: at(10_000).toISOString() },
        { seat: 1, remainingMs: 10_000, deadline: null },
      ],
    };
    expect(timeLeft(clock, 0, T0 + 7_000)).toBe(3_000);
    expect(timeLeft(clock, 1, T0)).toBeNull();
    expect(timeLeft(null, 0, T0)).toBeNull();
  });
});
