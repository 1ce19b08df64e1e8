import * as z from 'zod/mini';
import { Id } from '../../src/contract';
import { AVATARS_SCOPE, avatarsWithPending, withSeen } from '../sync/avatars';
import { done } from '../result';
import { defineWrite } from './define';

/**
 * The player looked at their new avatars (the picker closed): those it showed as 'New' stop being new.
 * The server clears every 'New' mark; the list it answers replaces the local one.
 */
export const avatarNewClear = defineWrite({
  kind: 'avatarNewClear',
  input: z.object({ avatar_ids: z.array(Id).check(z.minLength(1), z.maxLength(200)) }),
  tables: (db) => [db.avatars],

  async prepare({ db }, { avatar_ids }) {
    const unseen = (await db.avatars.bulkGet(avatar_ids)).flatMap((a) => (a && !a.seen ? [a.avatar_id] : []));
    if (unseen.length === 0) return done;
    return {
      scope: AVATARS_SCOPE,
      label: 'New avatars seen',
      async optimistic() {
        await db.avatars.bulkPut(withSeen(await db.avatars.toArray(), unseen));
        return { kind: 'avatarNewClear', request: { endpoint: 'avatarsSeen', params: {}, body: {} }, avatar_ids: unseen };
      },
    };
  },

  async apply(db, _row, answer) {
    await db.avatars.clear();
    await db.avatars.bulkPut(await avatarsWithPending(db, answer));
  },

  async rollback(db, row) {
    await db.avatars.bulkPut((await db.avatars.bulkGet(row.avatar_ids)).flatMap((a) => (a ? [{ ...a, seen: false }] : [])));
  },
});
