// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db';
import { prompt } from '../../worker/helpers/fixtures';

const promptDismiss = vi.fn();
vi.mock('../../../src/worker-client', () => ({ sync: { promptDismiss } }));
const { default: PromptModal } = await import('../../../src/features/announcements/PromptModal');

afterEach(async () => {
  cleanup();
  promptDismiss.mockReset();
  await db.prompts.clear();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

async function show(kind: Parameters<typeof prompt>[1] extends infer O ? O : never, onClose = vi.fn()) {
  await db.prompts.put({ ...prompt('p1', kind), seen: false });
  render(
    <MemoryRouter initialEntries={[`/sanctum?${kind?.kind ?? 'rank_achievement'}=p1`]}>
      <Routes>
        <Route path="*" element={<><Where /><PromptModal value="p1" params={new URLSearchParams()} onClose={onClose} /></>} />
      </Routes>
    </MemoryRouter>,
  );
  return onClose;
}

describe('the prompt modals', () => {
  it('a rank-up shows its title, rank and text, and leads to the Historian Rank; either way it is marked seen', async () => {
    await show({ kind: 'rank_achievement', detail: 'Rank 3: Keeper of Scrolls' });
    expect(await screen.findByRole('dialog', { name: 'New Historian Rank!' })).toBeTruthy();
    expect(screen.getByText('Rank 3: Keeper of Scrolls')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'View Historian Rank' }));
    });
    expect(promptDismiss).toHaveBeenCalledWith({ prompt_id: 'p1' });
    expect(screen.getByTestId('where').textContent).toBe('/sanctum/historian-rank');
  });

  it('a room-restart achievement has only Continue, which closes and marks it seen', async () => {
    const onClose = await show({ kind: 'room_restart_achievement', title: 'Free Room Restart Earned!', detail: '1 free room restart' });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(promptDismiss).toHaveBeenCalledWith({ prompt_id: 'p1' });
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Maybe Later' })).toBeNull();
  });

  it('the Sanctum teaser opens the tour in its place', async () => {
    await show({ kind: 'sanctum_teaser', title: 'Your Sanctum Awaits' });
    await screen.findByRole('dialog', { name: 'Your Sanctum Awaits' });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Show Me Around' }));
    });
    expect(screen.getByTestId('where').textContent).toBe('/sanctum?onboarding_overlay=true');
  });
});
