/**
 * Seeds the community's custom stories at start (once each, by saga id): their authors, their chapters
 * told by the authored narrator (deterministic, so every server tells them the same), and public cards.
 */
import { randomUUID } from 'node:crypto';
import { COMMUNITY_STORIES, type CommunityStorySeed } from '../content/sagas/community-stories';
import { avatarUrl } from '../art/urls';
import { type Db, inTransaction } from '../store/db';
import { giveCard, insertCustomCard, setCardPublic } from '../store/sagas/cards';
import { findCustomSaga, insertCustomSaga, touchCustomSaga } from '../store/sagas/custom-sagas';
import { insertTurn } from '../store/sagas/story-turns';
import { findOrCreateUser, isUsernameTaken, updateUser } from '../store/users';
import { authoredNarrator } from './narrator/authored';
import type { StoryBlock } from '../../src/contract';

const MINUTE = 60_000;

async function tell(seed: CommunityStorySeed, authorId: string): Promise<StoryBlock[][]> {
  const told: { playerText: string | null; blocks: StoryBlock[] }[] = [];
  for (const [i, text] of ['', ...seed.turns].entries()) {
    const blocks = await authoredNarrator.continue({
      storyId: seed.saga_id,
      title: seed.title,
      premise: seed.premise,
      turns: told,
      playerText: text,
      turnNumber: i + 1,
      generation: 0,
      echoes: [],
      hero: i === 0 ? { name: seed.author.username, image: avatarUrl(authorId) } : undefined,
    });
    told.push({ playerText: text || null, blocks });
  }
  return told.map((t) => t.blocks);
}

async function author(db: Db, seed: CommunityStorySeed, now: number): Promise<string> {
  const user = await findOrCreateUser(db, seed.author.email, now);
  if (user.username === null && !await isUsernameTaken(db, seed.author.username, user.user_id)) {
    await updateUser(db, user.user_id, { username: seed.author.username, onboarding_state: 2 });
  }
  return user.user_id;
}

export async function seedCommunityStories(db: Db, now: number): Promise<void> {
  for (const [n, seed] of COMMUNITY_STORIES.entries()) {
    if (await findCustomSaga(db, seed.saga_id)) continue;
    const ownerId = await author(db, seed, now);
    const chapters = await tell(seed, ownerId);
    // Played some days ago, a few minutes per chapter: older than anything a player does here.
    const start = now - (COMMUNITY_STORIES.length - n) * 86_400_000;
    await inTransaction(db, async (trx) => {
      await insertCustomSaga(trx, { saga_id: seed.saga_id, owner_id: ownerId, title: seed.title, premise: seed.premise, from_saga_id: null }, start);
      for (const [i, blocks] of chapters.entries()) {
        await insertTurn(
          trx,
          { turn_id: randomUUID(), saga_id: seed.saga_id, turn_number: i + 1, player_text: i === 0 ? null : seed.turns[i - 1]!, blocks, generation: 0 },
          start + i * 5 * MINUTE,
        );
      }
      await touchCustomSaga(trx, seed.saga_id, start + chapters.length * 5 * MINUTE);
      const cardId = `card-${seed.saga_id}`;
      await insertCustomCard(trx, { card_id: cardId, saga_id: seed.saga_id, name: seed.title, art: `story-${seed.saga_id}`, is_fanfiction: false, created_by: ownerId });
      await giveCard(trx, ownerId, cardId, start);
      await setCardPublic(trx, cardId, true);
    });
  }
}

