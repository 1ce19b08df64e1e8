import * as z from 'zod/mini';
import { Id } from '../../src/contract';
import { AVATARS_SCOPE, avatarsWithPending, withSelected } from '../sync/avatars';
import { done } from '../result';
import { defineWrite } from './define';

/** Why an avatar cannot be chosen (in-play §5: Select is disabled for these states). */
const REFUSALS = {
  unearned: 'You have not earned this avatar yet.',
  inactive: 'This avatar is for Mythic subscribers only.',
} as const;

/**
 * Choosing an avatar (the picker's Select): it is 'Current' at once and the player's picture changes with
 * it; the server's list then replaces the optimistic one (with later queued choices replayed on top).
 */
export const avatarSelect = defineWrite({
  kind: 'avatarSelect',
  input: z.object({ avatar_id: Id }),
  tables: (db) => [db.avatars, db.user],

  async prepare({ db }, { avatar_id }) {
    const avatar = await db.avatars.get(avatar_id);
    if (!avatar) return { ok: false, message: 'There is no such avatar.' };
    if (avatar.state === 'selected') return done;
    if (avatar.state === 'unearned' || avatar.state === 'inactive') return { ok: false, message: REFUSALS[avatar.state] };
    const me = await db.user.get('me');
    if (!me) return { ok: false, message: 'Sign in to choose an avatar.' };
    const before = await db.avatars.where('state').equals('selected').first();
    const previous = { avatar_id: before?.avatar_id ?? null, image_url: me.avatar?.image_url ?? null };
    return {
      scope: AVATARS_SCOPE,
      label: `Avatar: ${avatar.name}`,
      async optimistic() {
        await db.avatars.bulkPut(withSelected(await db.avatars.toArray(), avatar_id));
        await db.user.update('me', { avatar: { image_url: avatar.image_url } });
        return { kind: 'avatarSelect', request: { endpoint: 'selectAvatar', params: { avatarId: avatar_id }, body: {} }, previous };
      },
    };
  },

  async apply(db, _row, answer) {
    await db.avatars.clear();
    await db.avatars.bulkPut(await avatarsWithPending(db, answer));
  },

  async rollback(db, row) {
    const { avatar_id, image_url } = row.previous;
    await db.avatars.bulkPut(
      (await db.avatars.toArray()).map((a) =>
        a.avatar_id === avatar_id ? { ...a, state: 'selected' as const } : a.state === 'selected' ? { ...a, state: 'earned' as const } : a,
      ),
    );
    await db.user.update('me', { avatar: image_url ? { image_url } : null });
  },

  // The player's row carries the picture the server now shows for them.
  refreshAfter: () => [{ kind: 'user' }],
});
