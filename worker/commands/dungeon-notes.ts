import { UserProgressUpdate } from '../../src/contract';
import { enqueue, Refused } from '../outbox/enqueue';
import { dungeonScope } from '../sync/crawl';
import type { Result } from '../types';
import { type CommandContext, done, invalid, notSaved, snippet } from './context';

const STILL_SAVING = 'This note is still being saved. Try again in a moment.';

/** A note on a discovered room: pending at once, sent with the dungeon's other writes. */
export async function addRoomNote(ctx: CommandContext, dungeonId: string, room: string, text: string): Promise<Result> {
  const body = UserProgressUpdate.safeParse({ add_note: { room, text } });
  if (!body.success) return invalid(body.error);
  const note = body.data.add_note;
  if (!note) return { ok: false, message: 'Invalid input' };
  const { db, clock } = ctx;
  try {
    await enqueue(
      db,
      clock,
      {
        kind: 'roomNote',
        scope: dungeonScope(dungeonId),
        request: { endpoint: 'dungeonUpdateProgress', params: { id: dungeonId }, body: body.data },
        label: `Note: “${snippet(note.text)}”`,
      },
      [db.dungeonNotes],
      async (outbox_id) => {
        await db.dungeonNotes.add({
          note_id: `local:${crypto.randomUUID()}`,
          dungeon_id: dungeonId,
          room: note.room,
          text: note.text,
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

/**
 * The note disappears at once; discarding the write puts it back. A note whose own addition has not
 * been sent is simply taken back (the addition is discarded): the server never hears of it.
 */
export async function deleteRoomNote(ctx: CommandContext, dungeonId: string, noteId: string): Promise<Result> {
  const { db, clock } = ctx;
  const note = await db.dungeonNotes.get(noteId);
  if (!note) return done;
  if (note.outbox_id) {
    const addition = await db.outbox.get(note.outbox_id);
    if (addition && addition.state !== 'sending') {
      await ctx.outbox.discard(addition.id);
      return done;
    }
    return { ok: false, message: STILL_SAVING };
  }
  if (noteId.startsWith('local:')) {
    // Sent, but its server id arrives with the next details pull.
    void ctx.sync.refresh({ kind: 'crawl', id: dungeonId });
    return { ok: false, message: STILL_SAVING };
  }
  const body = UserProgressUpdate.safeParse({ delete_note_id: noteId });
  if (!body.success) return invalid(body.error);

  try {
    await enqueue(
      db,
      clock,
      {
        kind: 'roomNote',
        scope: dungeonScope(dungeonId),
        request: { endpoint: 'dungeonUpdateProgress', params: { id: dungeonId }, body: body.data },
        label: `Delete note: “${snippet(note.text)}”`,
      },
      [db.dungeonNotes],
      async () => {
        const current = await db.dungeonNotes.get(noteId);
        if (!current) throw new Refused('That note is already deleted.');
        await db.dungeonNotes.delete(noteId);
        return { removed_note: current };
      },
    );
  } catch (e) {
    return notSaved(e);
  }
  void ctx.outbox.kick();
  return done;
}
