/** Seconds left of a countdown that started at `startedAt` (ms) and lasts `seconds`; never negative. */
export function secondsLeft(startedAt: number | null, seconds: number, now: number): number {
  if (startedAt === null) return 0;
  const left = Math.ceil((startedAt + seconds * 1000 - now) / 1000);
  return Math.max(0, Math.min(seconds, left));
}

/**
 * A countdown the way app-shell §9 displays durations: days and hours, hours and minutes, minutes and
 * seconds, or seconds, in the short form the limited offer shows ('13h 59mins').
 */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86400);
  const hours = Math.floor((s % 86400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const mins = (n: number) => `${n}min${n === 1 ? '' : 's'}`;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${mins(minutes)}`;
  if (minutes > 0) return `${mins(minutes)} ${seconds}s`;
  return `${seconds}s`;
}

/**
 * The same durations in words, for sentences ('5 days 4 hours until you can redeem another code'): the two
 * largest units, rounded down, as the server words its own messages.
 */
export function formatDurationWords(totalSeconds: number): string {
  const units: [string, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
    ['second', 1],
  ];
  const total = Math.max(1, Math.floor(totalSeconds));
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const i = units.findIndex(([, size]) => total >= size);
  const [name, size] = units[i]!;
  const next = units[i + 1];
  const rest = next ? Math.floor((total % size) / next[1]) : 0;
  return next && rest > 0 ? `${part(Math.floor(total / size), name)} ${part(rest, next[0])}` : part(Math.floor(total / size), name);
}
