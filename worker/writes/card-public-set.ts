import * as z from 'zod/mini';
import { CardPublic, Id } from '../../src/contract';
import type { ChronicleDB } from '../../src/db';
import { addNotice } from '../sync/notices';
import { storyScope } from '../sync/story';
import { done } from '../result';
import { defineWrite } from './define';

/** The owner's story whose card this is: a story shared before its card was ever pulled stands in for it. */
const ownStoryOf = async (db: ChronicleDB, cardId: string) => db.stories.filter((s) => s.card_id === cardId && s.is_owner).first();

/**
 * The creator's 'Make this adventure public?' on their custom card (or from a private story's Share): the
 * toggle moves at once, on the card and on its story; the server's message ('Your adventure is now
 * public.') is kept as a notice when it answers.
 */
async function show(db: ChronicleDB, cardId: string, isPublic: boolean) {
  await db.cards.update(cardId, { is_public: isPublic });
  const story = await ownStoryOf(db, cardId);
  if (story) await db.stories.update(story.story_id, { is_public: isPublic });
}

export const cardPublicSet = defineWrite({
  kind: 'cardPublicSet',
  input: z.extend(CardPublic, { card_id: Id }),
  tables: (db) => [db.cards, db.stories, db.notices],

  async prepare({ db }, { card_id, is_public }) {
    const card = await db.cards.get(card_id);
    const me = await db.user.get('me');
    const story = card ? undefined : await ownStoryOf(db, card_id);
    if (!card && !story) return { ok: false, message: 'That card does not exist.' };
    if (card && (card.type !== 'custom' || !me || card.created_by !== me.user_id)) return { ok: false, message: 'Only the creator of this adventure can change that.' };
    const was = card?.is_public ?? story!.is_public;
    if (was === is_public) return done;
    return {
      // In its story's scope: a toggle, then a delete of the same story, go in the order they were made.
      scope: storyScope(card?.saga_id ?? story!.saga_id),
      label: `${is_public ? 'Make public' : 'Make private'}: ${card?.name ?? story!.title}`,
      async optimistic() {
        await show(db, card_id, is_public);
        return { kind: 'cardPublicSet', request: { endpoint: 'cardPublic', params: { cardId: card_id }, body: { is_public } }, was_public: was };
      },
    };
  },

  async apply(db, row, answer) {
    await show(db, row.request.params.cardId, row.request.body.is_public);
    await addNotice(db, answer.message, 'success', row.createdAt);
  },

  async rollback(db, row) {
    await show(db, row.request.params.cardId, row.was_public);
  },
});
