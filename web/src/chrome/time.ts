// Durations and deadlines as people read them: "2 d 3 h", "4:05", "2 d 3 h left", in the page's language.
import { t } from '../i18n/i18n';

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
