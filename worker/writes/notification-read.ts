import * as z from 'zod/mini';
import { Id } from '../../src/contract';
import { NOTIFICATIONS_SCOPE, notificationRow } from '../sync/notifications';
import { done } from '../result';
import { snippet, defineWrite } from './define';

/** A notification tapped: it reads as read at once and the unread number drops (offline too). */
export const notificationRead = defineWrite({
  kind: 'notificationRead',
  input: z.object({ notification_id: Id }),
  tables: (db) => [db.notifications, db.user],

  async prepare({ db }, { notification_id }) {
    const item = await db.notifications.get(notification_id);
    if (!item) return { ok: false, message: 'There is no such notification.' };
    if (item.read) return done;
    return {
      scope: NOTIFICATIONS_SCOPE,
      label: `Read: ${snippet(item.text)}`,
      async optimistic() {
        await db.notifications.update(notification_id, { read: true });
        await db.user.where('id').equals('me').modify((u) => {
          u.pending_notifications = Math.max(0, u.pending_notifications - 1);
        });
        return { kind: 'notificationRead', request: { endpoint: 'readNotification', params: { id: notification_id }, body: {} }, was_unread: true };
      },
    };
  },

  async apply(db, _row, answer) {
    await db.notifications.put(notificationRow(answer));
  },

  async rollback(db, row) {
    await db.notifications.update(row.request.params.id, { read: false });
    if (row.was_unread) await db.user.where('id').equals('me').modify((u) => void (u.pending_notifications += 1));
  },

  // The unread number is the server's to say (other devices read too).
  refreshAfter: () => [{ kind: 'user' }],
});
