import { describe, expect, it } from 'vitest';
import { user } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';
import { notification } from '../helpers/profile-fixtures';

async function withNotifications() {
  const h = await signedIn();
  await h.db.notifications.bulkPut(['n1', 'n2', 'n3'].map((id) => ({ ...notification(id), id })));
  await h.db.notifications.update('n3', { read: true });
  await h.db.user.update('me', { pending_notifications: 2 });
  return h;
}
const unread = async (db: Awaited<ReturnType<typeof signedIn>>['db']) => (await db.user.get('me'))?.pending_notifications;

describe('notificationRead: a notification tapped', () => {
  it('reads as read offline at once, lowers the unread number, and is sent once', async () => {
    const { db, net, api, outbox } = await withNotifications();
    net.online = false;
    await api.notificationRead({ notification_id: 'n1' });
    await outbox.idle();
    expect((await db.notifications.get('n1'))?.read).toBe(true);
    expect(await unread(db)).toBe(1);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'notificationRead', scope: 'notifications', was_unread: true }]);

    net.on('POST', '/notifications/:id/read/', (_req, { id }) => ({ status: 200, body: notification(id ?? '', { read: true }) }));
    net.on('GET', '/user/', { status: 200, body: user({ pending_notifications: 1 }) });
    net.online = true;
    await api.online();
    await outbox.idle();
    expect(net.to('POST', '/notifications/n1/read/')).toHaveLength(1);
    expect((await db.notifications.get('n1'))?.read).toBe(true);
    expect(await unread(db)).toBe(1);
  });

  it('a pull of the list or the player keeps a read not sent yet', async () => {
    const { db, net, api, outbox } = await withNotifications();
    net.online = false;
    await api.notificationRead({ notification_id: 'n1' });
    await outbox.idle();

    net.online = true;
    net.on('POST', '/notifications/:id/read/', { status: 503 });
    net.on('GET', '/notifications/', { status: 200, body: { notifications: [notification('n1'), notification('n2')], unread: 2 } });
    net.on('GET', '/user/', { status: 200, body: user({ pending_notifications: 2 }) });
    await api.refresh({ kind: 'notifications' });
    expect((await db.notifications.get('n1'))?.read).toBe(true);
    expect(await db.notifications.count()).toBe(2);
    expect(await unread(db)).toBe(1);
    await api.refresh({ kind: 'user' });
    expect(await unread(db)).toBe(1);
  });

  it('a discard makes it unread again; a read one queues nothing', async () => {
    const { db, net, api, outbox } = await withNotifications();
    net.on('POST', '/notifications/:id/read/', { status: 404, body: { message: 'There is no such notification.' } });
    await api.notificationRead({ notification_id: 'n1' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    await api.discardWrite(row!.id);
    expect((await db.notifications.get('n1'))?.read).toBe(false);
    expect(await unread(db)).toBe(2);

    expect(await api.notificationRead({ notification_id: 'n3' })).toEqual({ ok: true, value: undefined });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("notificationReadAll: 'Mark all as read'", () => {
  it('marks every one read at once, the unread number 0; sent once; a discard puts the unread back', async () => {
    const { db, net, api, outbox } = await withNotifications();
    net.online = false;
    await api.notificationReadAll({ notification_ids: ['n1', 'n2', 'n3'] });
    await outbox.idle();
    expect((await db.notifications.toArray()).every((n) => n.read)).toBe(true);
    expect(await unread(db)).toBe(0);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: 'notificationReadAll', read_ids: ['n1', 'n2'] });

    await api.discardWrite(row!.id);
    expect((await db.notifications.orderBy('id').toArray()).map((n) => n.read)).toEqual([false, false, true]);
    expect(await unread(db)).toBe(2);

    await api.notificationReadAll({ notification_ids: ['n1', 'n2', 'n3'] });
    net.on('POST', '/notifications/read-all/', { status: 200, body: { unread: 0 } });
    net.online = true;
    await api.online();
    await outbox.idle();
    expect(net.to('POST', '/notifications/read-all/')).toHaveLength(1);
    expect(await unread(db)).toBe(0);
  });
});
