// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db';
import { user } from '../../worker/helpers/fixtures';

const calls = vi.hoisted(() => ({ userBlock: vi.fn(), userUnblock: vi.fn() }));
vi.mock('../../../src/worker-client', () => ({ sync: calls }));

const { AuthorMenu, BlockedUsersSheet, PlayerAvatar } = await import('../../../src/features/people');

const ASH = { user_id: 'u2', username: 'Ash', avatar_url: '/art/ash.svg' };

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.user.put({ ...user(), id: 'me' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe("another player's avatar", () => {
  it('is blurred, shows for 10 seconds on a tap, then blurs again', async () => {
    render(<PlayerAvatar user={ASH} />);
    const button = await screen.findByRole('button', { name: "Show Ash's avatar" });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    vi.useFakeTimers();
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: "Ash's avatar" }).getAttribute('aria-pressed')).toBe('true');
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByRole('button', { name: "Ash's avatar" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: "Show Ash's avatar" })).toBeTruthy();
  });

  it('stays blurred when the player has blocked them', async () => {
    await db.user.update('me', { blocked_users: [{ user_id: 'u2', username: 'Ash', avatar: null }] });
    render(<PlayerAvatar user={ASH} />);
    const button = await screen.findByRole('button', { name: "Ash's avatar (blocked)" });
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it("the player's own avatar is shown as it is, not as a button", async () => {
    render(<PlayerAvatar user={{ user_id: 'u1', username: 'Wren', avatar_url: null }} />);
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    expect(screen.getByText('W')).toBeTruthy();
  });
});

describe("a comment author's menu", () => {
  it('blocks after asking, and offers Unblock once blocked', async () => {
    render(<AuthorMenu user={ASH} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Options for Ash' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Block Ash' }));
    expect(screen.getByRole('dialog', { name: 'Block Ash?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(calls.userBlock).toHaveBeenCalledWith({ user_id: 'u2', username: 'Ash', avatar: '/art/ash.svg' });

    await act(() => db.user.update('me', { blocked_users: [{ user_id: 'u2', username: 'Ash', avatar: null }] }));
    fireEvent.click(screen.getByRole('button', { name: 'Options for Ash' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Unblock Ash' }));
    expect(calls.userUnblock).toHaveBeenCalledWith({ user_id: 'u2' });
  });

  it('is not offered on the player’s own comments', async () => {
    render(<AuthorMenu user={{ user_id: 'u1', username: 'Wren', avatar_url: null }} />);
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });
});

describe('the blocked-users overlay', () => {
  it('says so when nobody is blocked', async () => {
    render(<BlockedUsersSheet onClose={() => {}} />);
    expect(await screen.findByText("You haven't blocked any users yet.")).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Blocked Users (0)' })).toBeTruthy();
  });

  it('counts the blocked players in its title and unblocks one', async () => {
    await db.user.update('me', { blocked_users: [{ user_id: 'u2', username: 'Ash', avatar: null }, { user_id: 'u3', username: 'Bex', avatar: null }] });
    render(<BlockedUsersSheet onClose={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Blocked Users (2)' })).toBeTruthy();
    expect(screen.queryByText("You haven't blocked any users yet.")).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Unblock' })[1]!);
    expect(calls.userUnblock).toHaveBeenCalledWith({ user_id: 'u3' });
  });
});
