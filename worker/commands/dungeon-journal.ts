import { JournalCustom, UserProgressUpdate } from '../../src/contract';
import type { ChronicleDB } from '../../src/db';
import { enqueue } from '../outbox/enqueue';
import { dungeonScope } from '../sync/crawl';
import type { Result } from '../types';
import { type CommandContext, done, invalid, notSaved, snippet } from './context';

const currentRoom = async (db: ChronicleDB, dungeonId: string) => (await db.dungeonProgress.get(dungeonId))?.current_room ?? '';

/** The player's own journal line: pending at once; the server's entry replaces it when sent. */
export async function addJournalEntry(ctx: CommandContext, dungeonId: string, text: string, room?: string): Promise<Result> {
  const body = JournalCustom.safeParse({ text, room });
  if (!body.success) return invalid(body.error);
  const { db, clock } = ctx;
  try {
    await enqueue(
      db,
      clock,
      {
        kind: 'journal',
        scope: dungeonScope(dungeonId),
        request: { endpoint: 'dungeonJournalCustom', params: { id: dungeonId }, body: body.data },
        label: `Journal: “${snippet(body.data.text)}”`,
      },
      [db.dungeonJournal, db.dungeonProgress],
      async (outbox_id) => {
        await db.dungeonJournal.add({
          journal_id: `local:${crypto.randomUUID()}`,
          dungeon_id: dungeonId,
          room: body.data.room ?? (await currentRoom(db, dungeonId)),
          source: 'custom',
          event_id: null,
          text: body.data.text,
          created_at: new Date(clock.now()).toISOString(),
          pending: true,
          outbox_id,
        });
      },
    );
  } catch (e) {
    return notSaved(e);
  }
  void ctx.outbox.kick();
  return done;
}

/** 'Add segment to Journal' on a narrative paragraph; keeping one twice is a no-op, as on the server. */
export async function addSegmentToJournal(ctx: CommandContext, dungeonId: string, eventId: string): Promise<Result> {
  const body = UserProgressUpdate.safeParse({ add_segment: { event_id: eventId } });
  if (!body.success) return invalid(body.error);
  const { db, clock } = ctx;
  const found = await db.dungeonEvents.where('dungeon_id').equals(dungeonId).filter((e) => e.event.event_id === eventId).first();
  if (found?.event.type !== 'narrativeTextParagraph' || found.pending_outbox_id !== null) {
    return { ok: false, message: 'Only narrative paragraphs can be added to the journal.' };
  }
  const segment = found.event;
  if (await db.dungeonJournal.where('dungeon_id').equals(dungeonId).filter((j) => j.event_id === eventId).count()) return done;

  try {
    await enqueue(
      db,
      clock,
      {
        kind: 'journal',
        scope: dungeonScope(dungeonId),
        request: { endpoint: 'dungeonUpdateProgress', params: { id: dungeonId }, body: body.data },
        label: `Journal: “${snippet(segment.text)}”`,
      },
      [db.dungeonJournal, db.dungeonProgress],
      async (outbox_id) => {
        await db.dungeonJournal.add({
          journal_id: `local:${crypto.randomUUID()}`,
          dungeon_id: dungeonId,
          room: await currentRoom(db, dungeonId),
          source: 'segment',
          event_id: eventId,
          text: segment.text,
          created_at: new Date(clock.now()).toISOString(),
          pending: true,
          outbox_id,
        });
      },
    );
  } catch (e) {
    return notSaved(e);
  }
  void ctx.outbox.kick();
  return done;
}
