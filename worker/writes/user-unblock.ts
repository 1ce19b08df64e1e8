import * as z from 'zod/mini';
import { Id } from '../../src/contract';
import { BLOCKS_SCOPE, blockedWithPending, withBlocked, withoutBlocked } from '../sync/blocks';
import { done } from '../result';
import { defineWrite } from './define';

/**
 * Unblocking: the player leaves the blocked list at once; their comments come back with the next pull of
 * each thread (the server left them out of the blocker's lists).
 */
export const userUnblock = defineWrite({
  kind: 'userUnblock',
  input: z.object({ user_id: Id }),
  tables: (db) => [db.user],

  async prepare({ db }, { user_id }) {
    const me = await db.user.get('me');
    if (!me) return { ok: false, message: 'Sign in to unblock a player.' };
    const entry = me.blocked_users.find((b) => b.user_id === user_id);
    if (!entry) return done;
    return {
      scope: BLOCKS_SCOPE,
      label: `Unblock ${entry.username ?? 'a player'}`,
      async optimistic() {
        await db.user.where('id').equals('me').modify((u) => {
          u.blocked_users = withoutBlocked(u.blocked_users, user_id);
        });
        return { kind: 'userUnblock', request: { endpoint: 'unblockUser', params: { userId: user_id }, body: {} }, unblocked: entry };
      },
    };
  },

  async apply(db, _row, answer) {
    await db.user.update('me', { blocked_users: await blockedWithPending(db, answer.blocked_users) });
  },

  async rollback(db, row) {
    const { unblocked } = row;
    if (!unblocked) return;
    await db.user.where('id').equals('me').modify((u) => {
      u.blocked_users = withBlocked(u.blocked_users, unblocked);
    });
  },
});
