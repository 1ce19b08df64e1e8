import { describe, expect, it } from 'vitest';
import { firstPulls } from '../../../worker/sync/first-pulls';
import { morePulls } from '../../../worker/sync/more-pulls';

describe('the registries of pulls', () => {
  it('give each resource kind one pull, here from the start or loaded on first need', () => {
    const first = Object.keys(firstPulls);
    const more = Object.keys(morePulls);
    expect(first.filter((k) => more.includes(k))).toEqual([]);
  });
});
