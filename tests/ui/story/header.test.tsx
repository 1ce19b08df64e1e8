// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoryChapterRow, StoryRow } from '../../../src/db';
import { story, storyChapter } from '../../worker/helpers/saga-fixtures';

vi.mock('../../../src/worker-client', () => ({ sync: {} }));
const { StoryHeader } = await import('../../../src/features/story/StoryHeader');

const row: StoryRow = { ...(({ chapters: _c, ...r }) => r)(story('st1', [storyChapter(1), storyChapter(2)])), deleting: null };
const chapter = (n: number): StoryChapterRow => ({ ...storyChapter(n), story_id: 'st1', pending_choice: null });
const actions = { retelling: false, error: null, refresh: vi.fn(async () => {}), restart: vi.fn(async () => {}) };

function header(n: number, last: number) {
  render(
    <MemoryRouter>
      <StoryHeader story={row} chapter={chapter(n)} last={last} headingRef={createRef()} onGo={() => {}} actions={actions} cover={null} />
    </MemoryRouter>,
  );
  return { prev: screen.getAllByRole('button')[0] as HTMLButtonElement, next: screen.getAllByRole('button')[1] as HTMLButtonElement };
}
afterEach(cleanup);

describe('the story header’s arrows', () => {
  it('name the chapter they lead to, and a disabled one names none (never "Chapter 0")', () => {
    const first = header(1, 2);
    expect([first.prev.disabled, first.prev.getAttribute('aria-label')]).toEqual([true, 'No earlier chapter']);
    expect([first.next.disabled, first.next.getAttribute('aria-label')]).toEqual([false, 'On to Chapter 2']);
    cleanup();
    const last = header(2, 2);
    expect([last.prev.disabled, last.prev.getAttribute('aria-label')]).toEqual([false, 'Back to Chapter 1']);
    expect([last.next.disabled, last.next.getAttribute('aria-label')]).toEqual([true, 'No later chapter']);
    // Never a second 'Next Chapter' beside the chapter's own button.
    expect(screen.queryByRole('button', { name: /next chapter/i })).toBeNull();
    expect(document.body.innerHTML).not.toContain('Chapter 0');
    expect(document.body.innerHTML).not.toContain('Chapter 3');
  });
});
