import { describe, expect, it } from 'vitest';
import { chapterClose } from '../../../src/features/adventure/chapter-close';

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
