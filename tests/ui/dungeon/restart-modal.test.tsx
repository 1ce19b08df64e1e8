// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const resetDungeon = vi.fn(async () => ({ ok: true }));
const restartRoom = vi.fn(async () => ({ ok: true }));
vi.mock('../../../src/worker-client', () => ({ sync: { resetDungeon, restartRoom } }));
const { RestartModal } = await import('../../../src/features/dungeon/sheets/RestartModal');

afterEach(() => {
  cleanup();
  resetDungeon.mockClear();
  restartRoom.mockClear();
});

describe('the restart modal', () => {
  it('asks before ending the whole run; cancel keeps it', async () => {
    render(<RestartModal dungeonId="d1" freeRoomRestart onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Restart the Dungeon' }));
    expect(resetDungeon).not.toHaveBeenCalled();
    const confirm = await screen.findByRole('dialog', { name: 'Restart the whole Timeline?' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm.isConnected).toBe(false);
    expect(resetDungeon).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Restart the Dungeon' }));
    const again = await screen.findByRole('dialog', { name: 'Restart the whole Timeline?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Restart the Dungeon' }));
    expect(resetDungeon).toHaveBeenCalledWith('d1');
  });

  it('a free room restart is taken at once; a paid one is confirmed', async () => {
    const { unmount } = render(<RestartModal dungeonId="d1" freeRoomRestart onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Restart this Room — Free' }));
    expect(restartRoom).toHaveBeenCalledOnce();
    unmount();
    render(<RestartModal dungeonId="d1" freeRoomRestart={false} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Restart this Room — $0.99' }));
    expect(await screen.findByRole('dialog', { name: 'Restart this room for $0.99?' })).toBeTruthy();
    expect(restartRoom).toHaveBeenCalledOnce();
  });
});
