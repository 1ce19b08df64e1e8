import { describe, expect, it } from 'vitest';
import { formatDuration, secondsLeft } from '../../src/lib/countdown';

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
    expect(formatDuration(75)).toBe('1m 15s');
    expect(formatDuration(3 * 3600 + 120)).toBe('3h 2m');
    expect(formatDuration(5 * 86400 + 4 * 3600)).toBe('5d 4h');
  });
});
