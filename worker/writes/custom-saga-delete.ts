import * as z from 'zod/mini';
import { Id } from '../../src/contract';
import { cardScope } from '../sync/cards';
import { addNotice } from '../sync/notices';
import { defineWrite } from './define';

/**
 * 'Delete Custom Adventure?' on a custom card (any custom card, in-play §6): the card leaves the player's
 * collection at once. For its creator the server deletes the adventure (holders of its card keep it); for
 * anyone else it removes the card from their collection. Its answer is kept as a notice
 * ('Adventure deleted successfully!').
 */
export const customSagaDelete = defineWrite({
  kind: 'customSagaDelete',
  input: z.object({ card_id: Id }),
  tables: (db) => [db.cards, db.notices],

  async prepare({ db }, { card_id }) {
    const card = await db.cards.get(card_id);
    if (!card || card.type !== 'custom') return { ok: false, message: 'Only a custom card can be deleted.' };
    return {
      scope: cardScope(card_id),
      label: `Delete: ${card.name}`,
      async optimistic() {
        const removed = await db.cards.where('saga_id').equals(card.saga_id).filter((c) => c.type === 'custom').toArray();
        await db.cards.bulkDelete(removed.map((c) => c.card_id));
        return { kind: 'customSagaDelete', request: { endpoint: 'deleteCustomSaga', params: { sagaId: card.saga_id }, body: undefined }, removed };
      },
    };
  },

  async apply(db, row, answer) {
    await addNotice(db, answer.message, 'success', row.createdAt);
  },

  async rollback(db, row) {
    await db.cards.bulkPut(row.removed);
  },
});
