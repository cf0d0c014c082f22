// The page's words for correspondence play (issue 25): a vacation and a stand-in in the log, a seat on
// vacation on the clock ("on vacation until …"), a stand-in seat's name, and the day a vacation ends.
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import type { Clock, LogEntry, TableSeat } from '../../../web/src/api/types';
import { ClockPanel } from '../../../web/src/chrome/clock';
import { describeEntry } from '../../../web/src/chrome/recent';
import { seatNames } from '../../../web/src/chrome/seats';
import { endOfDay } from '../../../web/src/chrome/vacation';
import { monadUi } from '../../../web/src/games/monad';
import { isolated } from '../../support/bidi';

const names = (seat: number): string => ['Ada', 'Grace', 'Linus'][seat] ?? `Seat ${seat}`;
const tableEntry = (kind: LogEntry['kind'], table: unknown, createdAt = '2026-03-01T12:00:00.000Z'): LogEntry =>
  ({ seq: 3, seat: 1, kind, move: null, facts: [table], table, createdAt }) as unknown as LogEntry;

describe('correspondence on the page', () => {
  it('says a stand-in and a vacation (and its early end) in the log', () => {
    expect(describeEntry(tableEntry('stand-in', { type: 'stood-in', seat: 1, bot: 'heuristic' }), monadUi, names)).toBe(
      'Grace ran out of time: Bot (plays well) plays on for them.',
    );
    const away = { type: 'vacation', seat: 1, from: '2026-03-01T12:00:00.000Z', until: '2026-03-08T12:00:00.000Z' };
    expect(describeEntry(tableEntry('vacation', away), monadUi, names)).toMatch(/^Grace is on vacation until .*2026/);
    const back = { ...away, until: '2026-03-02T12:00:00.000Z' };
    expect(describeEntry(tableEntry('vacation', back, '2026-03-02T12:00:00.000Z'), monadUi, names)).toBe(
      'Grace is back from vacation.',
    );
  });

  it('shows "on vacation until …" on the clock while it lasts', () => {
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const clock = {
      kind: 'per-turn',
      perTurnSeconds: 86_400,
      seats: [
        { seat: 0, remainingMs: 86_400_000, deadline: null },
        { seat: 1, remainingMs: 86_400_000, deadline: null, vacationUntil: until },
      ],
    } as Clock;
    const html = render(h(ClockPanel, { clock, names }));
    expect(html).toContain('data-testid="vacation"');
    expect(html).toContain('on vacation until');
    const over = { ...clock, seats: clock.seats.map(s => ({ ...s, vacationUntil: '2020-01-01T00:00:00.000Z' })) };
    expect(render(h(ClockPanel, { clock: over, names }))).not.toContain('on vacation');
  });

  it("names a stand-in seat with its person and its bot; takes a vacation's last day to its end", () => {
    const seats = [{ seat: 0, name: 'Ada', bot: 'heuristic', state: 'bot' }] as TableSeat[];
    expect(seatNames(seats, null)(0)).toBe(`${isolated('Ada')} — Bot (plays well) plays on`);
    expect(endOfDay('2026-08-15')).toBe(new Date('2026-08-15T23:59:00').toISOString());
    expect(endOfDay('')).toBeNull();
  });
});
