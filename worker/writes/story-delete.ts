import * as z from 'zod/mini';
import { Id } from '../../src/contract';
import { addNotice } from '../sync/notices';
import { storyScope } from '../sync/story';
import { defineWrite } from './define';

/**
 * 'Delete Custom Adventure?', on the owner's story or on any custom card (in-play §6): one write, as the
 * server has one call. The saga's custom cards leave the player's collection at once; an owner's story
 * leaves their recents and shows as being deleted. The server deletes the story for its owner (holders of its
 * card keep reading it) and takes the card out of anyone else's collection; once it has, the story leaves the
 * device and its 'Adventure deleted successfully!' shows.
 */
export const storyDelete = defineWrite({
  kind: 'storyDelete',
  input: z.object({ saga_id: Id }),
  tables: (db) => [db.stories, db.storyChapters, db.sagas, db.sagaCards, db.echoes, db.recents, db.cards, db.notices],

  async prepare({ db }, { saga_id }) {
    const story = await db.stories.get(saga_id);
    const saga = await db.sagas.get(saga_id);
    const held = await db.cards.where('saga_id').equals(saga_id).filter((c) => c.type === 'custom').toArray();
    // The owner's, as far as the device knows it: every row of it there says so.
    const owner = Boolean(story || saga) && story?.is_owner !== false && saga?.is_owner !== false;
    if (!owner && held.length === 0) return { ok: false, message: 'Only the owner of this story can delete it.' };
    return {
      scope: storyScope(saga_id),
      label: `Delete adventure: “${story?.title ?? saga?.title ?? held[0]?.name ?? 'custom adventure'}”`,
      async optimistic({ outboxId }) {
        await db.cards.bulkDelete(held.map((c) => c.card_id));
        const key = `story:${saga_id}`;
        const removed_recent = owner ? ((await db.recents.get(key)) ?? null) : null;
        if (owner) {
          await db.stories.update(saga_id, { deleting: outboxId });
          await db.recents.delete(key);
        }
        return { kind: 'storyDelete', request: { endpoint: 'deleteCustomSaga', params: { sagaId: saga_id }, body: {} }, removed_recent, removed_cards: held };
      },
    };
  },

  async apply(db, row, answer) {
    const id = row.request.params.sagaId;
    await db.storyChapters.where('story_id').equals(id).delete();
    await Promise.all([db.stories.delete(id), db.sagas.delete(id), db.sagaCards.delete(id), db.echoes.delete(id)]);
    await addNotice(db, answer.message, 'success', row.createdAt);
  },

  async rollback(db, row) {
    await db.stories.where('story_id').equals(row.request.params.sagaId).modify({ deleting: null });
    if (row.removed_recent) await db.recents.put(row.removed_recent);
    await db.cards.bulkPut(row.removed_cards);
  },

  refreshAfter: () => [{ kind: 'recents' }],
});
