// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CardRow, db, type StoryChapterRow, type StoryRow } from '../../../src/db';
import { user } from '../../worker/helpers/fixtures';
import { card, story, storyChapter } from '../../worker/helpers/saga-fixtures';

const calls = vi.hoisted(() => ({
  ensure: vi.fn(async () => ({ ok: true, value: undefined })),
  storyChoose: vi.fn(async () => ({ ok: true, value: undefined })),
  storyRefresh: vi.fn(async () => ({ ok: true, value: undefined })),
  storyRestart: vi.fn(async () => ({ ok: true, value: undefined })),
  cardPublicSet: vi.fn(async () => ({ ok: true, value: undefined })),
  shareRewardRecord: vi.fn(),
}));
vi.mock('../../../src/worker-client', () => ({ sync: calls }));

const { StoryFooter } = await import('../../../src/features/story/StoryFooter');
const { storyClose } = await import('../../../src/features/story/story-rules');

const row = (over: Partial<StoryRow> = {}): StoryRow => ({ ...(({ chapters: _c, ...r }) => r)(story('st1', [storyChapter(1), storyChapter(2)])), deleting: null, ...over });
const chapter = (n: number): StoryChapterRow => ({ ...storyChapter(n), story_id: 'st1', pending_choice: null });
const actions = { retelling: false, error: null, refresh: vi.fn(async () => {}), restart: vi.fn(async () => {}) };

function Footer({ s, n, draft = '' }: { s: StoryRow; n: number; draft?: string }) {
  const ch = chapter(n);
  return (
    <MemoryRouter>
      <StoryFooter story={s} saga={null} chapter={ch} close={storyClose(s, ch, 2)} draft={draft} setDraft={setDraft} actions={actions} />
    </MemoryRouter>
  );
}
const setDraft = vi.fn();

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.user.put({ ...user(), id: 'me' });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the story input footer', () => {
  it('offers the owner home, refresh, echoes, comments, share and listen', () => {
    render(<Footer s={row()} n={2} />);
    const footer = screen.getByRole('navigation', { name: 'Story' });
    for (const name of ['Home', 'Refresh', 'Echoes', 'Comments', 'Share', 'Listen']) expect(footer.textContent).toContain(name);
    expect((screen.getByRole('button', { name: 'Echoes' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('refresh and echoes are the owner’s alone; a non-owner’s input is off and says whose story it is', () => {
    render(<Footer s={row({ is_owner: false })} n={2} />);
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Echoes' })).toBeNull();
    const box = screen.getByRole('textbox', { name: 'What do you do next?' }) as HTMLTextAreaElement;
    expect(box.disabled).toBe(true);
    expect(box.placeholder).toBe('Only Wren can choose what happens next');
  });

  it('echoes open only where a choice is to be made: not on an earlier chapter', () => {
    render(<Footer s={row()} n={1} />);
    expect((screen.getByRole('button', { name: 'Echoes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Enter sends the trimmed text; an empty one is not sent; 1000 characters at most', async () => {
    const { rerender } = render(<Footer s={row()} n={2} draft="   " />);
    const box = screen.getByRole('textbox', { name: 'What do you do next?' }) as HTMLTextAreaElement;
    expect(box.maxLength).toBe(1000);
    expect((screen.getByRole('button', { name: 'Send your choice' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(calls.storyChoose).not.toHaveBeenCalled();

    rerender(<Footer s={row()} n={2} draft="  I dive for the bell  " />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'What do you do next?' }), { key: 'Enter', shiftKey: true });
    expect(calls.storyChoose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'What do you do next?' }), { key: 'Enter' });
    await waitFor(() => expect(calls.storyChoose).toHaveBeenCalledWith({ story_id: 'st1', chapter: 2, text: 'I dive for the bell' }));
    await waitFor(() => expect(setDraft).toHaveBeenCalledWith(''));
  });

  it('refresh asks first, then retells the chapter', async () => {
    render(<Footer s={row()} n={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Retell' }));
    expect(actions.refresh).toHaveBeenCalled();
  });

  it('share of a private story: its owner makes it public first, and the link is offered after', async () => {
    render(<Footer s={row()} n={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Make Public and Share' }));
    expect(calls.cardPublicSet).toHaveBeenCalledWith({ card_id: 'card-st1', is_public: true });
    expect(await screen.findByRole('dialog', { name: 'CLICK TO COPY LINK' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Copy link: .*\/story\/st1$/ })).toBeTruthy();
  });

  it('share of a public story, or one whose card the device holds as public, offers the link at once', async () => {
    render(<Footer s={row({ is_public: true })} n={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'CLICK TO COPY LINK' })).toBeTruthy();
    cleanup();
    await db.cards.put({ ...card('card-st1', { type: 'custom', is_public: true }), tab: 'custom', position: 0 } as CardRow);
    render(<Footer s={row()} n={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'CLICK TO COPY LINK' })).toBeTruthy();
    expect(calls.cardPublicSet).not.toHaveBeenCalled();
  });

  it('a reader who is not the owner of a private story is told only its creator can make it public', async () => {
    render(<Footer s={row({ is_owner: false })} n={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect((await screen.findByRole('dialog', { name: 'Make this adventure public?' })).textContent).toContain('Only its creator can make it public.');
  });
});
