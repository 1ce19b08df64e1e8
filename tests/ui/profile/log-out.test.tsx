// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ logout: vi.fn(async (): Promise<{ ok: true; value: undefined } | { ok: false; message: string }> => ({ ok: true, value: undefined })) }));
vi.mock('../../../src/worker-client', () => ({ sync: calls }));

const { useLogOut } = await import('../../../src/lib/useLogOut');

function LogOutButton() {
  const { leaving, error, logOut } = useLogOut();
  return (
    <>
      <button type="button" disabled={leaving} onClick={() => void logOut()}>
        Log Out
      </button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}

const renderAt = () =>
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <Routes>
        <Route path="/profile" element={<LogOutButton />} />
        <Route path="/onboarding" element={<h1>Onboarding</h1>} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('logging out', () => {
  it('goes to onboarding once the worker has signed the player out', async () => {
    renderAt();
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeTruthy();
  });

  it('a refusal, or a call that rejects, keeps the player here with the reason and the button usable', async () => {
    calls.logout.mockImplementationOnce(async () => ({ ok: false, message: 'This could not be saved on your device.' }));
    renderAt();
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This could not be saved on your device.');
    expect(screen.queryByRole('heading', { name: 'Onboarding' })).toBeNull();

    calls.logout.mockImplementationOnce(async () => {
      throw new Error('the worker is gone');
    });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Log Out' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong'));
    expect(screen.queryByRole('heading', { name: 'Onboarding' })).toBeNull();
    expect(calls.logout).toHaveBeenCalledTimes(2);
  });
});
