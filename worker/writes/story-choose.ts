import * as z from 'zod/mini';
import { Id, StoryTurn } from '../../src/contract';
import { Refused } from '../result';
import { storyScope, writeStory } from '../sync/story';
import { defineWrite, snippet } from './define';

const StoryChooseInput = z.extend(StoryTurn, { story_id: Id, chapter: z.int().check(z.gte(1)) });

/**
 * The owner's free-text choice at the end of a custom story's last chapter (in-play §5: trimmed, 1-1000):
 * a pending choice at once, sent in the story's scope; the story the server tells (its next chapter) replaces it.
 */
export const storyChoose = defineWrite({
  kind: 'storyChoose',
  input: StoryChooseInput,
  tables: (db) => [db.stories, db.storyChapters],

  async prepare({ db }, { story_id, chapter, text }) {
    const story = await db.stories.get(story_id);
    if (story && !story.is_owner) return { ok: false, message: 'Only the owner of this story can choose what happens next.' };
    if (story?.chapter_limit != null && story.current_chapter >= story.chapter_limit) {
      return { ok: false, message: 'Subscribe for Endless Adventures to continue this story.' };
    }
    return {
      scope: storyScope(story_id),
      label: `Story choice: “${snippet(text)}”`,
      async optimistic({ outboxId }) {
        const existing = await db.storyChapters.get([story_id, chapter]);
        if (existing?.pending_choice) throw new Refused('Your choice for this chapter is already waiting to be sent.');
        await db.storyChapters.update([story_id, chapter], { pending_choice: { outbox_id: outboxId, text } });
        return { kind: 'storyChoose', request: { endpoint: 'storyTurn', params: { storyId: story_id }, body: { text } } };
      },
    };
  },

  apply: (db, row, story) => writeStory(db, story, row.id),

  async rollback(db, row) {
    await db.storyChapters
      .where('story_id')
      .equals(row.request.params.storyId)
      .filter((c) => c.pending_choice?.outbox_id === row.id)
      .modify({ pending_choice: null });
  },

  // A new chapter: its echoes are another point of the story, and Continue Play follows the story.
  refreshAfter: (row) => [{ kind: 'recents' }, { kind: 'echoes', id: row.request.params.storyId }],
});
