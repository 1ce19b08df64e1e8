/**
 * The journal (narrative segments kept with 'Add segment to Journal', and the player's own lines) and
 * room notes. They live in the crawl state, outside the world, so no rollback erases them.
 */
import type { DungeonEvent } from '../../../src/contract/dungeon';
import type { DungeonSeed } from '../../content/dungeon-types';
import { CrawlError } from './result';
import type { CrawlState, JournalLine, NoteLine } from './state';
import { roomOf } from './world';

function nextId(s: CrawlState, prefix: string): string {
  return `${prefix}-${s.nextId++}`;
}

export function addCustomJournal(t: DungeonSeed, state: CrawlState, text: string, now: string): { state: CrawlState; entry: JournalLine } {
  const s = structuredClone(state);
  const entry: JournalLine = { journal_id: nextId(s, 'j'), room: roomOf(t, s.world.room).name, source: 'custom', event_id: null, text: text.trim(), created_at: now };
  s.journal.push(entry);
  return { state: s, entry };
}

/** Keeps a narrative paragraph (the server passes the stored event). */
export function addSegmentToJournal(t: DungeonSeed, state: CrawlState, event: DungeonEvent, now: string): { state: CrawlState; entry: JournalLine } {
  if (event.type !== 'narrativeTextParagraph') throw new CrawlError('bad_input', 'Only narrative paragraphs can be added to the journal.');
  const s = structuredClone(state);
  if (s.journal.some((j) => j.event_id === event.event_id)) return { state: s, entry: s.journal.find((j) => j.event_id === event.event_id)! };
  const entry: JournalLine = { journal_id: nextId(s, 'j'), room: roomOf(t, s.world.room).name, source: 'segment', event_id: event.event_id, text: event.text, created_at: now };
  s.journal.push(entry);
  return { state: s, entry };
}

/** A note on a discovered room (by key or name). */
export function addRoomNote(t: DungeonSeed, state: CrawlState, room: string, text: string, now: string): { state: CrawlState; note: NoteLine } {
  const seed = t.rooms.find((r) => r.key === room || r.name.toLowerCase() === room.trim().toLowerCase());
  if (!seed || !state.visited.includes(seed.key)) throw new CrawlError('unknown_room', 'Notes can be kept only on rooms you have discovered.');
  const s = structuredClone(state);
  const note: NoteLine = { note_id: nextId(s, 'n'), room: seed.name, text: text.trim(), created_at: now };
  s.notes.push(note);
  return { state: s, note };
}

export function deleteRoomNote(state: CrawlState, noteId: string): CrawlState {
  const s = structuredClone(state);
  s.notes = s.notes.filter((n) => n.note_id !== noteId);
  return s;
}
