import * as z from 'zod/mini';
import type { ChronicleDB, OutboxRowOf } from '../../src/db';
import type { AnswerOf } from '../outbox/delivery';
import { done } from '../result';
import { defineWrite } from './define';

const Input = z.object({ name: z.string().check(z.minLength(1), z.maxLength(100)) });

/** Both directions share their scope, so a follow and an unfollow of one creator reach the server in order. */
export const creatorScope = (name: string) => `creator:${name}`;

/** Shows the creator followed (or not) at once, the follower count moved by one. */
export async function showFollowing(db: ChronicleDB, name: string, following: boolean, outboxId: string) {
  const replaced = (await db.creators.get(name)) ?? null;
  if (replaced) {
    const count = Math.max(0, replaced.follower_count + (following === replaced.is_following ? 0 : following ? 1 : -1));
    await db.creators.put({ ...replaced, is_following: following, follower_count: count, pending_outbox_id: outboxId });
  }
  return replaced;
}

/** The server's summary replaces the row, unless a later follow or unfollow of the same creator still waits. */
export async function applySummary(db: ChronicleDB, row: OutboxRowOf<'creatorFollow' | 'creatorUnfollow'>, answer: AnswerOf<'creatorFollow'>) {
  const current = await db.creators.get(answer.page_name);
  if (current?.pending_outbox_id && current.pending_outbox_id !== row.id) return;
  await db.creators.put({ ...answer, page: current?.page, pending_outbox_id: null });
}

export async function putBack(db: ChronicleDB, row: OutboxRowOf<'creatorFollow' | 'creatorUnfollow'>) {
  const current = row.replaced && (await db.creators.get(row.replaced.page_name));
  if (row.replaced && current?.pending_outbox_id === row.id) await db.creators.put(row.replaced);
}

/** Following a creator: the followed state and the count change at once; the feed follows the answer. */
export const creatorFollow = defineWrite({
  kind: 'creatorFollow',
  input: Input,
  tables: (db) => [db.creators],
  async prepare({ db }, { name }) {
    const creator = await db.creators.get(name);
    if (creator?.is_following) return done;
    return {
      scope: creatorScope(name),
      label: `Follow ${creator?.name ?? name}`,
      async optimistic({ outboxId }) {
        const replaced = await showFollowing(db, name, true, outboxId);
        return { kind: 'creatorFollow', request: { endpoint: 'follow', params: { name }, body: {} }, replaced };
      },
    };
  },
  apply: (db, row, answer) => applySummary(db, row, answer),
  rollback: (db, row) => putBack(db, row),
  refreshAfter: () => [{ kind: 'followingFeed' }],
});
