// When a seat is owed a turn reminder (service/reminders/when.ts), as a pure function of the folded clock: at the
// lesser of 24 hours and half of what the turn allowed before the deadline, due from that moment until the
// deadline; correspondence clocks only, an active game only, a person's seat only (no built-in bot, no stand-in,
// no seat without a player), and never inside the seat's vacation.
import { describe, expect, it } from 'vitest';
import { initialClock, tickClock, type ClockOption, type ClockState } from '../../../src/service/clocks/clock.js';
import type { LoadedGame } from '../../../src/service/games/loaded-game.js';
import {
  isReminderDue,
  nextReminder,
  owedReminders,
  reminderLead,
  type OwedReminder,
} from '../../../src/service/reminders/when.js';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const H = 3_600_000;
const DAY = 24 * H;
const at = (ms: number): Date => new Date(T0 + ms);

type Folded = Pick<LoadedGame, 'game' | 'state' | 'table' | 'seats'>;

/** A two-seat game whose seat 0 (Ada's) is to act since entry 0 under `option`, seat 1 a token's. */
function game(
  option: ClockOption,
  change: { clock?: (c: ClockState) => ClockState; bot?: string; over?: boolean; phase?: 'waiting' } = {},
): Folded {
  let clock = tickClock(
    initialClock(option, 2, at(0)),
    { kind: 'setup', seat: null, createdAt: at(0), seq: 0 },
    false,
    [0],
  );
  if (change.clock) clock = change.clock(clock);
  const seat = (n: number, playerId: string | null) =>
    ({ seat: n, playerId, bot: n === 0 ? (change.bot ?? null) : null }) as LoadedGame['seats'][number];
  return {
    game: { outcome: () => (change.over === true ? { winners: [1] } : null) } as unknown as LoadedGame['game'],
    state: null,
    table: { phase: change.phase ?? 'playing', rematch: null, clock, moved: [] } as unknown as LoadedGame['table'],
    seats: [seat(0, 'ada'), seat(1, null)],
  };
}

const DAY_A_MOVE: ClockOption = { kind: 'per-turn', perTurnSeconds: 86_400 };

describe('when a turn is reminded', () => {
  it.each([
    ['a day a move: half the turn, at 12 hours left', DAY, 12 * H],
    ['three days a move: at 24 hours left, the most', 3 * DAY, 24 * H],
    ['a bank down to 3 hours: at 1.5 hours left', 3 * H, 1.5 * H],
  ])('%s', (_, allowed, lead) => {
    expect(reminderLead(allowed)).toBe(lead);
  });

  it('is owed to the seat to act at deadline − lead, due from then (time left ≤ lead) until the deadline', () => {
    const g = game(DAY_A_MOVE);
    const [owed] = owedReminders(g);
    expect(owed).toEqual({ seat: 0, playerId: 'ada', turn: 0, at: at(12 * H), deadline: at(DAY) });
    expect(nextReminder(g)).toEqual(at(12 * H));
    const due = (ms: number): boolean => isReminderDue(g, owed as OwedReminder, at(ms));
    expect(due(12 * H - 1)).toBe(false);
    expect(due(12 * H)).toBe(true);
    expect(due(DAY - 1)).toBe(true);
    // At the deadline the timeout is due, not a reminder.
    expect(due(DAY)).toBe(false);
  });

  it('times a bank by what it held when the turn began, and names the turn by its first entry', () => {
    const bank: ClockOption = { kind: 'fischer', initialSeconds: 10 * 86_400, incrementSeconds: 86_400 };
    const g = game(bank, {
      clock: c => {
        let next = tickClock(c, { kind: 'move', seat: 0, createdAt: at(9 * DAY), seq: 1 }, false, [1]);
        next = tickClock(next, { kind: 'move', seat: 1, createdAt: at(9 * DAY + H), seq: 2 }, false, [0]);
        return next;
      },
    });
    // 10 days − 9 days + 1 day: a bank of 2 days at the turn's start, so 24 hours before its deadline.
    expect(owedReminders(g)).toEqual([
      { seat: 0, playerId: 'ada', turn: 2, at: at(9 * DAY + H + DAY), deadline: at(9 * DAY + H + 2 * DAY) },
    ]);
  });

  it('is owed nothing on a live clock, to a bot, to a seat a bot stands in for, to a seat without a player, in a finished game or a waiting table', () => {
    expect(owedReminders(game({ kind: 'fischer', initialSeconds: 600, incrementSeconds: 5 }))).toEqual([]);
    expect(owedReminders(game(DAY_A_MOVE, { bot: 'random' }))).toEqual([]);
    const standIn = (c: ClockState) =>
      tickClock(c, { kind: 'stand-in', seat: 0, createdAt: at(DAY), seq: 1 }, true, [0]);
    expect(owedReminders(game(DAY_A_MOVE, { clock: standIn }))).toEqual([]);
    const tokenOnly = game(DAY_A_MOVE);
    expect(owedReminders({ ...tokenOnly, seats: tokenOnly.seats.map(s => ({ ...s, playerId: null })) })).toEqual([]);
    expect(owedReminders(game(DAY_A_MOVE, { over: true }))).toEqual([]);
    expect(owedReminders(game(DAY_A_MOVE, { phase: 'waiting' }))).toEqual([]);
  });

  it("waits out the seat's vacation: a reminder falling inside it is due at its end, never during it", () => {
    // Ada goes away at 13 hours, with 11 hours left (already under the 12-hour lead), for 2 days.
    const vacation = (c: ClockState) =>
      tickClock(
        c,
        {
          kind: 'vacation',
          seat: 0,
          createdAt: at(13 * H),
          seq: 1,
          facts: [
            { type: 'vacation', seat: 0, from: at(13 * H).toISOString(), until: at(13 * H + 2 * DAY).toISOString() },
          ],
        },
        true,
        [0],
      );
    const g = game(DAY_A_MOVE, { clock: vacation });
    const [owed] = owedReminders(g);
    // The deadline moves by the pause; 12 hours before it falls inside the pause, so the reminder waits for its end.
    expect(owed).toMatchObject({ turn: 0, deadline: at(3 * DAY), at: at(2 * DAY + 13 * H) });
    expect(isReminderDue(g, owed as OwedReminder, at(14 * H))).toBe(false);
    expect(isReminderDue(g, owed as OwedReminder, at(2 * DAY + 13 * H - 1))).toBe(false);
    expect(isReminderDue(g, owed as OwedReminder, at(2 * DAY + 13 * H))).toBe(true);
  });
});
