import type { CrawlHead, DungeonDetails, DungeonEvent, DungeonProgress, TurnResponse } from '../../src/contract';
import { type ChronicleDB, type DungeonEventRow, type OutboxRow, PENDING_SEQ_BASE } from '../../src/db';
import { isMediaUrl } from '../media';
import { mergeExtras } from './dungeon-extras';
import type { PullSpec } from './pull';
import { replaceRows } from './same-rows';

export const dungeonScope = (dungeonId: string): string => `dungeon:${dungeonId}`;

/** The dungeon's writes still in the outbox (read inside the caller's transaction, which includes db.outbox). */
export function waitingWrites(db: ChronicleDB, dungeonId: string): Promise<OutboxRow[]> {
  return db.outbox.where('scope').equals(dungeonScope(dungeonId)).toArray();
}

/** The seq of the last event of the crawl this device holds from the server (optimistic ones aside), or undefined. */
export function lastSeq(db: ChronicleDB, dungeonId: string): PromiseLike<number | undefined> {
  return db.dungeonEvents
    .where('[dungeon_id+seq]')
    .between([dungeonId, -Infinity], [dungeonId, PENDING_SEQ_BASE], true, false)
    .last()
    .then((last) => last?.seq);
}

const eventRow = (dungeonId: string) => (event: DungeonEvent): DungeonEventRow => ({ dungeon_id: dungeonId, seq: event.seq, event, pending_outbox_id: null });

/** The crawl's head (everything but its events). */
export async function writeHead(db: ChronicleDB, head: CrawlHead): Promise<void> {
  await db.dungeonProgress.put(head);
}

/**
 * Writes a whole crawl (a full pull): its head, and its events by seq. The server's list replaces the
 * local one, except optimistic inputs whose outbox row still exists (a choice not answered yet); only
 * events that are new or changed are written. Call inside a transaction over dungeonProgress,
 * dungeonEvents and outbox.
 */
export async function writeProgress(db: ChronicleDB, progress: DungeonProgress): Promise<void> {
  const { events, ...head } = progress;
  const id = progress.dungeon_id;
  const waiting = new Set((await waitingWrites(db, id)).map((w) => w.id));
  const local = await db.dungeonEvents.where('dungeon_id').equals(id).toArray();
  // Optimistic inputs still waiting stay; an orphaned one (its write is gone) goes with the stale events.
  const current = local.filter((e) => e.pending_outbox_id === null || !waiting.has(e.pending_outbox_id));
  await writeHead(db, head);
  await replaceRows(db.dungeonEvents, current, events.map(eventRow(id)), (e): [string, number] => [e.dungeon_id, e.seq]);
}

/** Tables a turn's answer touches (with the outbox, read by writeProgress). */
export const turnTables = (db: ChronicleDB) => [db.dungeonProgress, db.dungeonEvents, db.dungeonExtras, db.outbox];

/**
 * A played turn: the crawl's head, the events the device lacked (appended; the answer never repeats the
 * history: see TurnResponse), and what the turn brought that the crawl does not say (new items, missions).
 */
export async function writeTurn(db: ChronicleDB, turn: TurnResponse, at: number): Promise<void> {
  const id = turn.progress.dungeon_id;
  await writeHead(db, turn.progress);
  await db.dungeonEvents.bulkPut(turn.events.map(eventRow(id)));
  await mergeExtras(db, id, { last_turn: { new_items: turn.new_items, missions_completed: turn.missions_completed, at } });
}

/**
 * The journal page: room info and rooms (extras.details), journal and notes as rows. The server's rows
 * replace the local ones except pending ones; a note whose deletion waits in the outbox stays hidden.
 */
export async function writeDetails(db: ChronicleDB, dungeonId: string, details: DungeonDetails): Promise<void> {
  const deleting = new Set((await waitingWrites(db, dungeonId)).flatMap((w) => (w.kind === 'roomNoteDelete' ? [w.removed_note.note_id] : [])));
  const journal = (await db.dungeonJournal.where('dungeon_id').equals(dungeonId).toArray()).filter((j) => !j.pending);
  const notes = (await db.dungeonNotes.where('dungeon_id').equals(dungeonId).toArray()).filter((n) => !n.pending);
  const row = { dungeon_id: dungeonId, pending: false, outbox_id: null };
  await replaceRows(db.dungeonJournal, journal, details.journal.map((j) => ({ ...j, ...row })), (j) => j.journal_id);
  await replaceRows(db.dungeonNotes, notes, details.notes.filter((n) => !deleting.has(n.note_id)).map((n) => ({ ...n, ...row })), (n) => n.note_id);
  await mergeExtras(db, dungeonId, { details });
}

export function progressMedia(p: CrawlHead) {
  return {
    audio: [p.room_audio_url],
    image: [...p.inventory.map((i) => i.icon), ...p.trackers.map((t) => t.icon)].filter(isMediaUrl),
  };
}

export const crawlProgressSpec = (id: string): PullSpec<'dungeonProgress'> => ({
  key: `crawl:${id}`,
  endpoint: 'dungeonProgress',
  params: { id },
  tables: (db) => [db.dungeonProgress, db.dungeonEvents, db.outbox],
  write: writeProgress,
  media: progressMedia,
});

export const crawlDetailsSpec = (id: string): PullSpec<'dungeonDetails'> => ({
  key: `crawl:${id}:details`,
  endpoint: 'dungeonDetails',
  params: { id },
  tables: (db) => [db.dungeonJournal, db.dungeonNotes, db.dungeonExtras, db.outbox],
  write: (db, details) => writeDetails(db, id, details),
});
