// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type CardRow } from '../../../src/db';
import { user } from '../../worker/helpers/fixtures';
import { card, notification, ownCard } from '../../worker/helpers/profile-fixtures';

const calls = vi.hoisted(() => ({
  refresh: vi.fn(async () => ({ ok: true, value: undefined })),
  ensure: vi.fn(async () => ({ ok: true, value: undefined })),
  notificationRead: vi.fn(async () => ({ ok: true, value: undefined })),
  notificationReadAll: vi.fn(async () => ({ ok: true, value: undefined })),
  cardPublicSet: vi.fn(async () => ({ ok: true, value: undefined })),
  storyDelete: vi.fn(async () => ({ ok: true, value: undefined })),
}));
vi.mock('../../../src/worker-client', () => ({ sync: calls }));

const { CardActions } = await import('../../../src/features/cards/CardActions');
const { default: NotificationsPage } = await import('../../../src/features/notifications/NotificationsPage');

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.user.put({ ...user({ pending_notifications: 2 }), id: 'me' });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const row = (c: ReturnType<typeof card>): CardRow => ({ ...c, tab: c.type === 'custom' ? 'custom' : 'originals', position: 0 });

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}
const at = () => screen.getByTestId('where').textContent;

describe("a card's actions (in-play §6)", () => {
  it("its creator toggles 'Make this adventure public?' and makes a new version; delete asks first", async () => {
    render(
      <MemoryRouter initialEntries={['/trading-cards']}>
        <CardActions card={row(ownCard('c1'))} meId="u1" onDeleted={() => {}} />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Make this adventure public?' }));
    expect(calls.cardPublicSet).toHaveBeenCalledWith({ card_id: 'c1', is_public: true });
    fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
    expect(screen.getByRole('dialog', { name: 'Delete Custom Adventure?' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete Custom Adventure?' })).getByRole('button', { name: 'Delete' }));
    expect(calls.storyDelete).toHaveBeenCalledWith({ saga_id: 'saga-c1' });
    fireEvent.click(screen.getByRole('button', { name: 'Create New Version' }));
    expect(at()).toBe('/quickplay?sagaId=saga-c1');
  });

  it("someone else's custom card: no toggle, no new version, but Open Adventure and delete; an original: no delete", () => {
    const { unmount } = render(
      <MemoryRouter>
        <CardActions card={row(ownCard('c2', { created_by: 'u2' }))} meId="u1" onDeleted={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create New Version' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open Adventure' }).getAttribute('href')).toBe('/sagas/saga-c2');
    expect(screen.getByRole('button', { name: /Delete/ })).toBeTruthy();
    unmount();
    render(
      <MemoryRouter>
        <CardActions card={row(card('g', { type: 'gold' }))} meId="u1" onDeleted={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});

describe('the notifications page', () => {
  it('a tap marks the notification read and goes where its type leads; one leading nowhere is only marked', async () => {
    await db.notifications.bulkPut([
      { ...notification('n1', { type: 'dungeon_reply_discussion', text: 'New reply - tap to view it', extra_data: { dungeon_id: 'd1' } }), id: 'n1' },
      { ...notification('n2', { type: 'friend_pack_received', text: 'A friend pack', created_at: '2024-01-01T00:00:00.000Z' }), id: 'n2' },
    ]);
    render(
      <MemoryRouter initialEntries={['/profile/notifications']}>
        <Routes>
          <Route path="*" element={<><NotificationsPage /><Where /></>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('2 unread')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read: A friend pack' }));
    expect(calls.notificationRead).toHaveBeenCalledWith({ notification_id: 'n2' });
    fireEvent.click(screen.getByRole('button', { name: 'Unread: New reply - tap to view it' }));
    expect(calls.notificationRead).toHaveBeenCalledWith({ notification_id: 'n1' });
    await waitFor(() => expect(at()).toBe('/dungeons/d1/comments'));
  });

  it("'Mark all as read' sends the ids on screen", async () => {
    await db.notifications.bulkPut([{ ...notification('n1'), id: 'n1' }, { ...notification('n2', { read: true }), id: 'n2' }]);
    render(
      <MemoryRouter>
        <NotificationsPage />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(calls.notificationReadAll).toHaveBeenCalledWith({ notification_ids: ['n2', 'n1'] });
  });
});
