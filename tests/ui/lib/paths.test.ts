import { describe, expect, it } from 'vitest';
import { parseChapter } from '../../../src/lib/paths';

describe('chapter route parameter', () => {
  it('accepts chapter numbers from 1', () => {
    expect(parseChapter('3')).toBe(3);
    expect(parseChapter('0')).toBeNull();
    expect(parseChapter('x')).toBeNull();
    expect(parseChapter(undefined)).toBeNull();
  });
});
