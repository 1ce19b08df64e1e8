/**
 * The journal and room notes: POST /journal/custom/ and PUT /user-progress/ (read step, notes, kept
 * segments). They change the crawl's state outside the world, so no rollback erases them.
 */
import type { CrawlHead, JournalEntry, UserProgressUpdate } from '../../src/contract';
import { addCustomJournal, addRoomNote, addSegmentToJournal, type CrawlState, deleteRoomNote } from '../engine/dungeon';
import type { ServerContext } from '../http/server-context';
import { fail } from '../http/errors';
import { findEvent, setReadStep } from '../store/dungeons/crawls';
import { saveState } from './crawls';
import { crawlOr404, engine, playableOr403 } from './dungeon-access';
import { headView } from './progress-view';

export async function addJournal(ctx: ServerContext, userId: string, id: string, text: string, room?: string): Promise<JournalEntry> {
  const d = await playableOr403(ctx, userId, id);
  const crawl = await crawlOr404(ctx.db, userId, d.row.dungeon_id);
  const { state, entry } = addCustomJournal(d.t, crawl.state, text, new Date(ctx.now()).toISOString());
  if (room !== undefined) {
    // The spec's journal is kept per room: a line may name any room already discovered.
    const named = d.t.rooms.find((r) => r.key === room || r.name.toLowerCase() === room.trim().toLowerCase());
    if (!named || !state.visited.includes(named.key)) fail(400, 'Journal lines can be kept only on rooms you have discovered.');
    entry.room = named.name;
  }
  await saveState(ctx.db, userId, d.row.dungeon_id, state, ctx.now());
  return entry;
}

type Update = Omit<UserProgressUpdate, 'read_step'> & { read_step?: number };

export async function updateProgress(ctx: ServerContext, userId: string, id: string, body: Update): Promise<CrawlHead> {
  const d = await playableOr403(ctx, userId, id);
  const dungeonId = d.row.dungeon_id;
  const crawl = await crawlOr404(ctx.db, userId, dungeonId);
  const now = ctx.now();
  const at = new Date(now).toISOString();
  let state: CrawlState = crawl.state;
  if (body.add_note) {
    const { room, text } = body.add_note;
    state = engine(() => addRoomNote(d.t, state, room, text, at)).state;
  }
  if (body.delete_note_id) {
    if (!state.notes.some((n) => n.note_id === body.delete_note_id)) fail(404, 'That note does not exist.');
    state = deleteRoomNote(state, body.delete_note_id);
  }
  if (body.add_segment) {
    const event = await findEvent(ctx.db, userId, dungeonId, body.add_segment.event_id) ?? fail(404, 'That segment does not exist.');
    state = engine(() => addSegmentToJournal(d.t, state, event, at)).state;
  }
  if (state !== crawl.state) await saveState(ctx.db, userId, dungeonId, state, now);
  if (body.read_step !== undefined) await setReadStep(ctx.db, userId, dungeonId, body.read_step, now);
  return headView(ctx, userId, d, await crawlOr404(ctx.db, userId, dungeonId));
}
