import * as z from 'zod/mini';
import { Id } from '../../src/contract';
import { NOTIFICATIONS_SCOPE } from '../sync/notifications';
import { done } from '../result';
import { defineWrite } from './define';

/**
 * 'Mark all as read': every notification the player sees reads as read at once and the unread number
 * goes to 0. The server marks every one of theirs.
 */
export const notificationReadAll = defineWrite({
  kind: 'notificationReadAll',
  /** The notifications on the player's screen: what they asked to mark. */
  input: z.object({ notification_ids: z.array(Id).check(z.minLength(1), z.maxLength(100)) }),
  tables: (db) => [db.notifications, db.user],

  async prepare({ db }, { notification_ids }) {
    const unread = (await db.notifications.bulkGet(notification_ids)).flatMap((n) => (n && !n.read ? [n.id] : []));
    if (unread.length === 0) return done;
    return {
      scope: NOTIFICATIONS_SCOPE,
      label: 'Mark all notifications as read',
      async optimistic() {
        await db.notifications.where('id').anyOf(unread).modify({ read: true });
        await db.user.where('id').equals('me').modify((u) => {
          u.pending_notifications = Math.max(0, u.pending_notifications - unread.length);
        });
        return { kind: 'notificationReadAll', request: { endpoint: 'readAllNotifications', params: {}, body: {} }, read_ids: unread };
      },
    };
  },

  // Everything the server holds is read now, beyond what this device lists.
  async apply(db, _row, answer) {
    await db.notifications.toCollection().modify({ read: true });
    await db.user.where('id').equals('me').modify({ pending_notifications: answer.unread });
  },

  async rollback(db, row) {
    await db.notifications.where('id').anyOf(row.read_ids).modify({ read: false });
    await db.user.where('id').equals('me').modify((u) => void (u.pending_notifications += row.read_ids.length));
  },
});
