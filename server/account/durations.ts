/**
 * app-shell §9: durations display as days and hours, hours and minutes, minutes and seconds, or
 * seconds — the two largest units, rounded down ('5 days 4 hours').
 */
const UNITS: [string, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

const part = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;

export function formatDuration(ms: number): string {
  const total = Math.max(1, Math.floor(ms / 1000));
  const i = UNITS.findIndex(([, s]) => total >= s);
  const [bigName, big] = UNITS[i]!;
  const count = Math.floor(total / big);
  const next = UNITS[i + 1];
  if (!next) return part(count, bigName);
  const rest = Math.floor((total % big) / next[1]);
  return rest > 0 ? `${part(count, bigName)} ${part(rest, next[0])}` : part(count, bigName);
}
