import * as z from 'zod/mini';
import { CreateCustomSaga } from '../../src/contract';
import { storyScope, writeStory } from '../sync/story';
import { defineWrite, snippet } from './define';

/** The app names the story (a UUID), so its loader has an address before the server has answered. */
const StoryCreateInput = z.extend(CreateCustomSaga, { saga_id: z.uuid() });

/**
 * A custom story from quick play: at once it heads the player's recents (Continue Play leads to its loader,
 * online or not); sent first in the story's scope, and the story the server tells replaces it.
 */
export const storyCreate = defineWrite({
  kind: 'storyCreate',
  input: StoryCreateInput,
  tables: (db) => [db.stories, db.storyChapters, db.recents],

  async prepare({ db, clock }, body) {
    const name = body.title || snippet(body.premise, 60);
    return {
      scope: storyScope(body.saga_id),
      label: `New adventure: “${snippet(name)}”`,
      async optimistic() {
        const first = await db.recents.orderBy('position').first();
        await db.recents.put({
          key: `story:${body.saga_id}`,
          position: (first?.position ?? 0) - 1,
          kind: 'story',
          series_id: null,
          dungeon_id: null,
          story_id: body.saga_id,
          name,
          image_url: '',
          description: body.premise,
          is_premium: false,
          can_access: true,
          progress: 'Not Started',
          updated_at: new Date(clock.now()).toISOString(),
        });
        return { kind: 'storyCreate', request: { endpoint: 'createCustomSaga', params: {}, body } };
      },
    };
  },

  apply: (db, _row, story) => writeStory(db, story),

  async rollback(db, row) {
    await db.recents.delete(`story:${row.request.body.saga_id ?? ''}`);
  },

  refreshAfter: () => [{ kind: 'recents' }],
});
