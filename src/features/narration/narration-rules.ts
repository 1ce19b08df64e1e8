/** The narration player's rules (in-play §2, §4, §9): speeds, times, the texts it shows. */

/** Audio speeds, in the order the speed toggle steps through them. */
export const RATES = [1, 1.5, 2] as const;
export type Rate = (typeof RATES)[number];

export const nextRate = (rate: number): Rate => RATES[(RATES.indexOf(rate as Rate) + 1) % RATES.length]!;
export const isRate = (n: number): n is Rate => (RATES as readonly number[]).includes(n);
export const rateLabel = (rate: number): string => `${rate}x`;

/** Shown while the server renders a narration (up to a minute the first time). */
export const GENERATING_TEXT = 'Generating...can take up to 1 min';
/** Shown as the length while it is not known yet. */
export const FALLBACK_DURATION = '5:00';
/** The listen tooltip hides itself after this long. */
export const TOOLTIP_MS = 20_000;
/** What the headset's and lock screen's skip buttons move by. */
export const SKIP_SECONDS = 10;

/** 65.4 → '1:05'; an hour or more → '1:02:03'. */
export function formatTime(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The length to show: the audio's own once known, else '5:00'. */
export const durationText = (duration: number | null): string =>
  duration !== null && Number.isFinite(duration) && duration > 0 ? formatTime(duration) : FALLBACK_DURATION;

/**
 * Where to start a narration heard before: the remembered position, unless it is (nearly) the end —
 * then from the start, as a player pressing play again expects.
 */
export function resumeAt(saved: number | null, duration: number | null): number {
  if (saved === null || !Number.isFinite(saved) || saved <= 0) return 0;
  if (duration !== null && Number.isFinite(duration) && saved >= duration - 1) return 0;
  return saved;
}
