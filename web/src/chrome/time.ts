// Durations and deadlines as people read them: "2 d 3 h", "4:05", "2 d 3 h left", and how long ago a table was
// opened ("3 minutes ago", Intl.RelativeTimeFormat), in the page's language.
import { locale, t } from '../i18n/i18n';

const pad = (n: number): string => String(n).padStart(2, '0');

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d > 0) return t('time.days', { d, h });
  if (h > 0) return t('time.hours', { h, m: pad(m) });
  return t('time.minutes', { m, s: pad(sec) });
}

export function untilDeadline(deadline: string | null | undefined, now: number): string | null {
  if (deadline === null || deadline === undefined) return null;
  const left = Date.parse(deadline) - now;
  return left <= 0 ? t('time.up') : t('time.left', { time: formatDuration(left) });
}

// Dates and times in the page's language, never the browser's (a German page on an English browser says
// "3. März 2026"): every date the page shows goes through these three.

/** A moment as people read it, in the page's language: "3 Mar 2026, 14:00". */
export const formatDate = (iso: string): string =>
  new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A day: "3 Mar 2026", "3 mars 2026", "03.03.2026". */
export const formatDay = (iso: string): string =>
  new Intl.DateTimeFormat(locale(), { dateStyle: 'medium' }).format(new Date(iso));

/** A time of day: "14:00". */
export const formatTime = (iso: string): string =>
  new Intl.DateTimeFormat(locale(), { timeStyle: 'short' }).format(new Date(iso));

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 minutes ago", "il y a 2 heures", "vor 1 Tag": how long ago `at` was, in the page's language. */
export function timeAgo(at: string | undefined, now: number): string | null {
  const time = at === undefined ? Number.NaN : Date.parse(at);
  if (Number.isNaN(time)) return null;
  const past = Math.max(0, now - time);
  const format = new Intl.RelativeTimeFormat(locale(), { numeric: 'auto' });
  for (const [unit, ms] of UNITS) if (past >= ms) return format.format(-Math.floor(past / ms), unit);
  return format.format(-Math.floor(past / 1000), 'second');
}
