// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The read page of a Timeline with no crawl on the device: what the crawl's pull answered, and whether online. */
const state = vi.hoisted(() => ({ ensure: { settled: true, error: null as string | null, missing: false }, online: true }));
vi.mock('../../../src/worker-client', () => ({ sync: {} }));
vi.mock('../../../src/lib/useOnline', () => ({ useOnline: () => state.online }));
vi.mock('../../../src/features/dungeon/reads', () => ({
  useCrawl: () => ({ progress: null, events: [], ensure: state.ensure }),
  useJournal: () => [],
  getDungeon: async () => null,
}));
const { default: DungeonReadPage } = await import('../../../src/features/dungeon/read/DungeonReadPage');

afterEach(cleanup);

function open() {
  render(
    <MemoryRouter initialEntries={['/dungeons/library-burned-twice/read']}>
      <Routes>
        <Route path="/dungeons/:dungeonId/read/:step?" element={<DungeonReadPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Go to the Timeline' }).previousElementSibling?.textContent;
}

describe('the read page of a Timeline with no crawl', () => {
  it('says once, in one sentence, that the Timeline was never entered (the server has no crawl of it)', () => {
    state.online = true;
    state.ensure = { settled: true, error: 'You have not entered this Timeline yet.', missing: true };
    expect(open()).toBe('You have not entered this Timeline yet.');
  });

  it('says what failed when the crawl could not be pulled', () => {
    state.online = true;
    state.ensure = { settled: true, error: 'Something went wrong', missing: false };
    expect(open()).toBe('This Timeline could not be opened: Something went wrong');
  });

  it('offline, says it opens once back online', () => {
    state.online = false;
    state.ensure = { settled: true, error: 'No connection. Try again when you are online.', missing: false };
    expect(open()).toBe('You are offline and this Timeline is not on your device yet. It will open once you are back online.');
  });
});
