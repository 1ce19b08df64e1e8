// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const redeemCode = vi.fn();
vi.mock('../../../src/worker-client', () => ({ sync: { redeemCode } }));
const { default: FreePlayCodeModal } = await import('../../../src/features/codes/FreePlayCodeModal');

afterEach(() => {
  cleanup();
  redeemCode.mockReset();
});

const open = () => render(<FreePlayCodeModal value="true" params={new URLSearchParams('free_play_code=true')} onClose={() => {}} />);

describe('the free-play code modal', () => {
  it('sends the code as typed, shows submitting, then the server’s success message', async () => {
    let answer!: (v: unknown) => void;
    redeemCode.mockReturnValue(new Promise((r) => (answer = r)));
    open();
    const redeem = screen.getByRole('button', { name: 'Redeem Code' });
    expect(redeem).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: ' lanternlight ' } });
    fireEvent.click(redeem);
    expect(redeemCode).toHaveBeenCalledWith(' lanternlight ');
    expect(await screen.findByRole('button', { name: 'Redeeming…' })).toHaveProperty('disabled', true);
    answer({ ok: true, value: { message: '24 Hours of Subscriber unlimited play activated!' } });
    expect(await screen.findByText('24 Hours of Subscriber unlimited play activated!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Playing' })).toBeTruthy();
  });

  it('shows the server’s refusal (the cooldown), else “An error occurred”; typing again clears it', async () => {
    redeemCode.mockResolvedValueOnce({ ok: false, message: '5 days 4 hours until you can redeem another code' }).mockResolvedValueOnce({ ok: false, message: '' });
    open();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'EMBERWEEK' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem Code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('5 days 4 hours until you can redeem another code');
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'EMBERWEEK2' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Redeem Code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred');
  });
});
