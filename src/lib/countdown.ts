/** Seconds left of a countdown that started at `startedAt` (ms) and lasts `seconds`; never negative. */
export function secondsLeft(startedAt: number | null, seconds: number, now: number): number {
  if (startedAt === null) return 0;
  const left = Math.ceil((startedAt + seconds * 1000 - now) / 1000);
  return Math.max(0, Math.min(seconds, left));
}

/**
 * A duration the way app-shell §9 displays them: days and hours, hours and minutes,
 * minutes and seconds, or seconds.
 */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86400);
  const hours = Math.floor((s % 86400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}
