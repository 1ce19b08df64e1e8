/**
 * Every player write, by kind: the one registry. The worker's API gets one method per write from it
 * (worker/api.ts), and the outbox is handed it to deliver, undo and follow up each kind. A kind of
 * src/db's OutboxWrites without its write here does not compile.
 */
import type * as z from 'zod/mini';
import type { OutboxKind } from '../../src/db';
import { chapterChoose } from './chapter-choose';
import { commentPost } from './comment-post';
import type { WriteDef } from './define';
import { journalEntryAdd } from './journal-entry-add';
import { journalSegmentAdd } from './journal-segment-add';
import { ratingSet } from './rating-set';
import { roomNoteAdd } from './room-note-add';
import { roomNoteDelete } from './room-note-delete';
import { turnPlay } from './turn-play';

export const writes = {
  chapterChoose,
  commentPost,
  ratingSet,
  turnPlay,
  journalEntryAdd,
  journalSegmentAdd,
  roomNoteAdd,
  roomNoteDelete,
} satisfies { [K in OutboxKind]: WriteDef<K, z.ZodMiniType> };

export type Writes = typeof writes;
