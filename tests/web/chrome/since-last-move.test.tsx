// "Since your last move" on the table page (issue 25): the entries after the seat's last own entry are
// highlighted and said first, by the same rule as the server's inbox (a timeout is not the seat's own).
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import type { LogEntry } from '../../../web/src/api/types';
import { RecentMoves } from '../../../web/src/chrome/recent';
import { sinceLastMove } from '../../../web/src/chrome/since-last-move';
import { monadUi } from '../../../web/src/games/monad';

const names = (seat: number): string => ['Ada', 'Grace', 'Linus'][seat] ?? `Seat ${seat}`;
const entry = (seq: number, seat: number | null, kind: LogEntry['kind'] = 'move', facts: unknown[] = []): LogEntry =>
  ({ seq, seat, kind, move: null, facts, createdAt: '2026-03-01T12:00:00.000Z' }) as unknown as LogEntry;

describe('since your last move', () => {
  const log = [
    entry(0, null, 'setup'),
    entry(1, 0),
    entry(2, 1, 'move', [{ type: 'resigned', seat: 1 }]),
    entry(3, 0, 'timeout', [{ type: 'resigned', seat: 0 }]),
    entry(4, 2, 'move', [{ type: 'resigned', seat: 2 }]),
  ];

  it("is what came after the seat's last own entry; a timeout is the server's, not the seat's", () => {
    expect(sinceLastMove(log, 0)?.map(e => e.seq)).toEqual([2, 3, 4]);
    expect(sinceLastMove(log, 2)).toBeNull();
    expect(sinceLastMove(log, null)).toBeNull();
    // A seat that never acted: everything, when the page holds the log from its start only.
    expect(sinceLastMove(log, 1)?.map(e => e.seq)).toEqual([3, 4]);
    expect(sinceLastMove(log.slice(2), 0)).toBeNull();
    // A vacation's pause or a stand-in is the server's entry for the seat, not its move.
    const more = [...log, entry(5, 0, 'vacation'), entry(6, 0, 'stand-in')];
    expect(sinceLastMove(more, 0)?.map(e => e.seq)).toEqual([2, 3, 4, 5, 6]);
  });

  it('is said first and highlighted in the recent moves', () => {
    const html = render(h(RecentMoves, { entries: log, ui: monadUi, names, seat: 0 }));
    expect(html).toContain('Since your last move (3 entries):');
    expect(html).toContain('Grace resigned.');
    expect([...html.matchAll(/<li class="[^"]*since-mine[^"]*" data-seq="(\d+)"/g)].map(m => m[1])).toEqual([
      '4',
      '3',
      '2',
    ]);
    expect(render(h(RecentMoves, { entries: log, ui: monadUi, names, seat: null }))).not.toContain('since-mine');
  });
});
