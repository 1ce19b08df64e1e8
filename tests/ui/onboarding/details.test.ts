import { describe, expect, it } from 'vitest';
import { AGE_ERROR, checkBirth, detailsValid, referralSource } from '../../../src/features/onboarding/user-details-rules';

const today = new Date(2026, 5, 15); // 15 June 2026

describe('user-details form (app-shell §5)', () => {
  it('needs month 1-12 and a 4-digit year', () => {
    expect(checkBirth('', '1990', today)).toEqual({ ok: false, message: null });
    expect(checkBirth('5', '199', today)).toEqual({ ok: false, message: null });
    expect(checkBirth('13', '1990', today)).toEqual({ ok: false, message: 'Enter a month from 1 to 12.' });
    expect(checkBirth('0', '1990', today).ok).toBe(false);
    expect(checkBirth('5', '19a0', today)).toEqual({ ok: false, message: 'Enter the year as 4 digits.' });
    expect(checkBirth('5', '0000', today).ok).toBe(false);
    expect(checkBirth('5', '1990', today)).toEqual({ ok: true });
  });

  it('refuses anyone younger than 13 with the exact message', () => {
    expect(checkBirth('6', '2013', today)).toEqual({ ok: true });
    expect(checkBirth('7', '2013', today)).toEqual({ ok: false, message: AGE_ERROR });
    expect(checkBirth('1', '2020', today)).toEqual({ ok: false, message: 'You must be at least 13 years old to create an account.' });
  });

  it('takes the referral source from the list, or the text typed for Other', () => {
    expect(referralSource('Reddit', '')).toBe('Reddit');
    expect(referralSource('Other', '  a podcast ')).toBe('a podcast');
    expect(referralSource('Other', '   ')).toBeNull();
    expect(referralSource('', '')).toBeNull();
    expect(referralSource('Carrier pigeon', '')).toBeNull();
  });

  it("enables 'Create' only when every field is valid", () => {
    const ok = { month: '3', year: '1995', username: 'Aria', source: 'Discord', otherSource: '' };
    expect(detailsValid(ok, today)).toBe(true);
    expect(detailsValid({ ...ok, username: '  ' }, today)).toBe(false);
    expect(detailsValid({ ...ok, username: 'x'.repeat(25) }, today)).toBe(false);
    expect(detailsValid({ ...ok, year: '2020' }, today)).toBe(false);
    expect(detailsValid({ ...ok, source: 'Other' }, today)).toBe(false);
    expect(detailsValid({ ...ok, source: 'Other', otherSource: 'a poster' }, today)).toBe(true);
  });
});
