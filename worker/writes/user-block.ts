import * as z from 'zod/mini';
import { Id } from '../../src/contract';
import { BLOCKS_SCOPE, blockedWithPending, withBlocked, withoutBlocked } from '../sync/blocks';
import { done } from '../result';
import { defineWrite } from './define';

/**
 * Blocking another player: they join the blocked list at once, and their comments leave every thread the
 * device shows (the threads' reads skip blocked authors; the server hides them from its lists too).
 */
export const userBlock = defineWrite({
  kind: 'userBlock',
  input: z.object({ user_id: Id, username: z.string().check(z.maxLength(64)), avatar: z.optional(z.nullable(z.string())) }),
  tables: (db) => [db.user],

  async prepare({ db }, { user_id, username, avatar }) {
    const me = await db.user.get('me');
    if (!me) return { ok: false, message: 'Sign in to block a player.' };
    if (me.user_id === user_id) return { ok: false, message: 'You cannot block yourself.' };
    if (me.blocked_users.some((b) => b.user_id === user_id)) return done;
    const blocked = { user_id, username, avatar: avatar ?? null };
    return {
      scope: BLOCKS_SCOPE,
      label: `Block ${username}`,
      async optimistic() {
        await db.user.where('id').equals('me').modify((u) => {
          u.blocked_users = withBlocked(u.blocked_users, blocked);
        });
        return { kind: 'userBlock', request: { endpoint: 'blockUser', params: { userId: user_id }, body: {} }, blocked };
      },
    };
  },

  // The server's list, with the blocks and unblocks queued after this one still applied on top.
  async apply(db, _row, answer) {
    const list = await blockedWithPending(db, answer.blocked_users);
    await db.user.update('me', { blocked_users: list });
  },

  async rollback(db, row) {
    await db.user.where('id').equals('me').modify((u) => {
      u.blocked_users = withoutBlocked(u.blocked_users, row.blocked.user_id);
    });
  },
});
