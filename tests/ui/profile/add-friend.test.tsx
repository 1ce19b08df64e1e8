// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db';
import { user } from '../../worker/helpers/fixtures';
import { friend } from '../../worker/helpers/profile-fixtures';

const calls = vi.hoisted(() => ({ friendAdd: vi.fn(), discardWrite: vi.fn(async () => {}) }));
vi.mock('../../../src/worker-client', () => ({ sync: calls }));

const { AddFriendDialog } = await import('../../../src/features/profile/AddFriendDialog');

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.user.put({ ...user(), id: 'me' });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const type = (text: string) => fireEvent.change(screen.getByLabelText('Username or email'), { target: { value: text } });
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }));

/** What the worker does with a queued add: a pending row and its outbox row. */
async function queued(query: string, state: 'pending' | 'failed', lastError: string | null = null) {
  await db.outbox.put({
    id: 'o1', seq: 1, scope: 'friends', label: `Add ${query}`, createdAt: 1, attempts: 1, nextAttemptAt: 1, state, lastError,
    kind: 'friendAdd', request: { endpoint: 'addFriend', params: {}, body: { query } },
  });
  await db.friends.put({ key: `pending:${query.toLowerCase()}`, user_id: '', username: query, email: null, avatar: '', rank_title: '', position: 1e9, pending: true, outbox_id: 'o1' });
}

describe('the add-friend dialog', () => {
  it("shows the worker's refusal at once: 'Please enter a username or email', 'User is already in your group'", async () => {
    render(<AddFriendDialog onClose={() => {}} onAdded={() => {}} />);
    calls.friendAdd.mockResolvedValueOnce({ ok: false, message: 'Please enter a username or email' });
    add();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Please enter a username or email');
    type('Ash');
    expect(screen.queryByRole('alert')).toBeNull();
    calls.friendAdd.mockResolvedValueOnce({ ok: false, message: 'User is already in your group' });
    add();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'User is already in your group');
    expect(calls.friendAdd).toHaveBeenLastCalledWith({ query: 'Ash' });
  });

  it("waits for the server: its 'This username does not exist' shows here, and the corrected try replaces it", async () => {
    render(<AddFriendDialog onClose={() => {}} onAdded={() => {}} />);
    calls.friendAdd.mockImplementationOnce(async ({ query }: { query: string }) => {
      await queued(query, 'pending');
      return { ok: true, value: undefined };
    });
    type('Nobody');
    add();
    expect(await screen.findByRole('button', { name: 'Adding…' })).toBeTruthy();
    await act(() => db.outbox.update('o1', { state: 'failed', lastError: 'This username does not exist' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This username does not exist');

    calls.friendAdd.mockResolvedValueOnce({ ok: true, value: undefined });
    type('Bo');
    add();
    await waitFor(() => expect(calls.discardWrite).toHaveBeenCalledWith('o1'));
  });

  it('closes with the name the server found once the pending add became a member', async () => {
    const onAdded = vi.fn();
    render(<AddFriendDialog onClose={() => {}} onAdded={onAdded} />);
    calls.friendAdd.mockImplementationOnce(async ({ query }: { query: string }) => {
      await queued(query, 'pending');
      return { ok: true, value: undefined };
    });
    type('bo');
    add();
    await screen.findByRole('button', { name: 'Adding…' });
    await act(async () => {
      await db.friends.delete('pending:bo');
      await db.outbox.delete('o1');
      await db.friends.put({ ...friend('u8', { username: 'Bo' }), key: 'user:u8', position: 1, pending: false, outbox_id: null });
    });
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith('Bo'));
  });
});
