import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/contract';
import { UI_LIMITS } from '../../src/lib/limits';

describe('UI limits', () => {
  it('match the contract the server validates with', () => {
    for (const [key, value] of Object.entries(UI_LIMITS)) {
      expect(LIMITS[key as keyof typeof LIMITS], key).toBe(value);
    }
  });
});
