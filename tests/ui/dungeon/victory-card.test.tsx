// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { DungeonEvent } from '../../../src/contract/dungeon';
import { VictoryCard } from '../../../src/features/dungeon/read/cards/VictoryCard';

type Victory = Extract<DungeonEvent, { type: 'victory' }>;
const victory = (progress: Victory['expedition_progress']): Victory =>
  ({ event_id: 'ev-9', seq: 9, type: 'victory', victory_text: 'The ark is sealed.', expedition_progress: progress }) as Victory;
const passage = { title: 'The First Thread', text: 'One thread of the three has been knotted again.' };

describe('the victory card', () => {
  afterEach(cleanup);

  it('reads the Expedition’s own passage under its progress, and the way on', () => {
    render(
      <MemoryRouter>
        <VictoryCard event={victory({ expedition_id: 'x', completed_dungeons: ['a'], current_dungeon: 'b', total_dungeons: 3, passage })} />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Expedition: The First Thread' });
    expect(section.textContent).toContain(passage.text);
    expect(screen.getByRole('heading', { name: 'The First Thread' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Expedition' })).toBeTruthy();
  });

  it('shows no passage outside an Expedition, nor for a stored victory that has none', () => {
    const { unmount } = render(
      <MemoryRouter>
        <VictoryCard event={victory(null)} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    render(
      <MemoryRouter>
        <VictoryCard event={victory({ expedition_id: 'x', completed_dungeons: ['a', 'b', 'c'], current_dungeon: null, total_dungeons: 3, passage: null })} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Expedition completed!')).toBeTruthy();
  });
});
