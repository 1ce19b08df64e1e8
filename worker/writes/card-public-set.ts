import * as z from 'zod/mini';
import { CardPublic, Id } from '../../src/contract';
import { addNotice } from '../sync/notices';
import { storyScope } from '../sync/story';
import { done } from '../result';
import { defineWrite } from './define';

/**
 * The creator's 'Make this adventure public?' on their custom card: the toggle moves at once; the server's
 * message ('Your adventure is now public.') is kept as a notice when it answers.
 */
export const cardPublicSet = defineWrite({
  kind: 'cardPublicSet',
  input: z.extend(CardPublic, { card_id: Id }),
  tables: (db) => [db.cards, db.notices],

  async prepare({ db }, { card_id, is_public }) {
    const card = await db.cards.get(card_id);
    const me = await db.user.get('me');
    if (!card) return { ok: false, message: 'That card does not exist.' };
    if (card.type !== 'custom' || !me || card.created_by !== me.user_id) return { ok: false, message: 'Only the creator of this adventure can change that.' };
    if (card.is_public === is_public) return done;
    return {
      // In its story's scope: a toggle, then a delete of the same story, go in the order they were made.
      scope: storyScope(card.saga_id),
      label: `${is_public ? 'Make public' : 'Make private'}: ${card.name}`,
      async optimistic() {
        await db.cards.update(card_id, { is_public });
        return { kind: 'cardPublicSet', request: { endpoint: 'cardPublic', params: { cardId: card_id }, body: { is_public } }, was_public: card.is_public };
      },
    };
  },

  async apply(db, row, answer) {
    await db.cards.update(row.request.params.cardId, { is_public: row.request.body.is_public });
    await addNotice(db, answer.message, 'success', row.createdAt);
  },

  async rollback(db, row) {
    await db.cards.update(row.request.params.cardId, { is_public: row.was_public });
  },
});
