import { describe, expect, it } from 'vitest';
import { releaseBadge } from '../../../src/features/adventure/release';
import { relativeTime } from '../../../src/lib/relative-time';

const NOW = Date.parse('2027-02-26T12:00:00Z');

describe('the release badge of what comes next', () => {
  it('nothing when the next adventure is ready; its text when coming later', () => {
    expect(releaseBadge({ release_status: 'ready_to_play', release_text: null }, NOW)).toBeNull();
    expect(releaseBadge({ release_status: 'coming_later', release_text: 'Coming soon' }, NOW)).toEqual({ text: 'Coming soon', ticks: 'never' });
    expect(releaseBadge({ release_status: 'coming_later', release_text: null }, NOW)?.text).toBe('Coming soon');
  });

  it('a release date reads as a countdown within a week, as a date further away', () => {
    const at = (iso: string) => releaseBadge({ release_status: 'coming_later_with_date', release_text: iso }, NOW);
    expect(at('2027-03-01T00:00:00Z')).toEqual({ text: 'Releases in 2d 12h', ticks: 'minute' });
    expect(at('2027-02-26T12:30:00Z')).toEqual({ text: 'Releases in 30mins 0s', ticks: 'second' });
    expect(at('2027-06-01T00:00:00Z')).toEqual({ text: 'Releases on June 1, 2027', ticks: 'minute' });
    expect(at('2027-02-01T00:00:00Z')?.text).toBe('Releasing any moment now');
    expect(at('not a date')?.text).toBe('Coming soon');
  });
});

describe('relative time', () => {
  it('reads as the English the comments show', () => {
    expect(relativeTime('2027-02-26T11:59:30Z', NOW)).toBe('just now');
    expect(relativeTime('2027-02-26T11:57:00Z', NOW)).toBe('3 minutes ago');
    expect(relativeTime('2027-02-25T12:00:00Z', NOW)).toBe('yesterday');
  });
});
