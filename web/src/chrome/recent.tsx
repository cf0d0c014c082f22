// What happened lately, newest first, one sentence per fact in the game's own words (games/<game>).
import type { LogEntry } from '../api/types';
import type { AnyGameUi, SeatNames } from '../games/contract';

export function describeEntry(entry: LogEntry, ui: AnyGameUi, names: SeatNames): string {
  const table = entry.table;
  if (table !== undefined) {
    switch (table.type) {
      case 'joined':
        return `${table.name ?? names(table.seat)} took seat ${table.seat}.`;
      case 'left':
        return `${names(table.seat)} left the table.`;
      case 'started':
        return 'Every seat is taken: the game starts.';
      case 'cancelled':
        return table.seat === null
          ? 'Nobody took the open seats in time: the table is cancelled.'
          : `${names(table.seat)} cancelled the table.`;
      case 'rematch':
        return 'A rematch was opened.';
      default:
        return table satisfies never;
    }
  }
  if (entry.kind === 'setup' && entry.facts.length === 0) return 'The table was set up.';
  const sentences = entry.facts.map(fact => ui.describeFact(fact, names)).filter(s => s !== '');
  if (entry.kind === 'timeout')
    sentences.unshift(`${entry.seat === null ? 'A seat' : names(entry.seat)} ran out of time.`);
  return sentences.join(' ');
}

export function RecentMoves({
  entries,
  ui,
  names,
}: {
  readonly entries: readonly LogEntry[];
  readonly ui: AnyGameUi;
  readonly names: SeatNames;
}) {
  const shown = [...entries].reverse();
  return (
    <section class="recent" aria-label="Recent moves">
      <h2>Recent moves</h2>
      {/* It scrolls: focusable, so that a keyboard can scroll it too. */}
      <ol reversed data-testid="recent-moves" tabIndex={0} aria-label="Recent moves, newest first">
        {shown.map((entry, index) => (
          <li key={entry.seq} value={entry.seq} class={index === 0 ? 'last-move' : undefined} data-seq={entry.seq}>
            {describeEntry(entry, ui, names)}
          </li>
        ))}
      </ol>
    </section>
  );
}
