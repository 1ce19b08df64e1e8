import { describe, expect, it } from 'vitest';
import type { StoryChapterRow, StoryRow } from '../../../src/db';
import { ASSISTANT_MEMORY_TEXT, beyondMemory, canContinue, DELETE_TITLE, ENDLESS_BUTTON, inputBlocked, storyClose } from '../../../src/features/story/story-rules';
import { story, storyChapter } from '../../worker/helpers/saga-fixtures';

const row = (over: Partial<StoryRow> = {}): StoryRow => ({ ...(({ chapters: _c, ...r }) => r)(story('st1', [storyChapter(1), storyChapter(2)])), deleting: null, ...over });
const chapter = (n: number, over: Partial<StoryChapterRow> = {}): StoryChapterRow => ({ ...storyChapter(n), story_id: 'st1', pending_choice: null, ...over });

describe('how a custom story’s chapter closes', () => {
  it('only the last chapter asks for a choice, and only of its owner', () => {
    expect(storyClose(row(), chapter(2), 2)).toEqual({ kind: 'choose' });
    expect(storyClose(row(), chapter(1, { choice_made: 'I dive' }), 2)).toEqual({ kind: 'chosen', text: 'I dive' });
    expect(storyClose(row(), chapter(1), 2)).toEqual({ kind: 'next' });
    expect(storyClose(row({ is_owner: false }), chapter(2), 2)).toEqual({ kind: 'watch' });
  });

  it('a choice waiting in the outbox is shown pending', () => {
    expect(storyClose(row(), chapter(2, { pending_choice: { outbox_id: 'o1', text: 'Wait' } }), 2)).toEqual({ kind: 'pending', text: 'Wait', outboxId: 'o1' });
  });

  it('when the free chapters are told the owner meets the Endless Adventure promo; a subscriber goes on', () => {
    expect(storyClose(row({ current_chapter: 10, chapter_limit: 10 }), chapter(10), 10)).toEqual({ kind: 'endless' });
    expect(canContinue({ current_chapter: 10, chapter_limit: 10 })).toBe(false);
    expect(canContinue({ current_chapter: 10, chapter_limit: null })).toBe(true);
    expect(storyClose(row({ current_chapter: 10, chapter_limit: null }), chapter(10), 10)).toEqual({ kind: 'choose' });
    expect(ENDLESS_BUTTON).toBe('Subscribe for Endless Adventures!');
  });

  it('the footer’s input says why it is off: another owner, a pending choice, an earlier chapter, the end', () => {
    expect(inputBlocked(row(), { kind: 'choose' }, true)).toBeNull();
    expect(inputBlocked(row({ is_owner: false }), { kind: 'watch' }, true)).toBe('Only Wren can choose what happens next');
    expect(inputBlocked(row(), { kind: 'pending', text: 'x', outboxId: 'o' }, false)).toBe('Your choice waits to be sent');
    expect(inputBlocked(row(), { kind: 'next' }, true)).toBe('Go to the latest chapter to choose');
    expect(inputBlocked(row(), { kind: 'endless' }, true)).toBe('Your free chapters are told');
  });

  it('says what the assistant remembers once a story reaches 50 chapters', () => {
    expect(beyondMemory(49)).toBe(false);
    expect(beyondMemory(50)).toBe(true);
    expect(ASSISTANT_MEMORY_TEXT).toContain('the last 50 chapters');
    expect(DELETE_TITLE).toBe('Delete Custom Adventure?');
  });
});
