// The game's state in one line, and the hook the browser tests read: `data-testid="status"` with the
// version in `data-version` and the status in `data-status`. The move's number is the log's (the number the
// recent moves and the history show), which counts the deal and a table's joins and start too: before the
// first move it says so in words, not "Move 0" or "Move 2".
import type { Ref } from 'preact';
import type { Game, LogEntry } from '../api/types';
import type { SeatNames } from '../games/contract';
import { formatList, t, type MessageKey } from '../i18n/i18n';

const REASONS: Readonly<Record<string, MessageKey>> = {
  'max-turns': 'status.reason.maxTurns',
  blocked: 'status.reason.blocked',
  resigned: 'status.reason.resigned',
  timeout: 'status.reason.timeout',
};

/** Why a game ended, in a few words; a game's own reason not known here reads as it is sent. */
const endReason = (reason: string): string => {
  const key = REASONS[reason];
  return key === undefined ? reason.replace(/-/g, ' ') : t(key);
};

/** The entries a log holds before its first move: the deal, and the seats being taken until the game starts. */
const BEFORE_FIRST_MOVE: ReadonlySet<LogEntry['kind']> = new Set(['setup', 'join', 'leave', 'start']);

/**
 * "Move N." for the log's version N, or "No move yet." while its latest entry (when known) came before any, or
 * while the recent entries, read from the deal on, hold no move (a vacation taken before the first move).
 */
export function moveWords(
  version: number,
  last: Pick<LogEntry, 'kind'> | null,
  recent: readonly Pick<LogEntry, 'seq' | 'kind'>[] = [],
): string {
  const noneSinceTheDeal = recent.some(e => e.seq === 0) && !recent.some(e => e.kind === 'move');
  const none = version === 0 || (last !== null && BEFORE_FIRST_MOVE.has(last.kind)) || noneSinceTheDeal;
  return none ? t('status.noMove') : t('status.move', { version });
}

export function statusSentence(
  game: Pick<Game, 'status' | 'toAct' | 'outcome' | 'seat'> & { readonly table?: { readonly expired?: boolean } },
  names: SeatNames,
): string {
  const list = (seats: readonly number[]) => formatList(seats.map(names));
  switch (game.status) {
    case 'waiting':
      return t('status.waiting');
    case 'active':
      if (game.seat !== null && game.toAct.includes(game.seat)) return t('status.yourTurn');
      return t('status.toPlay', { names: list(game.toAct), n: game.toAct.length });
    case 'finished': {
      const outcome = game.outcome;
      if (outcome === null) return t('status.over');
      const reason = outcome.reason === 'won' ? '' : ` (${endReason(outcome.reason)})`;
      if (outcome.winners.length === 0) return t('status.nobodyWon', { reason });
      return t('status.won', { names: list(outcome.winners), n: outcome.winners.length, reason });
    }
    case 'cancelled':
      return game.table?.expired === true ? t('status.expired') : t('status.cancelled');
    default:
      return game.status satisfies never;
  }
}

interface Props {
  readonly game: Game;
  readonly names: SeatNames;
  /** The entry that made the game's version, once read: whether a move was made yet. */
  readonly last?: Pick<LogEntry, 'kind'> | null;
  /** The latest entries read, when they are (from the deal on, they tell a table where nobody moved yet). */
  readonly recent?: readonly Pick<LogEntry, 'seq' | 'kind'>[];
  /** Lets the page move the focus here after a move (use-focus-after-move.ts); focusable by script only. */
  readonly anchor?: Ref<HTMLParagraphElement>;
}

export function StatusLine({ game, names, last = null, recent = [], anchor }: Props) {
  return (
    <p
      ref={anchor}
      tabIndex={anchor === undefined ? undefined : -1}
      class={`status status-${game.status}`}
      data-testid="status"
      data-version={game.version}
      data-status={game.status}
      aria-live="polite"
    >
      {statusSentence(game, names)} <span class="muted">{moveWords(game.version, last, recent)}</span>
    </p>
  );
}
