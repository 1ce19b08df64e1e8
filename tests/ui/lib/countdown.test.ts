import { describe, expect, it } from 'vitest';
import { formatDuration, formatDurationWords, secondsLeft } from '../../../src/lib/countdown';

describe('countdown', () => {
  it('counts the 16-second resend wait down to zero', () => {
    expect(secondsLeft(null, 16, 1000)).toBe(0);
    expect(secondsLeft(0, 16, 0)).toBe(16);
    expect(secondsLeft(0, 16, 200)).toBe(16);
    expect(secondsLeft(0, 16, 15_001)).toBe(1);
    expect(secondsLeft(0, 16, 16_000)).toBe(0);
    expect(secondsLeft(0, 16, 99_000)).toBe(0);
  });

  it('formats durations as days+hours, hours+minutes, minutes+seconds or seconds', () => {
    expect(formatDuration(16)).toBe('16s');
    expect(formatDuration(75)).toBe('1min 15s');
    expect(formatDuration(3 * 3600 + 120)).toBe('3h 2mins');
    // The limited referral offer as app-shell §9 shows it.
    expect(formatDuration((13 * 60 + 59) * 60)).toBe('13h 59mins');
    expect(formatDuration(5 * 86400 + 4 * 3600)).toBe('5d 4h');
  });

  it('words durations for sentences the way the server words its messages', () => {
    expect(formatDurationWords((5 * 24 + 4) * 3600 + 59)).toBe('5 days 4 hours');
    expect(formatDurationWords(24 * 3600)).toBe('1 day');
    expect(formatDurationWords(61)).toBe('1 minute 1 second');
    expect(formatDurationWords(42)).toBe('42 seconds');
  });
});
