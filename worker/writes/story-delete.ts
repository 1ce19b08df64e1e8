import * as z from 'zod/mini';
import { Id } from '../../src/contract';
import { addNotice } from '../sync/notices';
import { storyScope } from '../sync/story';
import { defineWrite } from './define';

/**
 * The owner deletes a custom story ('Delete Custom Adventure?'): it leaves their recents at once and shows as
 * being deleted; once the server has it, it leaves the device and the server's 'Adventure deleted
 * successfully!' shows. Players holding its card keep reading it (their devices are not this one).
 */
export const storyDelete = defineWrite({
  kind: 'storyDelete',
  input: z.object({ saga_id: Id }),
  tables: (db) => [db.stories, db.storyChapters, db.sagas, db.sagaCards, db.echoes, db.recents, db.notices],

  async prepare({ db }, { saga_id }) {
    const story = await db.stories.get(saga_id);
    const saga = await db.sagas.get(saga_id);
    if ((story && !story.is_owner) || (saga && !saga.is_owner)) return { ok: false, message: 'Only the owner of this story can delete it.' };
    return {
      scope: storyScope(saga_id),
      label: `Delete adventure: “${story?.title ?? saga?.title ?? 'custom adventure'}”`,
      async optimistic({ outboxId }) {
        await db.stories.update(saga_id, { deleting: outboxId });
        const key = `story:${saga_id}`;
        const removed_recent = (await db.recents.get(key)) ?? null;
        await db.recents.delete(key);
        return { kind: 'storyDelete', request: { endpoint: 'deleteCustomSaga', params: { sagaId: saga_id }, body: {} }, removed_recent };
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
  },

  refreshAfter: () => [{ kind: 'recents' }],
});
