// Durations and deadlines as people read them: "2 d 3 h", "4:05", "in 3 min".
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  return `${m}:${String(sec).padStart(2, '0')}`;
}

export function untilDeadline(deadline: string | null | undefined, now: number): string | null {
  if (deadline === null || deadline === undefined) return null;
  const left = Date.parse(deadline) - now;
  return left <= 0 ? 'time is up' : `${formatDuration(left)} left`;
}
