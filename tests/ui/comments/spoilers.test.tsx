// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardOf, guardText, repliesText } from '../../../src/features/comments/comment-guard';
import { acceptWarning, mustWarn, SPOILER_WARNING_KEY } from '../../../src/features/comments/spoiler-warning';

const calls = vi.hoisted(() => ({ commentPost: vi.fn(async (_input: unknown): Promise<{ ok: true; value: undefined } | { ok: false; message: string }> => ({ ok: true, value: undefined })) }));
vi.mock('../../../src/worker-client', () => ({ sync: calls }));

const { CommentForm } = await import('../../../src/features/comments/CommentForm');
const { SpoilerGate } = await import('../../../src/features/comments/SpoilerGate');
const { usePosted } = await import('../../../src/features/comments/just-posted');

/** What the thread's page shows at once of the player's posts. */
function Posted({ list }: { list: string }) {
  return (
    <ul aria-label="Shown at once">
      {usePosted(list).map((e) => (
        <li key={e.row.comment_id}>{e.row.text}</li>
      ))}
    </ul>
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

// Each test posts in a thread of its own: what a page shows at once lives as long as the module.
let THREAD = { kind: 'adventure', target_id: 'a1', chapter: 1 } as const as { kind: 'adventure'; target_id: string; chapter: number };
const list = () => `adventure:a1:${THREAD.chapter}`;
beforeEach(() => {
  THREAD = { ...THREAD, chapter: THREAD.chapter + 1 };
});
const post = async (text: string) => {
  render(<CommentForm thread={THREAD} label="Add a comment" submitLabel="Post Comment" placeholder="…" />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Add a comment' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
  return screen.findByRole('dialog', { name: 'Are you sure this is NOT a spoiler?' });
};

describe('the comment spoiler check', () => {
  it("asks before posting; 'Not a spoiler' posts it with is_spoiler false", async () => {
    await post('  The kiln was warm.  ');
    expect(calls.commentPost).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Not a spoiler' }));
    await waitFor(() => expect(calls.commentPost).toHaveBeenCalledWith({ ...THREAD, text: 'The kiln was warm.', is_spoiler: false, local_id: expect.any(String) }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Add a comment' }) as HTMLTextAreaElement).value).toBe(''));
  });

  it("'Yes, it's a spoiler' posts it with is_spoiler true", async () => {
    await post('Anselmo betrays them.');
    fireEvent.click(screen.getByRole('button', { name: "Yes, it's a spoiler" }));
    await waitFor(() => expect(calls.commentPost).toHaveBeenCalledWith({ ...THREAD, text: 'Anselmo betrays them.', is_spoiler: true, local_id: expect.any(String) }));
  });

  it('shows the comment at once, before the worker has it, under the id the worker will give its row', async () => {
    let answer: (r: { ok: true; value: undefined } | { ok: false; message: string }) => void = () => {};
    calls.commentPost.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    render(<Posted list={list()} />);
    await post('Seen in one frame.');
    fireEvent.click(screen.getByRole('button', { name: 'Not a spoiler' }));
    expect(screen.getByRole('list', { name: 'Shown at once' }).textContent).toBe('Seen in one frame.');
    expect((screen.getByRole('textbox', { name: 'Add a comment' }) as HTMLTextAreaElement).value).toBe('');
    const input = calls.commentPost.mock.calls[0]![0] as { local_id: string };
    answer({ ok: true, value: undefined });
    await waitFor(() => expect(calls.commentPost).toHaveBeenCalledTimes(1));
    expect(input.local_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a post the worker refuses is taken back, its text returned to the box with the reason', async () => {
    calls.commentPost.mockImplementationOnce(async () => ({ ok: false, message: 'This could not be saved on your device.' }));
    render(<Posted list={list()} />);
    await post('Lost to a full disk.');
    fireEvent.click(screen.getByRole('button', { name: 'Not a spoiler' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This could not be saved on your device.');
    expect(screen.getByRole('list', { name: 'Shown at once' }).textContent).toBe('');
    expect((screen.getByRole('textbox', { name: 'Add a comment' }) as HTMLTextAreaElement).value).toBe('Lost to a full disk.');
  });

  it('closing the check posts nothing and keeps the text', async () => {
    await post('Maybe later.');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.commentPost).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Add a comment' }) as HTMLTextAreaElement).value).toBe('Maybe later.');
  });

  it('a reply names the comment it answers', async () => {
    render(<CommentForm thread={THREAD} parentId="c1" label="Reply to Wren" submitLabel="Post Reply" placeholder="…" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Reply to Wren' }), { target: { value: 'Agreed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Not a spoiler' }));
    await waitFor(() => expect(calls.commentPost).toHaveBeenCalledWith({ ...THREAD, text: 'Agreed', is_spoiler: false, parent_id: 'c1', local_id: expect.any(String) }));
  });
});

describe('the spoilers warning', () => {
  it('shows before a thread, once per thread in this tab, until the player turns it off for this device', async () => {
    const leave = vi.fn();
    render(
      <SpoilerGate thread="adventure:a1:2" onLeave={leave}>
        <p>The comments</p>
      </SpoilerGate>,
    );
    expect(screen.queryByText('The comments')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the Discussion' }));
    expect(screen.getByText('The comments')).toBeTruthy();

    expect(mustWarn('adventure:a1:2')).toBe(false);
    expect(mustWarn('adventure:a1:3')).toBe(true);
    acceptWarning('adventure:a1:3', true);
    expect(localStorage.getItem(SPOILER_WARNING_KEY)).toBe('off');
    expect(mustWarn('saga:s1')).toBe(false);
  });

  it("'Don't show this message again' is remembered; Go Back leaves without the comments", () => {
    const leave = vi.fn();
    render(
      <SpoilerGate thread="dungeon:d1" onLeave={leave}>
        <p>The comments</p>
      </SpoilerGate>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(leave).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: "Don't show this message again" }));
    fireEvent.click(screen.getByRole('button', { name: 'Show the Discussion' }));
    expect(localStorage.getItem(SPOILER_WARNING_KEY)).toBe('off');
    cleanup();
    render(
      <SpoilerGate thread="saga:other" onLeave={leave}>
        <p>Other comments</p>
      </SpoilerGate>,
    );
    expect(screen.getByText('Other comments')).toBeTruthy();
  });
});

describe('what hides a comment behind a tap', () => {
  const comment = (over: Partial<Parameters<typeof guardOf>[0]> = {}) => ({ kind: 'adventure' as const, chapter: 2, is_spoiler: false, user: { user_id: 'u2' }, ...over });

  it('a spoiler; a comment on a chapter the reader has not reached, whatever its flag; never the reader’s own', () => {
    expect(guardOf(comment(), { me: 'u1', reached: 2 })).toEqual({ kind: 'none' });
    expect(guardOf(comment({ is_spoiler: true }), { me: 'u1', reached: 5 })).toEqual({ kind: 'spoiler' });
    expect(guardOf(comment({ chapter: 3 }), { me: 'u1', reached: 2 })).toEqual({ kind: 'unreached', chapter: 3 });
    expect(guardOf(comment({ chapter: 3, is_spoiler: true }), { me: 'u1', reached: 2 })).toEqual({ kind: 'unreached', chapter: 3 });
    expect(guardOf(comment({ chapter: 1 }), { me: 'u1', reached: 0 })).toEqual({ kind: 'unreached', chapter: 1 });
    expect(guardOf(comment({ chapter: 9, is_spoiler: true, user: { user_id: 'u1' } }), { me: 'u1', reached: 1 })).toEqual({ kind: 'none' });
    expect(guardOf({ ...comment({ is_spoiler: true }), kind: 'saga', chapter: null }, { me: 'u1', reached: null })).toEqual({ kind: 'spoiler' });
    expect(guardOf({ ...comment(), kind: 'dungeon', chapter: null }, { me: null, reached: null })).toEqual({ kind: 'none' });
  });

  it('says what the tap shows', () => {
    expect(guardText({ kind: 'spoiler' })).toBe('Spoiler — tap to reveal');
    expect(guardText({ kind: 'unreached', chapter: 4 })).toBe('About chapter 4, which you have not reached yet — tap to read it anyway');
    expect([0, 1, 2].map(repliesText)).toEqual(['Reply', '1 reply', '2 replies']);
  });
});
