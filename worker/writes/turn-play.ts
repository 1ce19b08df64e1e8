import * as z from 'zod/mini';
import { DungeonContinue, Id } from '../../src/contract';
import { PENDING_SEQ_BASE } from '../../src/db';
import { dungeonScope, lastSeq, turnTables, writeTurn } from '../sync/crawl';
import { defineWrite, snippet } from './define';

/** The seq of the last event an answer of the crawl's scope carries (a turn's), if it carries any. */
function lastEventOf(answer: unknown): number | undefined {
  if (answer === null || typeof answer !== 'object') return undefined;
  const events = (answer as { events?: unknown }).events;
  if (!Array.isArray(events)) return undefined;
  let last: number | undefined;
  for (const e of events as { seq?: unknown }[]) if (typeof e.seq === 'number' && (last === undefined || e.seq > last)) last = e.seq;
  return last;
}

/**
 * A typed Timeline choice: at once a pending 'input' event at the end of the crawl (after any earlier
 * pending ones: its seq follows the outbox's), sent in order with the dungeon's other writes; the events
 * the server plays in answer replace it. The request names the last event the device holds (after_seq),
 * so the answer carries every event after it and never the whole history. It is named again when the
 * choice first goes out (firstSend), after what the choices queued before it brought.
 */
export const turnPlay = defineWrite({
  kind: 'turnPlay',
  input: z.extend(z.pick(DungeonContinue, { text: true }), { dungeon_id: Id }),
  tables: turnTables,

  async prepare({ db, clock }, { dungeon_id, text }) {
    return {
      scope: dungeonScope(dungeon_id),
      label: `Choice: “${snippet(text)}”`,
      async optimistic({ outboxId, seq: outboxSeq }) {
        const seq = PENDING_SEQ_BASE + outboxSeq;
        const created_at = new Date(clock.now()).toISOString();
        await db.dungeonEvents.add({
          dungeon_id,
          seq,
          event: { type: 'input', author: 'user', text, event_id: `local:${crypto.randomUUID()}`, seq, created_at },
          pending_outbox_id: outboxId,
        });
        const after_seq = await lastSeq(db, dungeon_id);
        return { kind: 'turnPlay', request: { endpoint: 'dungeonContinue', params: { id: dungeon_id }, body: { text, after_seq } } };
      },
    };
  },

  // Sent behind other queued choices, it names what their answers brought, so its own answer carries only
  // its events: a replay of many choices is not the crawl's history over and over.
  firstSend: {
    tables: (db) => [db.dungeonEvents],
    request: (db, { request }) => lastSeq(db, request.params.id).then((after_seq) => ({ ...request, body: { ...request.body, after_seq } })),
    // A turn's answer not stored yet: its last event is the one this choice comes after.
    after(request, answer) {
      const seq = lastEventOf(answer);
      return seq === undefined || (request.body.after_seq ?? -1) >= seq ? request : { ...request, body: { ...request.body, after_seq: seq } };
    },
  },

  async apply(db, row, turn) {
    await db.dungeonEvents.where('pending_outbox_id').equals(row.id).delete();
    await writeTurn(db, turn, row.createdAt);
  },

  async rollback(db, row) {
    await db.dungeonEvents.where('pending_outbox_id').equals(row.id).delete();
  },

  // A completed mission or a victory changes what the turn's answer does not carry: the rank and its
  // counts, the Timeline's missions and firsts in the Sanctum, and the expedition's progress.
  refreshAfter(row, turn) {
    if (turn.missions_completed.length === 0 && turn.progress.status !== 'victory') return [];
    const expeditions = turn.events.flatMap((e) => (e.type === 'victory' && e.expedition_progress ? [e.expedition_progress.expedition_id] : []));
    return [{ kind: 'rank' }, { kind: 'dungeon', id: row.request.params.id }, ...expeditions.map((x) => ({ kind: 'expedition' as const, id: x }))];
  },
});
