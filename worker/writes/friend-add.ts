import { AddFriend } from '../../src/contract';
import { FRIENDS_SCOPE, PENDING_POSITION_BASE, friendKey, friendRow, pendingFriendKey } from '../sync/friends';
import { defineWrite } from './define';

/** in-play §8 Add friend, verbatim. The server says the third ('This username does not exist'). */
export const ADD_FRIEND_ERRORS = {
  empty: 'Please enter a username or email',
  missing: 'This username does not exist',
  already: 'User is already in your group',
  self: 'You cannot add yourself to your group.',
} as const;

/**
 * Adding a player to the group by their exact username or email (after trimming). What the device can
 * tell is refused at once: nothing typed, themselves, or someone already in the group (by name, or by an
 * email the player typed before). Otherwise the add waits in the outbox as a pending row named as typed; the server
 * finds the player (or refuses with its message) and its answer replaces the row.
 */
export const friendAdd = defineWrite({
  kind: 'friendAdd',
  input: AddFriend,
  tables: (db) => [db.friends],

  async prepare({ db }, { query }) {
    const typed = query.trim();
    if (typed === '') return { ok: false, message: ADD_FRIEND_ERRORS.empty };
    const folded = typed.toLowerCase();
    const me = await db.user.get('me');
    if (me && (me.username?.toLowerCase() === folded || me.email.toLowerCase() === folded)) return { ok: false, message: ADD_FRIEND_ERRORS.self };
    const group = await db.friends.toArray();
    const known = group.some((f) => f.username.toLowerCase() === folded || f.email?.toLowerCase() === folded);
    if (known) return { ok: false, message: ADD_FRIEND_ERRORS.already };
    return {
      scope: FRIENDS_SCOPE,
      label: `Add ${typed} to your group`,
      async optimistic({ outboxId, seq }) {
        await db.friends.put({
          key: pendingFriendKey(typed),
          user_id: '',
          username: typed,
          email: typed.includes('@') ? typed : null,
          avatar: '',
          rank_title: '',
          position: PENDING_POSITION_BASE + seq,
          pending: true,
          outbox_id: outboxId,
        });
        return { kind: 'friendAdd', request: { endpoint: 'addFriend', params: {}, body: { query: typed } } };
      },
    };
  },

  async apply(db, row, answer) {
    await db.friends.delete(pendingFriendKey(row.request.body.query));
    const existing = await db.friends.get(friendKey(answer.user_id));
    const listed = await db.friends.filter((f) => !f.pending).toArray();
    const position = existing?.position ?? listed.reduce((next, f) => Math.max(next, f.position + 1), 0);
    await db.friends.put(friendRow(answer, position));
  },

  async rollback(db, row) {
    await db.friends.delete(pendingFriendKey(row.request.body.query));
  },
});
