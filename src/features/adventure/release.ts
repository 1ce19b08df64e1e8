import { formatDuration } from '../../lib/countdown';

/** Closer than this, a release date reads as a countdown; further, as a date. */
export const COUNTDOWN_WITHIN_MS = 7 * 86_400_000;

export interface NextRelease {
  release_status: 'ready_to_play' | 'coming_later' | 'coming_later_with_date';
  release_text: string | null;
}

/**
 * The release badge of what comes next (in-play §3 End screen): nothing when it is ready to play; for
 * coming_later its text; for coming_later_with_date the timestamp as a countdown when close, else a date.
 * `ticks`: how often the text changes (a countdown of seconds, of minutes, or never).
 */
export function releaseBadge(next: NextRelease, now: number, locale = 'en'): { text: string; ticks: 'second' | 'minute' | 'never' } | null {
  if (next.release_status === 'ready_to_play') return null;
  if (next.release_status === 'coming_later') return { text: next.release_text?.trim() || 'Coming soon', ticks: 'never' };
  const at = next.release_text ? Date.parse(next.release_text) : Number.NaN;
  if (Number.isNaN(at)) return { text: 'Coming soon', ticks: 'never' };
  const left = at - now;
  if (left <= 0) return { text: 'Releasing any moment now', ticks: 'never' };
  if (left <= COUNTDOWN_WITHIN_MS) return { text: `Releases in ${formatDuration(left / 1000)}`, ticks: left < 3_600_000 ? 'second' : 'minute' };
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
  return { text: `Releases on ${date}`, ticks: 'minute' };
}
