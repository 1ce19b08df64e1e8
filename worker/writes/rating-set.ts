import { RatingRequest } from '../../src/contract';
import { defineWrite } from './define';

/** A rating of a saga, series, adventure or Timeline: shown at once (pending); the server's totals replace it. */
export const ratingSet = defineWrite({
  kind: 'ratingSet',
  input: RatingRequest,
  tables: (db) => [db.ratings],

  async prepare({ db }, body) {
    const { target_type, target_id, rating } = body;
    return {
      scope: `rating:${target_type}:${target_id}`,
      label: `Rating: ${rating}★ for this ${target_type}`,
      async optimistic({ outboxId }) {
        // The row this one replaces travels in the outbox row, so a discard can put it back.
        const replaced = (await db.ratings.get([target_type, target_id])) ?? null;
        const { average = null, count = null } = replaced ?? {};
        await db.ratings.put({ target_type, target_id, rating, average, count, pending: true, outbox_id: outboxId });
        return { kind: 'ratingSet', request: { endpoint: 'rate', params: {}, body }, replaced };
      },
    };
  },

  async apply(db, row, answer) {
    const current = await db.ratings.get([answer.target_type, answer.target_id]);
    // A later rating of the same target still waits: keep its optimistic value, take the new totals.
    if (current?.pending && current.outbox_id !== row.id) {
      await db.ratings.update([answer.target_type, answer.target_id], { average: answer.average, count: answer.count });
      return;
    }
    await db.ratings.put({ ...answer, pending: false, outbox_id: null });
  },

  async rollback(db, row) {
    const current = await db.ratings.filter((r) => r.outbox_id === row.id).first();
    if (!current) return;
    if (row.replaced) await db.ratings.put(row.replaced);
    else await db.ratings.delete([current.target_type, current.target_id]);
  },
});
