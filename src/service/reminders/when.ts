// When a seat is reminded of its turn, as a pure function of the folded game (as lichess and chess.com do in
// correspondence): once per turn, when the time left falls to the lesser of 24 hours and half of what the turn
// allowed (a day a move: at 12 hours left; 10 days: at 24 hours; a bank down to 3 hours: at 1.5 hours). Due at
// that very moment (time left ≤ the lead), and only while the deadline is still ahead (after it, the timeout is
// due instead). Only correspondence clocks (a live player is at the table), only an active game, only a person's
// seat: never a built-in bot's, nor one a bot stands in for (ranOutOfTime), nor a seat without a player, nor
// while the seat's vacation pauses its clock (a reminder falling inside the pause waits for its end). The
// earliest moment of a game is projected into `games.remind_at` by every append (log/append-entry.ts).
import type { LoadedGame } from '../games/loaded-game.js';
import { deadlineOf, isCorrespondence, ranOutOfTime } from '../clocks/clock.js';
import { botSeats } from '../clocks/view.js';
import { statusOf } from '../views/status.js';

/** The most a reminder comes before the deadline. */
export const REMINDER_LEAD_CAP_MS = 24 * 3_600_000;

/** How long before its deadline a turn that allowed `allowedMs` is reminded of. */
export const reminderLead = (allowedMs: number): number => Math.min(REMINDER_LEAD_CAP_MS, Math.floor(allowedMs / 2));

/** A reminder a seat is owed this turn. */
export interface OwedReminder {
  readonly seat: number;
  readonly playerId: string;
  /** The version after which the seat became to act: with the game and the seat, the reminder's key. */
  readonly turn: number;
  /** When it becomes due. */
  readonly at: Date;
  readonly deadline: Date;
}

/** The reminders the seats to act are owed in their current turns (sent or not), soonest first. */
export function owedReminders(loaded: Pick<LoadedGame, 'game' | 'state' | 'table' | 'seats'>): OwedReminder[] {
  const clock = loaded.table.clock;
  if (!clock || !isCorrespondence(clock.option) || statusOf(loaded) !== 'active') return [];
  const bots = botSeats(loaded);
  const owed: OwedReminder[] = [];
  for (const seat of clock.toAct) {
    const playerId = loaded.seats.find(s => s.seat === seat)?.playerId ?? null;
    const turn = clock.turns?.[seat] ?? null;
    if (bots.has(seat) || ranOutOfTime(clock, seat) || playerId === null || turn === null) continue;
    const deadline = deadlineOf(clock, seat);
    let at = deadline.getTime() - reminderLead(turn.allowed);
    const pause = clock.paused?.[seat];
    if (pause && at >= pause.from && at < pause.until) at = pause.until;
    owed.push({ seat, playerId, turn: turn.since, at: new Date(at), deadline });
  }
  return owed.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Whether `owed` is due at `now`: its moment came, its deadline did not, and no vacation pauses the seat. */
export function isReminderDue(loaded: Pick<LoadedGame, 'table'>, owed: OwedReminder, now: Date): boolean {
  const pause = loaded.table.clock?.paused?.[owed.seat];
  const paused = pause !== null && pause !== undefined && pause.from <= now.getTime() && now.getTime() < pause.until;
  return owed.at.getTime() <= now.getTime() && now.getTime() < owed.deadline.getTime() && !paused;
}

/** The earliest moment a seat of the game is owed a reminder (the `games.remind_at` projection), or null. */
export const nextReminder = (loaded: Pick<LoadedGame, 'game' | 'state' | 'table' | 'seats'>): Date | null =>
  owedReminders(loaded)[0]?.at ?? null;
