// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db';
import { avatar } from '../../worker/helpers/dungeon-fixtures';
import { user } from '../../worker/helpers/fixtures';

const calls = vi.hoisted(() => ({
  ensure: vi.fn(async () => ({ ok: true, value: undefined })),
  avatarSelect: vi.fn(async () => ({ ok: true, value: undefined })),
  avatarNewClear: vi.fn(async () => ({ ok: true, value: undefined })),
}));
vi.mock('../../../src/worker-client', () => ({ sync: calls }));

const { AvatarPicker } = await import('../../../src/features/avatars');

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.user.put({ ...user(), id: 'me' });
  await db.avatars.bulkPut([
    avatar('cur', { name: 'Archivist', description: 'Keeper of the sealed stacks', state: 'selected' }),
    avatar('owl', { name: 'Night Owl', description: 'Reads by candlelight', seen: false }),
    avatar('map', { name: 'Cartographer', description: 'Draws every room', state: 'unearned' }),
    avatar('myth', { name: 'Mythic Patron', description: 'For Mythic subscribers', state: 'inactive', subscriber_only: true }),
  ]);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const tile = (name: RegExp) => screen.getByRole('radio', { name });
const select = () => screen.getByRole('button', { name: 'Select' }) as HTMLButtonElement;

describe('the avatar picker', () => {
  it('marks the current one Current, the unseen one New, the locked To Unlock, the inactive Unavailable', async () => {
    render(<AvatarPicker onClose={() => {}} />);
    expect(await screen.findByRole('radio', { name: /Archivist/ })).toBeTruthy();
    expect(tile(/Archivist/).closest('label')?.textContent).toContain('Current');
    expect(tile(/Night Owl/).closest('label')?.textContent).toContain('New');
    expect(tile(/Cartographer/).closest('label')?.textContent).toContain('To Unlock');
    expect(tile(/Mythic Patron/).closest('label')?.textContent).toContain('Unavailable');
  });

  it('Select is enabled only for an earned avatar, and chooses it through the outbox', async () => {
    const onClose = vi.fn();
    render(<AvatarPicker onClose={onClose} />);
    await screen.findByRole('radio', { name: /Archivist/ });
    expect(select().disabled).toBe(true);
    fireEvent.click(tile(/Cartographer/));
    expect(select().disabled).toBe(true);
    fireEvent.click(tile(/Mythic Patron/));
    expect(select().disabled).toBe(true);
    fireEvent.click(tile(/Night Owl/));
    expect(select().disabled).toBe(false);
    fireEvent.click(select());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.avatarSelect).toHaveBeenCalledWith({ avatar_id: 'owl' });
    // Closing clears the 'New' marks the player has now seen.
    expect(calls.avatarNewClear).toHaveBeenCalledWith({ avatar_ids: ['owl'] });
  });

  it("searches descriptions without regard to case and says 'No Avatars found'", async () => {
    render(<AvatarPicker onClose={() => {}} />);
    await screen.findByRole('radio', { name: /Archivist/ });
    fireEvent.change(screen.getByLabelText('Search avatars'), { target: { value: 'CANDLE' } });
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([expect.stringContaining('Night Owl')]);
    fireEvent.change(screen.getByLabelText('Search avatars'), { target: { value: 'dragon' } });
    expect(screen.getByText('No Avatars found')).toBeTruthy();
    expect(select().disabled).toBe(true);
  });
});
