/**
 * The thread a call is about, found by its target: a saga, a dungeon (404 when unknown), or an adventure
 * the reader may play (404, or 403 for premium without unlimited play).
 */
import { fail } from '../http/errors';
import { playableAdventure } from '../memories/adventure-access';
import type { ThreadRef } from '../store/comments';
import type { Db } from '../store/db';
import { findDungeon } from '../store/dungeons/seeded-dungeons';
import { sagaExists } from '../store/memories/seeded-memories';

export interface Thread extends ThreadRef {
  /** An adventure's chapters (its comments name one of them); null for sagas and dungeons. */
  chapters: number | null;
}

export function sagaThread(db: Db, sagaId: string): Thread {
  if (!sagaExists(db, sagaId)) fail(404, 'That saga does not exist.');
  return { kind: 'saga', target_id: sagaId, chapters: null };
}

export function dungeonThread(db: Db, dungeonId: string): Thread {
  if (!findDungeon(db, dungeonId)) fail(404, 'That dungeon does not exist.');
  return { kind: 'dungeon', target_id: dungeonId, chapters: null };
}

export function adventureThread(db: Db, userId: string, adventureId: string, now: number): Thread {
  const { adventure } = playableAdventure(db, userId, adventureId, now);
  return { kind: 'adventure', target_id: adventure.adventure_id, chapters: adventure.chapters.length };
}
