import { turnTables, writeTurn } from '../../sync/crawl';
import type { OutboxKindSpec } from './kind';

/** A typed Timeline choice: the pending 'input' event gives way to the events the server played. */
export const dungeonChoiceKind: OutboxKindSpec<'dungeonContinue'> = {
  endpoints: ['dungeonContinue'],
  tables: turnTables,
  async apply(db, row, turn) {
    // The outbox row is already gone, so writeProgress drops this optimistic event with the rest.
    await db.dungeonEvents.where('pending_outbox_id').equals(row.id).delete();
    await writeTurn(db, turn, row.createdAt);
  },
  async rollback(db, row) {
    await db.dungeonEvents.where('pending_outbox_id').equals(row.id).delete();
  },
  // A completed mission or a victory changes what the turn's answer does not carry: the rank and its
  // counts, the Timeline's missions and firsts in the Sanctum, and the expedition's progress.
  refreshAfter(row, turn) {
    const id = row.request.params.id ?? '';
    if (turn.missions_completed.length === 0 && turn.progress.status !== 'victory') return [];
    const expeditions = turn.events.flatMap((e) => (e.type === 'victory' && e.expedition_progress ? [e.expedition_progress.expedition_id] : []));
    return [{ kind: 'rank' }, { kind: 'dungeon', id }, ...expeditions.map((x) => ({ kind: 'expedition' as const, id: x }))];
  },
};
