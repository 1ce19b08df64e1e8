// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db';
import { user } from '../../worker/helpers/fixtures';

const requestCode = vi.fn();
const linkAccount = vi.fn();
vi.mock('../../../src/worker-client', () => ({ sync: { requestCode, linkAccount } }));
const { default: LinkAccountModal } = await import('../../../src/features/auth/LinkAccountModal');

beforeEach(async () => {
  await db.user.put({ ...user({ linked_accounts: [] }), id: 'me' });
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  requestCode.mockReset();
  linkAccount.mockReset();
  await db.user.clear();
});

const open = (query: string, onClose = () => {}) => render(<LinkAccountModal value="true" params={new URLSearchParams(query)} onClose={onClose} />);

describe('the link-account modal (in-play §4, §5)', () => {
  it('sends the code as a temporary user when nothing is linked; Send waits 16 s, then reads Resend The Code', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    requestCode.mockResolvedValue({ ok: true, value: undefined });
    open('link_account=true');
    await act(async () => {
      await vi.waitFor(async () => expect(await db.user.get('me')).toBeTruthy());
    });
    const send = screen.getByRole('button', { name: 'Send Code' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    });
    expect(requestCode).toHaveBeenCalledWith('ada@example.com', true);
    expect(screen.getByRole('button', { name: 'Resend in 16s' })).toHaveProperty('disabled', true);
    await act(async () => {
      vi.advanceTimersByTime(16_000);
    });
    expect(screen.getByRole('button', { name: 'Resend The Code' })).toHaveProperty('disabled', false);
  });

  it('a refused code shows the server’s words and clears the code; editing the email clears the error; success closes', async () => {
    linkAccount.mockResolvedValueOnce({ ok: false, message: 'That code is not valid. Check it or send a new one.' }).mockResolvedValueOnce({ ok: true, value: undefined });
    const onClose = vi.fn();
    open('link_account=true', onClose);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '12ab34567' } });
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('123456');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Link Account' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('That code is not valid. Check it or send a new one.');
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.org' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '654321' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Link Account' }));
    });
    expect(linkAccount).toHaveBeenLastCalledWith('ada@example.org', '654321');
    expect(onClose).toHaveBeenCalled();
  });

  it('a guest whose email has an account chooses whose progress to keep, and the same code finishes', async () => {
    await db.user.put({ ...user({ linked_accounts: [], is_temp_user: true, username: 'Wanderer' }), id: 'me' });
    const question = 'That email already belongs to the Historian Ada. Choose whose progress to keep.';
    linkAccount.mockResolvedValueOnce({ ok: false, status: 409, message: question }).mockResolvedValueOnce({ ok: true, value: undefined });
    const onClose = vi.fn();
    open('link_account=true', onClose);
    expect(await screen.findByText(/You are playing as a guest/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Link Account' }));
    });
    expect(screen.getByRole('dialog', { name: 'Whose Progress Do You Keep?' })).toBeTruthy();
    expect(screen.getByText(question)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Keep What I Played Here' }));
    });
    expect(linkAccount).toHaveBeenLastCalledWith('ada@example.com', '123456', 'guest');
    expect(onClose).toHaveBeenCalled();
  });

  it('a player who is no guest sees a 409 as a refusal, not a choice', async () => {
    linkAccount.mockResolvedValueOnce({ ok: false, status: 409, message: 'That email is already linked to another account.' });
    open('link_account=true');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Link Account' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('That email is already linked to another account.');
    expect(screen.queryByRole('dialog', { name: 'Whose Progress Do You Keep?' })).toBeNull();
  });

  it('the blocker option hides the close button and Escape does nothing', () => {
    const onClose = vi.fn();
    open('link_account=true&blocker=true', onClose);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    cleanup();
    open('link_account=true', onClose);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
