// The new-table form as data, and the POST /games body it makes: pure, so tested without a browser
// (tests/web/chrome/new-table.test.ts). The page offers what the API offers: people, bots or open seats, the
// lobby, a clock, rated or casual, and the game's own options. A rated game needs a clock (the server refuses
// one without: service/ratings/needs-clock.ts), so the form never holds both: asking for a rated game without a
// clock picks the correspondence clock, the slowest the form offers and so the nearest to none (a player who
// chose no clock wanted no hurry), and choosing no clock makes the game casual. Each change shows in the form:
// nothing is decided behind the player's back, and no control sits disabled waiting for another.
import type { ClockOption, CreateGameBody } from '../api/types';
import { t } from '../i18n/i18n';

/**
 * The built-in players the server offers (src/bots/registry.ts), strongest first: the searching one (which
 * thinks for the table's think budget), the heuristic and a random one.
 */
export const BOTS = [{ id: 'ismcts' }, { id: 'heuristic' }, { id: 'random' }] as const;

/** A searching bot's think budget per move, in ms, as POST /games takes it (src/bots/strategy.ts THINK_MS). */
export const THINK_MS = { min: 20, max: 5_000, default: 200 } as const;

/** Bots that think for the table's think budget. */
const THINKING: ReadonlySet<string> = new Set(['ismcts']);

export type SeatChoice = 'me' | 'open' | (typeof BOTS)[number]['id'];

export type ClockChoice =
  | { readonly kind: 'none' }
  | { readonly kind: 'per-turn'; readonly hours: number; readonly minutes: number }
  | { readonly kind: 'fischer'; readonly minutes: number; readonly incrementSeconds: number }
  /** A correspondence time bank in days (Little Golem's: 10 days, 1 day a turn, at most 20). */
  | { readonly kind: 'bank'; readonly days: number; readonly incrementDays: number; readonly maxDays: number };

/** The correspondence preset the form offers. */
export const BANK_PRESET = { kind: 'bank', days: 10, incrementDays: 1, maxDays: 20 } as const satisfies ClockChoice;

/** A bank's bounds in days (src/service/clocks/clock.ts CLOCK_LIMITS). */
const BANK_DAYS = { max: 60, maxIncrement: 7 } as const;

export interface TableForm {
  readonly game: string;
  readonly players: number;
  readonly seats: readonly SeatChoice[];
  readonly listed: boolean;
  readonly clock: ClockChoice;
  /** A rated game (never without a clock: `withRated`, `withClock`); casual otherwise. */
  readonly rated: boolean;
  /** With a clock and 3 or more players: a bot plays on for a seat whose time runs out (else it resigns). */
  readonly botOnTimeout?: boolean;
  /** The think budget of every searching bot at the table, in ms. */
  readonly thinkMs: number;
  readonly options: Record<string, unknown>;
}

export const defaultForm = (game: string, options: Record<string, unknown>): TableForm => ({
  game,
  players: 2,
  seats: ['me', 'open'],
  listed: false,
  clock: { kind: 'none' },
  rated: false,
  thinkMs: THINK_MS.default,
  options,
});

/** The form asked to be rated: with the correspondence clock when it had none. */
export const withRated = (form: TableForm, rated: boolean): TableForm => ({
  ...form,
  rated,
  clock: rated && form.clock.kind === 'none' ? BANK_PRESET : form.clock,
});

/** The form with another clock: none makes it casual. */
export const withClock = (form: TableForm, clock: ClockChoice): TableForm => ({
  ...form,
  clock,
  rated: form.rated && clock.kind !== 'none',
});

/** Whether a seat of the form is a searching bot (the form then asks for its think budget). */
export const thinks = (form: Pick<TableForm, 'seats'>): boolean => form.seats.some(s => THINKING.has(s));

/** The seats for another player count: kept where they were, new ones open, at most one "me". */
export function resizeSeats(seats: readonly SeatChoice[], players: number): SeatChoice[] {
  const kept = seats.slice(0, players);
  while (kept.length < players) kept.push('open');
  return kept;
}

export function clockOption(clock: ClockChoice): ClockOption | undefined {
  switch (clock.kind) {
    case 'none':
      return undefined;
    case 'per-turn':
      return { perTurnSeconds: Math.round(clock.hours * 3600 + clock.minutes * 60) };
    case 'fischer':
      return { initialSeconds: Math.round(clock.minutes * 60), incrementSeconds: Math.round(clock.incrementSeconds) };
    case 'bank':
      return {
        initialSeconds: Math.round(clock.days * 86_400),
        incrementSeconds: Math.round(clock.incrementDays * 86_400),
        maxSeconds: Math.round(clock.maxDays * 86_400),
      };
    default:
      return clock satisfies never;
  }
}

/** What can be wrong with the form; the page says each in a sentence (new.problem.* in the catalog). */
export type FormProblem =
  'one-me' | 'a-person' | 'lobby-open' | 'turn-time' | 'bank-time' | 'increment' | 'think-time' | 'bank-days';

/** Whether a correspondence bank is within the server's bounds: a start up to its cap, up to 60 days. */
const bankDaysOk = (c: Extract<ClockChoice, { kind: 'bank' }>): boolean =>
  c.days > 0 &&
  c.maxDays >= c.days &&
  c.maxDays <= BANK_DAYS.max &&
  c.incrementDays >= 0 &&
  c.incrementDays <= BANK_DAYS.maxIncrement;

/** What is wrong with the form, or null; the server checks everything again. */
export function formProblem(form: TableForm): FormProblem | null {
  const me = form.seats.filter(s => s === 'me').length;
  if (me > 1) return 'one-me';
  if (form.seats.every(s => s !== 'me' && s !== 'open')) return 'a-person';
  if (form.listed && !form.seats.includes('open')) return 'lobby-open';
  if (thinks(form) && !(Number.isInteger(form.thinkMs) && form.thinkMs >= THINK_MS.min && form.thinkMs <= THINK_MS.max))
    return 'think-time';
  if (form.clock.kind === 'bank') return bankDaysOk(form.clock) ? null : 'bank-days';
  const clock = clockOption(form.clock);
  if (
    clock !== undefined &&
    'perTurnSeconds' in clock &&
    (clock.perTurnSeconds < 1 || clock.perTurnSeconds > 30 * 86_400)
  )
    return 'turn-time';
  if (clock !== undefined && 'initialSeconds' in clock && (clock.initialSeconds < 1 || clock.initialSeconds > 86_400))
    return 'bank-time';
  if (
    clock !== undefined &&
    'incrementSeconds' in clock &&
    (clock.incrementSeconds < 0 || clock.incrementSeconds > 3600)
  )
    return 'increment';
  return null;
}

/** The problem in a sentence, in the page's language. */
export function formProblemText(problem: FormProblem): string {
  switch (problem) {
    case 'one-me':
      return t('new.problem.oneMe');
    case 'a-person':
      return t('new.problem.aPerson');
    case 'lobby-open':
      return t('new.problem.lobbyOpen');
    case 'turn-time':
      return t('new.problem.turnTime');
    case 'bank-time':
      return t('new.problem.bankTime');
    case 'increment':
      return t('new.problem.increment');
    case 'think-time':
      return t('new.problem.thinkTime', { min: THINK_MS.min, max: THINK_MS.max });
    case 'bank-days':
      return t('new.problem.bankDays', { max: BANK_DAYS.max, increment: BANK_DAYS.maxIncrement });
    default:
      return problem satisfies never;
  }
}

export function createBody(form: TableForm): CreateGameBody {
  const clock = clockOption(form.clock);
  return {
    game: form.game,
    players: form.players,
    seats: form.seats.map(choice =>
      choice === 'me'
        ? { me: true }
        : choice === 'open'
          ? { open: true }
          : THINKING.has(choice)
            ? { bot: choice, thinkMs: form.thinkMs }
            : { bot: choice },
    ),
    ...(Object.keys(form.options).length > 0 ? { options: form.options } : {}),
    ...(form.listed ? { listed: true } : {}),
    ...(clock === undefined ? {} : { clock }),
    // Said either way: the checkbox is what the player sees, and without a clock the server makes it casual too.
    rated: form.rated && clock !== undefined,
    ...(clock !== undefined && form.players >= 3 && form.botOnTimeout === true ? { onTimeout: 'bot' } : {}),
  } as CreateGameBody;
}
