/**
 * The thread a call is about, found by its target: a saga the caller may read (404 when unknown, or a
 * custom story that is private to others), a dungeon (404 when unknown), or an adventure the reader may
 * play (404, or 403 for premium without unlimited play).
 */
import { fail } from '../http/errors';
import { playableAdventure } from '../access/adventure-access';
import type { ThreadRef } from '../store/comments';
import type { Db } from '../store/db';
import { findDungeon } from '../store/dungeons/seeded-dungeons';
import { sagaFor } from '../access/saga-access';

export interface Thread extends ThreadRef {
  /** An adventure's chapters (its comments name one of them); null for sagas and dungeons. */
  chapters: number | null;
}

/** A custom story's thread is as private as the story: whoever may not read the story finds no thread. */
export async function sagaThread(db: Db, userId: string, sagaId: string): Promise<Thread> {
  await sagaFor(db, userId, sagaId);
  return { kind: 'saga', target_id: sagaId, chapters: null };
}

export async function dungeonThread(db: Db, dungeonId: string): Promise<Thread> {
  if (!await findDungeon(db, dungeonId)) fail(404, 'That dungeon does not exist.');
  return { kind: 'dungeon', target_id: dungeonId, chapters: null };
}

export async function adventureThread(db: Db, userId: string, adventureId: string, now: number): Promise<Thread> {
  const { adventure } = await playableAdventure(db, userId, adventureId, now);
  return { kind: 'adventure', target_id: adventure.adventure_id, chapters: adventure.chapters.length };
}

/** The thread a comment belongs to, as the caller may see it (the same refusals as reading the thread). */
export async function threadOf(db: Db, userId: string, ref: ThreadRef, now: number): Promise<Thread> {
  switch (ref.kind) {
    case 'saga':
      return sagaThread(db, userId, ref.target_id);
    case 'dungeon':
      return await dungeonThread(db, ref.target_id);
    case 'adventure':
      return adventureThread(db, userId, ref.target_id, now);
  }
}
