// What happened lately, newest first, one sentence per fact in the game's own words (games/<game>).
import type { LogEntry } from '../api/types';
import { causeOf, type AnyGameUi, type SeatNames } from '../games/contract';
import { isolate } from '../i18n/bidi';
import { t } from '../i18n/i18n';
import { botName } from './bots';
import { sinceLastMove } from './since-last-move';
import { seatNumber } from './seats';
import { formatDate } from './time';

/** An entry in words; `view` (the table beside it) lets a game name what a fact only numbers. */
export function describeEntry(entry: LogEntry, ui: AnyGameUi, names: SeatNames, view?: unknown): string {
  const table = entry.table;
  if (table !== undefined) {
    switch (table.type) {
      case 'joined':
        return t('recent.joined', {
          name: table.name == null ? names(table.seat) : isolate(table.name),
          seat: seatNumber(table.seat),
        });
      case 'left':
        return t('recent.left', { name: names(table.seat) });
      case 'started':
        return t('recent.started');
      case 'cancelled':
        return table.seat === null ? t('recent.expired') : t('recent.cancelled', { name: names(table.seat) });
      case 'rematch':
        return t('recent.rematch');
      case 'stood-in':
        return t('recent.standIn', { name: names(table.seat), bot: botName(table.bot) });
      case 'vacation':
        return Date.parse(table.until) <= Date.parse(entry.createdAt)
          ? t('recent.vacationOver', { name: names(table.seat) })
          : t('recent.vacation', { name: names(table.seat), until: formatDate(table.until) });
      default:
        return table satisfies never;
    }
  }
  if (entry.kind === 'setup' && entry.facts.length === 0) return t('recent.setUp');
  if (entry.kind === 'undo') return t('undo.entry', { name: entry.seat === null ? '' : names(entry.seat) });
  const cause = causeOf(entry);
  const sentences = entry.facts.map(fact => ui.describeFact(fact, names, view, cause)).filter(s => s !== '');
  if (entry.kind === 'timeout')
    sentences.unshift(
      entry.seat === null ? t('recent.timeoutSomeone') : t('recent.timeout', { name: names(entry.seat) }),
    );
  return sentences.join(' ');
}

export function RecentMoves({
  entries,
  ui,
  names,
  view,
  seat = null,
}: {
  readonly entries: readonly LogEntry[];
  readonly ui: AnyGameUi;
  readonly names: SeatNames;
  readonly view?: unknown;
  /** The viewer's seat: the entries since its last own one are highlighted and said first. */
  readonly seat?: number | null;
}) {
  const shown = [...entries].reverse();
  const since = sinceLastMove(entries, seat);
  const fresh = new Set(since?.map(e => e.seq));
  return (
    <section class="recent" aria-label={t('recent.title')}>
      <h2>{t('recent.title')}</h2>
      {since !== null ? (
        <p class="since-mine" data-testid="since-last-move">
          <strong>{t('recent.sinceLastMove', { count: since.length })}</strong>{' '}
          {since.map(e => describeEntry(e, ui, names, view)).join(' ')}
        </p>
      ) : null}
      {/* It scrolls: focusable, so that a keyboard can scroll it too. The move's number is printed, not left
          to the list's marker, whose gutter has a fixed width and clipped numbers of three digits or more. */}
      <ol data-testid="recent-moves" tabIndex={0} aria-label={t('recent.list')}>
        {shown.map((entry, index) => (
          <li
            key={entry.seq}
            class={
              [index === 0 ? 'last-move' : '', fresh.has(entry.seq) ? 'since-mine' : ''].join(' ').trim() || undefined
            }
            data-seq={entry.seq}
          >
            <span class="recent-seq">{t('recent.seq', { seq: entry.seq })}</span>{' '}
            <span>{describeEntry(entry, ui, names, view)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
