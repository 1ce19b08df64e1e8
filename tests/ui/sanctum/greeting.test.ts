import { describe, expect, it } from 'vitest';
import { isFirstArrival, markFirstArrival } from '../../../src/lib/first-arrival';
import { greeting } from '../../../src/features/sanctum/sanctum-rules';

describe("the Sanctum's greeting", () => {
  it("is 'Welcome back' only for a Historian who was here before", () => {
    expect(greeting('Ada', false)).toBe('Welcome back, Historian Ada');
    expect(greeting('Ada', true)).toBe('Welcome, Historian Ada');
  });

  it('greets the arrival of a Historian who has just finished onboarding, and only theirs', () => {
    expect(isFirstArrival('new-one')).toBe(false);
    markFirstArrival('new-one');
    expect(isFirstArrival('new-one')).toBe(true);
    expect(isFirstArrival('someone-else')).toBe(false);
    expect(isFirstArrival(undefined)).toBe(false);
  });
});
