/** A custom story, its chapters, its saga page and its pending creation, as the device holds them. */
import { db, type OutboxRowOf, type StoryChapterRow, type StoryRow } from '../../db';
import { useEnsure, useEnsured } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';

export const getStory = async (storyId: string): Promise<StoryRow | null> => (await db.stories.get(storyId)) ?? null;
export const listStoryChapters = (storyId: string): Promise<StoryChapterRow[]> =>
  db.storyChapters.where('story_id').equals(storyId).sortBy('chapter_number');
export const getSagaRow = async (sagaId: string) => (await db.sagas.get(sagaId)) ?? null;
/** Whether the story's card is public now: the card's row moves at once with 'Make this adventure public?'. */
export const getCardPublic = async (cardId: string | null): Promise<boolean | null> => (cardId ? ((await db.cards.get(cardId))?.is_public ?? null) : null);

/** The creation of this story still in the outbox (offline, or refused), if any. */
export const findPendingCreate = async (storyId: string): Promise<OutboxRowOf<'storyCreate'> | null> => {
  const rows = await db.outbox.where('scope').equals(`story:${storyId}`).toArray();
  return (rows.find((r) => r.kind === 'storyCreate') as OutboxRowOf<'storyCreate'> | undefined) ?? null;
};

/** The story and its chapters; with `pull` false nothing is asked of the network (a story still being created). */
export function useStory(storyId: string, pull = true) {
  const { value: story, ensure } = useEnsured(pull ? { kind: 'story', id: storyId } : null, () => getStory(storyId), [storyId]);
  const chapters = useLive(() => listStoryChapters(storyId), [storyId]);
  return { story, chapters, ensure };
}

/** The story's saga page row (its cover and discussion count). */
export function useStorySaga(storyId: string, pull = true) {
  const saga = useLive(() => getSagaRow(storyId), [storyId]);
  useEnsure(pull ? { kind: 'saga', id: storyId } : null);
  return saga;
}

export const usePendingCreate = (storyId: string) => useLive(() => findPendingCreate(storyId), [storyId]);

/** Whether the story's link opens for others: its card's state as the device holds it, else the story's own. */
export function useStoryPublic(story: StoryRow): boolean {
  const card = useLive(() => getCardPublic(story.card_id), [story.card_id]);
  return card ?? story.is_public;
}
