// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db';
import { user } from '../../worker/helpers/fixtures';

// The worker, as far as the guard uses it: signing out clears the session, a link's token is stored.
const useToken = vi.fn(async (access: string) => {
  await db.session.put({ id: 'current', access_token: access, refresh_token: null });
});
const logout = vi.fn(async () => {
  await db.transaction('rw', [db.session, db.user, db.outbox], () => Promise.all([db.session.clear(), db.user.clear(), db.outbox.clear()]));
});
const ensure = vi.fn(async () => ({ ok: true, value: undefined }));
vi.mock('../../../src/worker-client', () => ({ sync: { useToken, logout, ensure } }));
const { RequireAccess } = await import('../../../src/app/RequireAccess');
// The dialog loads on demand; have its module ready, so the first test does not wait on the transform.
await import('../../../src/features/auth/LinkTokenGate');

/** An access token as the server signs them: only its `sub` matters here. */
const tokenOf = (userId: string, iat = 1) => `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${btoa(JSON.stringify({ sub: userId, iat, exp: iat + 900 })).replace(/=+$/, '')}.c2ln`;
const WREN = tokenOf('u1');
const READ = '/dungeons/d1/read';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function open(link: string) {
  render(
    <MemoryRouter initialEntries={[`${READ}?token=${link}&from=mail`]}>
      <Routes>
        <Route element={<RequireAccess />}>
          <Route path="/dungeons/:dungeonId/read" element={<Where />} />
        </Route>
        <Route path="/onboarding" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.findByTestId('where').then((e) => e.textContent);
const session = async () => (await db.session.get('current'))?.access_token;

beforeEach(async () => {
  await db.session.put({ id: 'current', access_token: WREN, refresh_token: 'wren-refresh' });
  await db.user.put({ ...user(), id: 'me' });
});
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await Promise.all([db.session.clear(), db.user.clear(), db.outbox.clear()]);
});

describe("a read link's ?token= and the signed-in player (issue #23)", () => {
  it("another player's link asks first, with staying focused; staying keeps the session and drops the token", async () => {
    open(tokenOf('u2'));
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' });
    // (The player is read by a live query shared across these tests: its answer after each test's reset may come a render late.)
    const stay = await screen.findByRole('button', { name: 'Stay as Historian Wren' });
    expect(dialog.textContent).toContain('This link signs in as another Historian. You are signed in as Historian Wren.');
    await waitFor(() => expect(document.activeElement).toBe(stay));
    expect(screen.getByRole('button', { name: 'Switch account' })).toBeTruthy();
    expect(useToken).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.click(stay);
    });
    expect(await where()).toBe(`${READ}?from=mail`);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useToken).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
    expect(await session()).toBe(WREN);
  });

  it('Escape is staying too', async () => {
    open(tokenOf('u2'));
    await screen.findByRole('dialog', { name: 'Switch account?' });
    const stay = await screen.findByRole('button', { name: 'Stay as Historian Wren' });
    await waitFor(() => expect(document.activeElement).toBe(stay));
    await act(async () => {
      fireEvent.keyDown(stay, { key: 'Escape' });
    });
    expect(await where()).toBe(`${READ}?from=mail`);
    expect(await session()).toBe(WREN);
    expect(useToken).not.toHaveBeenCalled();
  });

  it("switching signs this player out, then takes the link's sign-in", async () => {
    const other = tokenOf('u2');
    open(other);
    const switchAccount = await screen.findByRole('button', { name: 'Switch account' });
    await act(async () => {
      fireEvent.click(switchAccount);
    });
    await waitFor(() => expect(useToken).toHaveBeenCalledWith(other));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(logout.mock.invocationCallOrder[0]).toBeLessThan(useToken.mock.invocationCallOrder[0]!);
    expect(await session()).toBe(other);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says how many unsent changes switching would lose', async () => {
    await db.outbox.put({ id: 'w1', seq: 1, scope: 'thread:saga:s1', label: 'Comment', state: 'pending' } as never);
    open(tokenOf('u2'));
    await screen.findByRole('dialog', { name: 'Switch account?' });
    expect(await screen.findByText('1 change not sent yet will be lost.')).toBeTruthy();
  });

  it("a link naming the player already signed in is dropped without a question; their session stays", async () => {
    open(tokenOf('u1', 500));
    expect(await where()).toBe(`${READ}?from=mail`);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useToken).not.toHaveBeenCalled();
    expect(await session()).toBe(WREN);
  });

  it('a token that names no one is asked about, never adopted', async () => {
    open('not-a-token');
    expect(await screen.findByRole('dialog', { name: 'Switch account?' })).toBeTruthy();
    expect(useToken).not.toHaveBeenCalled();
  });

  it('a device where no one is signed in takes the link’s sign-in, as before', async () => {
    await Promise.all([db.session.clear(), db.user.clear()]);
    const other = tokenOf('u2');
    open(other);
    await waitFor(() => expect(useToken).toHaveBeenCalledWith(other));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await session()).toBe(other);
  });

  it("leaves for the read page only once this page reads the link's sign-in, however soon the worker answers", async () => {
    // The worker answers before its write reaches this page's reads (another thread, another connection):
    // leaving on that answer, the guard would see no one signed in and send the player to onboarding.
    useToken.mockImplementationOnce(async (access: string) => {
      setTimeout(() => void db.transaction('rw', [db.session, db.user], async () => {
        await db.session.put({ id: 'current', access_token: access, refresh_token: null });
        await db.user.put({ ...user(), id: 'me', onboarding_state: 2 });
      }), 50);
    });
    const other = tokenOf('u2');
    open(other);
    const switchAccount = await screen.findByRole('button', { name: 'Switch account' });
    await act(async () => {
      fireEvent.click(switchAccount);
    });
    expect(await where()).toBe(`${READ}?from=mail`);
    expect(await session()).toBe(other);
  });
});
