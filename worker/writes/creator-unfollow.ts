import * as z from 'zod/mini';
import { done } from '../result';
import { applySummary, creatorScope, putBack, showFollowing } from './creator-follow';
import { defineWrite } from './define';

/** Unfollowing a creator: shown at once, in order with a follow of the same creator (one scope). */
export const creatorUnfollow = defineWrite({
  kind: 'creatorUnfollow',
  input: z.object({ name: z.string().check(z.minLength(1), z.maxLength(100)) }),
  tables: (db) => [db.creators],
  async prepare({ db }, { name }) {
    const creator = await db.creators.get(name);
    if (creator && !creator.is_following) return done;
    return {
      scope: creatorScope(name),
      label: `Unfollow ${creator?.name ?? name}`,
      async optimistic({ outboxId }) {
        const replaced = await showFollowing(db, name, false, outboxId);
        return { kind: 'creatorUnfollow', request: { endpoint: 'unfollow', params: { name }, body: {} }, replaced };
      },
    };
  },
  apply: (db, row, answer) => applySummary(db, row, answer),
  rollback: (db, row) => putBack(db, row),
  refreshAfter: () => [{ kind: 'followingFeed' }],
});
