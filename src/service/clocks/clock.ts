// A game's clock as a pure fold over its log (issue 10): the state after an entry is a function of the
// state before it, the entry's time (createdAt) and the seats to act after it. Time runs for a seat while
// it is to act and is measured from entry to entry, so replaying the log gives the same banks to the
// millisecond. Two kinds:
// - per-turn (correspondence): the seat has `perTurnSeconds` each time it becomes to act;
// - fischer: a bank per seat, spent while to act, `incrementSeconds` added when the seat stops being to act,
//   and never past `maxSeconds` when the option has one (the time bank of Little Golem: 10 days, 1 day a
//   turn, at most 20 days). Called a bank clock in the page; `fischer` in the API for compatibility.
// Seats played by built-in bots answer at once and are never charged (clockedSeats).
// A seat's vacation (a `vacation` table entry: players/vacation.ts) pauses it: its time does not run from
// `from` to `until`, so its deadline moves by the vacation's time. The pause is in the log, so every process
// and the sweep (through `games.deadline`, written at each append) see the same deadline.
import type { ClockOption, OnTimeout } from '../../store/clock-option.js';
import type { LogEntry } from '../../store/log-entry.js';

export type { ClockOption, OnTimeout } from '../../store/clock-option.js';

const DAY = 24 * 3600;

/**
 * Bounds of the option, in seconds: at least one second; a per-turn clock up to 30 days; a bank up to 60
 * days at the start and as a cap, an increment up to 7 days: room for correspondence banks (Little Golem's
 * 10 days + 1 day a turn, at most 20) as well as live ones (10 minutes + 10 s).
 */
export const CLOCK_LIMITS = {
  minSeconds: 1,
  maxPerTurnSeconds: 30 * DAY,
  maxInitialSeconds: 60 * DAY,
  maxIncrementSeconds: 7 * DAY,
  maxBankSeconds: 60 * DAY,
} as const;

/**
 * A clock is a correspondence clock when one move may take a day or more: per turn ≥ 1 day, or a bank
 * that starts at ≥ 1 day. Vacations (players/vacation.ts) pause these only; live clocks run on.
 */
export const CORRESPONDENCE_SECONDS = DAY;

export const isCorrespondence = (option: ClockOption): boolean =>
  (option.kind === 'per-turn' ? option.perTurnSeconds : option.initialSeconds) >= CORRESPONDENCE_SECONDS;

/** The option as a request gives it (already checked against CLOCK_LIMITS at the edge). */
export type ClockInput =
  | { readonly perTurnSeconds: number }
  | { readonly initialSeconds: number; readonly incrementSeconds: number; readonly maxSeconds?: number | undefined };

export function clockOptionOf(input: ClockInput, onTimeout?: OnTimeout): ClockOption {
  const when = onTimeout === undefined || onTimeout === 'resign' ? {} : { onTimeout };
  if ('perTurnSeconds' in input) return { kind: 'per-turn', perTurnSeconds: input.perTurnSeconds, ...when };
  const { initialSeconds, incrementSeconds, maxSeconds } = input;
  return {
    kind: 'fischer',
    initialSeconds,
    incrementSeconds,
    ...(maxSeconds === undefined ? {} : { maxSeconds }),
    ...when,
  };
}

export interface ClockState {
  readonly option: ClockOption;
  /** When the last entry was appended (ms since the epoch): time runs from here. */
  readonly at: number;
  /** The seats to act after the last entry. */
  readonly toAct: readonly number[];
  /** Each seat's time left as of `at`, in ms. */
  readonly banks: readonly number[];
  /** Seats that ran out of time (their `timeout` entries). */
  readonly timedOut: readonly number[];
  /** The last entry of the game (not of its table) was a timeout: the outcome's reason is `timeout`. */
  readonly endedByTimeout: boolean;
  /** Each seat's latest vacation, in ms since the epoch (absent from states before vacations; null: none). */
  readonly paused?: readonly (Pause | null)[];
  /**
   * Correspondence clocks only: each seat's turn, while it is to act (null otherwise, or when its turn began
   * before states kept this: such a turn gets no reminder). Absent from live clocks: nobody is reminded there.
   */
  readonly turns?: readonly (TurnStart | null)[];
}

/** When a seat's turn began and what it allowed: what a turn reminder (reminder.ts) is keyed and timed by. */
export interface TurnStart {
  /** The version of the entry after which the seat became to act: the turn's name in the log. */
  readonly since: number;
  /** The seat's time left when its turn began, in ms (per turn: the whole allowance; a bank: the bank). */
  readonly allowed: number;
}

/** A stretch of time during which a seat's time does not run. */
export interface Pause {
  readonly from: number;
  readonly until: number;
}

/** How much of [a, b] a pause covers. */
const overlap = (pause: Pause | null | undefined, a: number, b: number): number =>
  pause ? Math.max(0, Math.min(b, pause.until) - Math.max(a, pause.from)) : 0;

/** The pause a `vacation` entry sets for its seat. */
function pauseOf(entry: { readonly facts?: readonly unknown[] }): { seat: number; pause: Pause } | null {
  const fact = entry.facts?.[0] as { type?: unknown; seat?: unknown; from?: unknown; until?: unknown } | undefined;
  if (fact?.type !== 'vacation' || typeof fact.seat !== 'number') return null;
  const from = Date.parse(String(fact.from));
  const until = Date.parse(String(fact.until));
  return Number.isFinite(from) && Number.isFinite(until) ? { seat: fact.seat, pause: { from, until } } : null;
}

const fullBank = (option: ClockOption): number =>
  1000 * (option.kind === 'per-turn' ? option.perTurnSeconds : option.initialSeconds);

export function initialClock(option: ClockOption, players: number, at: Date): ClockState {
  return {
    option,
    at: at.getTime(),
    toAct: [],
    banks: Array.from({ length: players }, () => fullBank(option)),
    timedOut: [],
    endedByTimeout: false,
  };
}

/** The clock after `entry`, after which `toAct` are to act. */
export function tickClock(
  clock: ClockState,
  entry: Pick<LogEntry, 'kind' | 'seat' | 'createdAt'> & {
    readonly facts?: readonly unknown[];
    /** The entry's version (absent in tests of banks alone: turns then begin at -1). */
    readonly seq?: number;
  },
  isTableEntry: boolean,
  toAct: readonly number[],
): ClockState {
  const { kind, createdAt: at } = entry;
  const { option } = clock;
  // Entries of concurrent writers may be a millisecond out of order: time never runs backwards.
  const end = Math.max(clock.at, at.getTime());
  const banks = clock.banks.map((bank, seat) => {
    const wasToAct = clock.toAct.includes(seat);
    const isToAct = toAct.includes(seat);
    const elapsed = end - clock.at - overlap(clock.paused?.[seat], clock.at, end);
    let left = wasToAct ? Math.max(0, bank - elapsed) : bank;
    if (option.kind === 'fischer' && wasToAct && !isToAct && kind !== 'timeout') left += 1000 * option.incrementSeconds;
    if (option.kind === 'fischer' && option.maxSeconds !== undefined) left = Math.min(left, 1000 * option.maxSeconds);
    if (option.kind === 'per-turn' && isToAct && !wasToAct) left = fullBank(option);
    return left;
  });
  const ranOut = (kind === 'timeout' || kind === 'stand-in') && entry.seat !== null;
  const vacation = kind === 'vacation' ? pauseOf(entry) : null;
  const paused = vacation
    ? banks.map((_, seat) => (seat === vacation.seat ? vacation.pause : (clock.paused?.[seat] ?? null)))
    : clock.paused;
  return {
    option,
    at: end,
    toAct: [...toAct],
    banks,
    timedOut: ranOut && entry.seat !== null ? [...clock.timedOut, entry.seat] : clock.timedOut,
    endedByTimeout: isTableEntry ? clock.endedByTimeout : kind === 'timeout',
    ...(paused === undefined ? {} : { paused }),
    ...(isCorrespondence(option) ? { turns: turnsAfter(clock, entry.seq ?? -1, toAct, banks) } : {}),
  };
}

/** Each seat's turn after an entry: begun by it when the seat became to act, kept while it stays so. */
const turnsAfter = (
  clock: ClockState,
  seq: number,
  toAct: readonly number[],
  banks: readonly number[],
): (TurnStart | null)[] =>
  banks.map((left, seat) => {
    if (!toAct.includes(seat)) return null;
    if (!clock.toAct.includes(seat)) return { since: seq, allowed: left };
    return clock.turns?.[seat] ?? null;
  });

/**
 * Whether `seat` ran out of time: its person acts for it no more (a `timeout` resigned it, or a bot stands in and
 * plays it to the end: stand-in.ts), whatever the rules still offer the seat.
 */
export const ranOutOfTime = (clock: ClockState | null | undefined, seat: number): boolean =>
  clock?.timedOut.includes(seat) === true;

/** The seats the clock runs for: to act, and not played by a built-in bot. */
export const clockedSeats = (clock: ClockState, bots: ReadonlySet<number>): number[] =>
  clock.toAct.filter(s => !bots.has(s));

/** When `seat` runs out of time if it stays to act: its bank from `at`, later by the part of a pause ahead. */
export function deadlineOf(clock: ClockState, seat: number): Date {
  const plain = clock.at + (clock.banks[seat] ?? 0);
  const pause = clock.paused?.[seat];
  if (!pause) return new Date(plain);
  const start = Math.max(pause.from, clock.at);
  return new Date(pause.until > start && start < plain ? plain + (pause.until - start) : plain);
}

/** The end of `seat`'s vacation when it is still ahead of the clock's last entry, else null. */
export const pausedUntil = (clock: ClockState, seat: number): Date | null => {
  const pause = clock.paused?.[seat];
  return pause && pause.until > clock.at ? new Date(pause.until) : null;
};

/** The earliest deadline of the clocked seats to act, or null when nobody's time runs. */
export function earliestDeadline(
  clock: ClockState | null,
  bots: ReadonlySet<number>,
): { readonly seat: number; readonly at: Date } | null {
  if (!clock) return null;
  let first: { seat: number; at: Date } | null = null;
  for (const seat of clockedSeats(clock, bots)) {
    const at = deadlineOf(clock, seat);
    if (!first || at < first.at) first = { seat, at };
  }
  return first;
}
