import type { OutboxKindSpec } from './kind';

export const ratingKind: OutboxKindSpec<'rate'> = {
  endpoints: ['rate'],
  tables: (db) => [db.ratings],
  async apply(db, row, answer) {
    const current = await db.ratings.get([answer.target_type, answer.target_id]);
    // A later rating of the same target still waits: keep its optimistic value, take the new totals.
    if (current?.pending && current.outbox_id !== row.id) {
      await db.ratings.put({ ...current, average: answer.average, count: answer.count });
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
};
