/**
 * Version 3's upgrade: one name per thing. Comments move from `saga_id` (a saga's id, or 'dungeon:ID' for
 * a Timeline's discussion) to `thread` keys, `sagas` counts become `threads`, and outbox rows take the
 * writes' new kinds and shapes, so a write queued before the upgrade is delivered once after it.
 * Only version 2's shapes are read here, spelled out below: they must not follow later changes.
 */
import type { Transaction } from 'dexie';
import * as z from 'zod/mini';
import { AddComment, ContinueRequest, DungeonContinue, JournalCustom, RatingRequest, UserProgressUpdate } from '../contract';
import { type CommentRow, type OutboxEntry, type OutboxRow, type RatingRow, type RoomNoteRow, type ThreadRef, type ThreadRow, threadKey } from './rows';

interface V2Comment extends Omit<CommentRow, 'kind' | 'target_id' | 'chapter' | 'thread'> {
  saga_id: string;
}
interface V2Saga {
  saga_id: string;
  comment_count: number;
}
interface V2Outbox extends OutboxEntry {
  kind: 'choice' | 'comment' | 'dungeonComment' | 'rating' | 'dungeonChoice' | 'journal' | 'roomNote';
  request: { endpoint: string; params: Record<string, string>; body: unknown };
  replaced?: RatingRow | null;
  removed_note?: RoomNoteRow;
}

const DUNGEON = 'dungeon:';
/** A version 2 thread key: 'dungeon:ID' was a Timeline's discussion, anything else a saga's id. */
const v2Thread = (key: string): ThreadRef =>
  key.startsWith(DUNGEON) ? { kind: 'dungeon', target_id: key.slice(DUNGEON.length) } : { kind: 'saga', target_id: key };

function commentV3({ saga_id, ...c }: V2Comment): CommentRow {
  const ref = v2Thread(saga_id);
  return { ...c, kind: ref.kind, target_id: ref.target_id, chapter: null, thread: threadKey(ref) };
}

/** Version 2's requests as v2 wrote them: validated with these very schemas when enqueued. */
const id = z.object({ id: z.string() });
const V2_REQUESTS = {
  choice: z.object({ endpoint: z.literal('adventureContinue'), params: id, body: ContinueRequest }),
  comment: z.object({ endpoint: z.literal('sagaAddComment'), params: z.object({ sagaId: z.string() }), body: AddComment }),
  dungeonComment: z.object({ endpoint: z.literal('dungeonAddComment'), params: z.object({ dungeonId: z.string() }), body: AddComment }),
  rating: z.object({ endpoint: z.literal('rate'), params: z.object({}), body: RatingRequest }),
  dungeonChoice: z.object({ endpoint: z.literal('dungeonContinue'), params: id, body: DungeonContinue }),
  journalCustom: z.object({ endpoint: z.literal('dungeonJournalCustom'), params: id, body: JournalCustom }),
  progress: z.object({ endpoint: z.literal('dungeonUpdateProgress'), params: id, body: UserProgressUpdate }),
};

/** The v3 row of a v2 outbox row, or null if it cannot be read as its kind. */
function outboxV3(row: V2Outbox): OutboxRow | null {
  const { id, seq, label, createdAt, attempts, nextAttemptAt, state, lastError } = row;
  // A thread's scope follows its key: 'thread:SAGA' becomes 'thread:saga:SAGA'.
  const scope = row.scope.startsWith('thread:') ? `thread:${threadKey(v2Thread(row.scope.slice('thread:'.length)))}` : row.scope;
  const entry: OutboxEntry = { id, seq, scope, label, createdAt, attempts, nextAttemptAt, state, lastError };
  const read = <S extends z.ZodMiniType>(schema: S): z.output<S> | null => {
    const parsed = schema.safeParse(row.request);
    return parsed.success ? parsed.data : null;
  };
  switch (row.kind) {
    case 'choice': {
      const request = read(V2_REQUESTS.choice);
      return request && { ...entry, kind: 'chapterChoose', request };
    }
    case 'comment':
    case 'dungeonComment': {
      const request = row.kind === 'comment' ? read(V2_REQUESTS.comment) : read(V2_REQUESTS.dungeonComment);
      return request && { ...entry, kind: 'commentPost', request };
    }
    case 'rating': {
      const request = read(V2_REQUESTS.rating);
      return request && { ...entry, kind: 'ratingSet', request, replaced: row.replaced ?? null };
    }
    case 'dungeonChoice': {
      const request = read(V2_REQUESTS.dungeonChoice);
      return request && { ...entry, kind: 'turnPlay', request };
    }
    case 'journal': {
      const custom = read(V2_REQUESTS.journalCustom);
      if (custom) return { ...entry, kind: 'journalEntryAdd', request: custom };
      const segment = read(V2_REQUESTS.progress);
      return segment && { ...entry, kind: 'journalSegmentAdd', request: segment };
    }
    case 'roomNote': {
      const request = read(V2_REQUESTS.progress);
      if (!request) return null;
      if (!request.body.delete_note_id) return { ...entry, kind: 'roomNoteAdd', request };
      // v2 always kept the note a deletion removed.
      return row.removed_note ? { ...entry, kind: 'roomNoteDelete', request, removed_note: row.removed_note } : null;
    }
  }
}

export async function upgradeToV3(tx: Transaction): Promise<void> {
  const sagas = await tx.table<V2Saga>('sagas').toArray();
  await tx.table<ThreadRow>('threads').bulkPut(sagas.map((s) => ({ thread: threadKey(v2Thread(s.saga_id)), comment_count: s.comment_count })));

  const comments = await tx.table<V2Comment>('comments').toArray();
  await tx.table<CommentRow>('comments').bulkPut(comments.map(commentV3));

  const outbox = await tx.table<V2Outbox>('outbox').toArray();
  const rows = outbox.map((row) => ({ id: row.id, v3: outboxV3(row) }));
  await tx.table<OutboxRow>('outbox').bulkPut(rows.flatMap((r) => (r.v3 ? [r.v3] : [])));
  // Cannot happen to rows v2 wrote; a row that still does not read is dropped rather than failing the
  // upgrade, which would leave the database unopenable.
  const unreadable = rows.filter((r) => !r.v3).map((r) => r.id);
  if (unreadable.length > 0) {
    console.error(`[db] v3: dropped unreadable outbox rows ${unreadable.join(', ')}`);
    await tx.table('outbox').bulkDelete(unreadable);
  }

  // The old comment pulls' freshness: their keys are gone (thread:KEY now).
  await tx.table('syncState').where('resource').startsWithAnyOf('comments:', 'dungeonComments:').delete();
}
