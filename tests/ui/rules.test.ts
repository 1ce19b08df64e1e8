import { describe, expect, it } from 'vitest';
import { formatDuration, secondsLeft } from '../../src/lib/countdown';
import { chapterClose } from '../../src/lib/moment';
import { parseChapter } from '../../src/lib/routes';
import { checkPlayerText, colourSlot, isSubmitKey } from '../../src/lib/text-rules';
import { decideVersion } from '../../src/lib/version';

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

describe('version check', () => {
  it('reloads when the version changed, remembers it on a first visit, blocks on maintenance', () => {
    expect(decideVersion('1.0.0', '1.0.1')).toBe('reload');
    expect(decideVersion(null, '1.0.0')).toBe('remember');
    expect(decideVersion('1.0.0', '1.0.0')).toBe('none');
    expect(decideVersion('1.0.0', 'maintenance')).toBe('maintenance');
    expect(decideVersion('1.0.0', undefined)).toBe('none');
  });
});

describe('chapter route parameter', () => {
  it('accepts chapter numbers from 1', () => {
    expect(parseChapter('3')).toBe(3);
    expect(parseChapter('0')).toBeNull();
    expect(parseChapter('x')).toBeNull();
    expect(parseChapter(undefined)).toBeNull();
  });
});

describe('what closes a chapter', () => {
  const moment = { type: 'decisive_moment' };
  const ch = (n: number, over: object = {}) => ({ chapter_number: n, moment, choice_made: null, pending_choice: null, ...over });

  it('asks for a choice only on the last reached chapter', () => {
    expect(chapterClose(ch(3), 3, false)).toEqual({ kind: 'choose' });
    expect(chapterClose(ch(2), 3, false)).toEqual({ kind: 'next' });
  });

  it('shows a choice waiting in the outbox as pending', () => {
    const c = ch(3, { pending_choice: { outbox_id: 'o1', text: 'Run' } });
    expect(chapterClose(c, 3, false)).toEqual({ kind: 'pending', text: 'Run', outboxId: 'o1' });
  });

  it('offers the next chapter once the choice was answered', () => {
    expect(chapterClose(ch(3, { choice_made: 'Run' }), 4, false)).toEqual({ kind: 'chosen', text: 'Run', hasNext: true });
    expect(chapterClose(ch(3, { choice_made: 'Run' }), 3, false)).toEqual({ kind: 'chosen', text: 'Run', hasNext: false });
  });

  it('ends an ended adventure on its last chapter', () => {
    expect(chapterClose(ch(5, { moment: null }), 5, true)).toEqual({ kind: 'ending' });
    expect(chapterClose(ch(5, { moment: null }), 5, false)).toEqual({ kind: 'none' });
  });
});
