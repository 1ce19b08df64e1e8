// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

const bo = { user_id: 'bo', username: 'Bo', avatar: null };
const parent = { comment_id: 'c1', kind: 'dungeon', target_id: 'd1', chapter: null, parent_id: null, user: bo, text: 'rude words', is_spoiler: false, reply_count: 2, created_at: '2026-01-01T00:00:00Z' };
let blocked = new Set<string>();
vi.mock('../../../src/features/comments/reads', () => ({
  useReplies: () => ({ replies: { rows: [] }, parent, ensure: { settled: true, error: null } }),
  useBlockedIds: () => blocked,
  useReachedChapter: () => null,
}));
vi.mock('../../../src/lib/reads', () => ({ useMe: () => ({ user_id: 'ada', username: 'Ada' }) }));
vi.mock('../../../src/worker-client', () => ({ sync: {} }));
const { default: RepliesPage } = await import('../../../src/features/comments/RepliesPage');

afterEach(cleanup);

const open = () => {
  localStorage.setItem('chronicle:spoiler-warning', 'off');
  render(
    <MemoryRouter initialEntries={['/dungeons/d1/comments/c1/replies']}>
      <Routes>
        <Route path="/dungeons/:dungeonId/comments/:commentId/replies" element={<RepliesPage />} />
      </Routes>
    </MemoryRouter>,
  );
};

describe('a conversation started by a blocked player', () => {
  it('offers no "Reply to" them', () => {
    blocked = new Set(['bo']);
    open();
    expect(screen.queryByText('rude words')).toBeNull();
    expect(screen.queryByLabelText('Reply to Bo')).toBeNull();
    expect(screen.getByText(/You blocked the Historian who started this conversation/)).toBeTruthy();
  });

  it('is answered as usual when they are not blocked', () => {
    blocked = new Set();
    open();
    expect(screen.getByText('rude words')).toBeTruthy();
    expect(screen.getByLabelText('Reply to Bo')).toBeTruthy();
  });
});
