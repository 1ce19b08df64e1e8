/** Custom stories: a story and its chapters, word for word, kept for offline. */
import type { Story } from '../../src/contract';
import type { ChronicleDB, StoryChapterRow } from '../../src/db';
import type { MediaUrls } from '../media';
import type { PullSpec } from './pull';

/** Writes to a story are sent in order, its creation first: one scope per story. */
export const storyScope = (storyId: string): string => `story:${storyId}`;

/**
 * Writes a story and its chapters. A pending choice survives while the server's chapter has no choice
 * yet, unless it is `settled` (the write the server just answered); chapters the server no longer lists
 * (a restart) go, except one still carrying a pending choice. Call inside a transaction over stories and
 * storyChapters.
 */
export async function writeStory(db: ChronicleDB, story: Story, settled: string | null = null): Promise<void> {
  const { chapters, ...row } = story;
  const id = story.story_id;
  const local = new Map((await db.storyChapters.where('story_id').equals(id).toArray()).map((c) => [c.chapter_number, c]));
  const rows: StoryChapterRow[] = chapters.map((chapter) => {
    const pending = local.get(chapter.chapter_number)?.pending_choice ?? null;
    const keep = pending !== null && chapter.choice_made === null && pending.outbox_id !== settled;
    return { ...chapter, story_id: id, pending_choice: keep ? pending : null };
  });
  const served = new Set(chapters.map((c) => c.chapter_number));
  const gone = [...local.values()].filter((c) => !served.has(c.chapter_number) && c.pending_choice === null);
  await db.storyChapters.bulkDelete(gone.map((c): [string, number] => [id, c.chapter_number]));
  const deleting = (await db.stories.get(id))?.deleting ?? null;
  await db.stories.put({ ...row, deleting });
  await db.storyChapters.bulkPut(rows);
}

/**
 * The portraits of a story's characters, for offline. Its narration is not fetched ahead: the server
 * renders each chapter's on first request (seconds of work per chapter), so a chapter's audio is kept
 * once the player has heard it (the service worker caches it whole on that first play).
 */
export const storyMedia = (s: Story): MediaUrls => ({
  image: s.chapters.flatMap((c) => c.blocks.flatMap((b) => [b.characterImageURL, b.character?.cover])),
});

export const storySpec = (storyId: string): PullSpec<'story'> => ({
  key: `story:${storyId}`,
  endpoint: 'story',
  params: { storyId },
  tables: (db) => [db.stories, db.storyChapters],
  write: (db, story) => writeStory(db, story),
  media: storyMedia,
});
