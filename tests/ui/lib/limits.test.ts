import { describe, expect, it } from 'vitest';
import { ECHO_LIMITS, LIMITS, REPORT_NOTE_MAX, STORY_LIMITS } from '../../../src/contract';
import { UI_ECHO_LIMITS, UI_LIMITS, UI_REPORT_LIMITS, UI_STORY_LIMITS } from '../../../src/lib/limits';

describe('UI limits', () => {
  it('match the contract the server validates with', () => {
    for (const [key, value] of Object.entries(UI_LIMITS)) {
      expect(LIMITS[key as keyof typeof LIMITS], key).toBe(value);
    }
    expect(UI_ECHO_LIMITS).toEqual(ECHO_LIMITS);
    expect(UI_STORY_LIMITS).toEqual(STORY_LIMITS);
    expect(UI_REPORT_LIMITS.note).toBe(REPORT_NOTE_MAX);
  });
});
