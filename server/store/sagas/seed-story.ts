/** A custom story written into the database as it stands, for seeded accounts (the demo's own story). */
import type { StoryBlock } from '../../../src/contract';
import type { Db } from '../db';
import { giveCard, insertCustomCard } from './cards';
import { findCustomSaga, insertCustomSaga } from './custom-sagas';
import { insertTurn } from './story-turns';

export interface SeedStory {
  saga_id: string;
  title: string;
  premise: string;
  /** The opening chapter, as the narrator would have told it. */
  blocks: StoryBlock[];
}

/** The story, its opening chapter and its custom card, held by its owner, as quick play leaves them. Once per id. */
export async function seedStory(db: Db, ownerId: string, s: SeedStory, now: number): Promise<void> {
  if (await findCustomSaga(db, s.saga_id)) return;
  await insertCustomSaga(db, { saga_id: s.saga_id, owner_id: ownerId, title: s.title, premise: s.premise, from_saga_id: null }, now);
  await insertTurn(db, { turn_id: `${s.saga_id}-1`, saga_id: s.saga_id, turn_number: 1, player_text: null, blocks: s.blocks, generation: 0 }, now);
  const cardId = `card-${s.saga_id}`;
  await insertCustomCard(db, { card_id: cardId, saga_id: s.saga_id, name: s.title, art: `story-${s.saga_id}`, is_fanfiction: false, created_by: ownerId });
  await giveCard(db, ownerId, cardId, now);
}
