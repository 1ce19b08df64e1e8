/** A custom story as the story page shows it: one chapter per turn. */
import { STORY_LIMITS, type Story, type StoryBlock, type StoryChapter } from '../../src/contract';
import { isSubscriber } from '../account/passes';
import { narrationText } from '../narration/story-text';
import { publicAvatarUrl } from '../account/public-avatar';
import { publicUser } from '../account/public-user';
import { customCardOf, findCard } from '../store/sagas/cards';
import type { Db } from '../store/db';
import type { CustomSagaRow } from '../store/sagas/custom-sagas';
import type { Narrate } from '../http/server-context';
import { readableStory } from '../access/saga-access';
import { blocksOf, listTurns, type TurnRow } from '../store/sagas/story-turns';

const CAPTION = 140;
const clip = (s: string): string => (s.length > CAPTION ? `${s.slice(0, CAPTION - 1).trimEnd()}…` : s);

/** Every fifth chapter closes on a Critical Moment; an ending closes on none. */
export function momentOf(chapterNumber: number, blocks: readonly StoryBlock[]): StoryChapter['moment'] {
  if (blocks.at(-1)?.blockType === 'endingCliffhanger') return null;
  return chapterNumber % 5 === 0 ? 'critical_moment' : 'decisive_moment';
}

/** The chapters a story may run: endless while its owner has unlimited play. */
export const chapterLimit = async (db: Db, saga: CustomSagaRow, now: number): Promise<number | null> =>
  await isSubscriber(db, saga.owner_id, now) ? null : STORY_LIMITS.freeChapters;

/**
 * The owner's "You are…" shows the owner's picture as it is now (their avatar, else their emblem), not the
 * one they had when the chapter was told.
 */
function withOwnerPicture(blocks: StoryBlock[], picture: string): StoryBlock[] {
  return blocks.map((b) =>
    b.blockType === 'mainCharacter' && b.characterImageURL
      ? { ...b, characterImageURL: picture, character: b.character ? { ...b.character, cover: picture } : null }
      : b,
  );
}

async function chapterOf(db: Db, turn: TurnRow, next: TurnRow | undefined, saga: CustomSagaRow, narrate: Narrate, ownerPicture: string): Promise<StoryChapter> {
  const title = turn.turn_number === 1 ? saga.title : `Chapter ${turn.turn_number}`;
  const blocks = withOwnerPicture(blocksOf(turn), ownerPicture);
  return {
    chapter_number: turn.turn_number,
    title,
    caption: clip(turn.player_text ?? saga.premise),
    blocks,
    choice_made: next?.player_text ?? null,
    audio_url: narrate ? await narrate(db, narrationText(title, blocks)) : null,
    moment: momentOf(turn.turn_number, blocks),
  };
}

/** GET /story/{storyId}/ */
export const storyPage = async (db: Db, viewerId: string, storyId: string, now: number, narrate: Narrate): Promise<Story> =>
  storyView(db, viewerId, await readableStory(db, viewerId, storyId), now, narrate);

/** `narrate` (the server's narration, when it has somewhere to keep it) gives each chapter its audio_url. */
export async function storyView(db: Db, viewerId: string, saga: CustomSagaRow, now: number, narrate: Narrate = null): Promise<Story> {
  const turns = await listTurns(db, saga.saga_id);
  const cardId = await customCardOf(db, saga.saga_id) ?? null;
  const card = cardId ? await findCard(db, viewerId, cardId) : undefined;
  const ownerPicture = await publicAvatarUrl(db, saga.owner_id);
  const chapters: StoryChapter[] = [];
  for (const [i, t] of turns.entries()) chapters.push(await chapterOf(db, t, turns[i + 1], saga, narrate, ownerPicture));
  return {
    story_id: saga.saga_id,
    saga_id: saga.saga_id,
    title: saga.title,
    premise: saga.premise,
    owner: publicUser({ user_id: saga.owner_id, username: saga.owner_username }),
    is_owner: saga.owner_id === viewerId && !saga.deleted_at,
    is_public: !!card?.is_public,
    card_id: cardId,
    current_chapter: turns.length,
    chapters,
    adventure_mode: saga.adventure_mode,
    chapter_limit: await chapterLimit(db, saga, now),
    updated_at: saga.updated_at,
  };
}
