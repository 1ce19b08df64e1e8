/** The user-details form of app-shell §5: birth month and year (never stored or sent), username, referral source. */

export const MIN_AGE = 13;
export const AGE_ERROR = 'You must be at least 13 years old to create an account.';
export const USERNAME_MAX = 24;

/** Where players heard of us; 'Other' asks for a text. */
export const REFERRAL_SOURCES = ['TikTok', 'Instagram', 'YouTube', 'Reddit', 'Discord', 'A friend', 'Search engine', 'Other'] as const;
export const REFERRAL_OTHER_MAX = 100;

export interface DetailsInput {
  month: string;
  year: string;
  username: string;
  source: string;
  otherSource: string;
}

export type BirthCheck = { ok: true } | { ok: false; message: string | null };

/**
 * Month 1-12 and a 4-digit positive year; the date (first of the month) at least 13 years ago.
 * message is null while the input is merely incomplete (nothing to scold yet).
 */
export function checkBirth(month: string, year: string, today: Date): BirthCheck {
  if (month === '' || year.length < 4) return { ok: false, message: null };
  if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12) return { ok: false, message: 'Enter a month from 1 to 12.' };
  if (!/^\d{4}$/.test(year) || Number(year) < 1) return { ok: false, message: 'Enter the year as 4 digits.' };
  const m = Number(month);
  const y = Number(year);
  const monthsOld = (today.getFullYear() - y) * 12 + (today.getMonth() + 1 - m);
  if (monthsOld < MIN_AGE * 12) return { ok: false, message: AGE_ERROR };
  return { ok: true };
}

/** The referral source as sent: the chosen entry, or the typed text for 'Other'; null when missing. */
export function referralSource(source: string, otherSource: string): string | null {
  if (source === 'Other') {
    const text = otherSource.trim();
    return text && text.length <= REFERRAL_OTHER_MAX ? text : null;
  }
  return (REFERRAL_SOURCES as readonly string[]).includes(source) ? source : null;
}

/** 'Create' is enabled only when every field is valid (app-shell §4 Other). */
export function detailsValid(input: DetailsInput, today: Date): boolean {
  const name = input.username.trim();
  return (
    checkBirth(input.month, input.year, today).ok &&
    name.length > 0 &&
    name.length <= USERNAME_MAX &&
    referralSource(input.source, input.otherSource) !== null
  );
}
