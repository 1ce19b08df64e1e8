import { describe, expect, it } from 'vitest';
import { checkPlayerText, colourSlot, isSubmitKey } from '../../../src/lib/text-rules';

describe('player text', () => {
  it('is trimmed, not empty and bounded', () => {
    expect(checkPlayerText('  open the door \n', 250)).toEqual({ ok: true, text: 'open the door' });
    expect(checkPlayerText('  \n\t ', 250)).toEqual({ ok: false, reason: 'empty' });
    expect(checkPlayerText('x'.repeat(251), 250)).toEqual({ ok: false, reason: 'too-long' });
    expect(checkPlayerText(` ${'x'.repeat(250)} `, 250).ok).toBe(true);
  });

  it('submits on Enter but not on Shift+Enter or while composing', () => {
    expect(isSubmitKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSubmitKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSubmitKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSubmitKey({ key: 'a', shiftKey: false })).toBe(false);
  });

  it('cycles offered choices over six colours', () => {
    expect([0, 1, 5, 6, 7, 13].map((i) => colourSlot(i, 6))).toEqual([0, 1, 5, 0, 1, 1]);
  });
});
