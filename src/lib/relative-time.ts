const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

// Building an Intl formatter costs far more than using one: a long thread shares one per locale.
const formatters = new Map<string, Intl.RelativeTimeFormat>();
function formatter(locale: string): Intl.RelativeTimeFormat {
  let f = formatters.get(locale);
  if (!f) formatters.set(locale, (f = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  return f;
}

/** "3 hours ago" for a comment's timestamp; under a minute reads "just now". */
export function relativeTime(iso: string, now: number, locale = 'en'): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const diff = Math.round((then - now) / 1000);
  const abs = Math.abs(diff);
  for (const [unit, size] of UNITS) {
    if (abs >= size) return formatter(locale).format(Math.trunc(diff / size), unit);
  }
  return 'just now';
}
