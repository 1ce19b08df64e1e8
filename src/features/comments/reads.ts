/**
 * Threads as the device holds them. A thread's top-level comments are read a window at a time from the
 * [thread+depth+created_at] index (newest first), with their count from the same index: a 10,000-comment
 * thread never loads whole, and a comment written re-reads one window, not the thread.
 */
import Dexie from 'dexie';
import { useMemo } from 'react';
import { type CommentRow, db, type ThreadRef, threadKey } from '../../db';
import { useEnsure } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';
import { useDungeon } from '../dungeon';
import { blockedIds, useBlockedUsers } from '../people';
import { useSeriesOfSaga } from '../series';

const topLevel = (thread: string) => db.comments.where('[thread+depth+created_at]').between([thread, 0, Dexie.minKey], [thread, 0, Dexie.maxKey]);

/** How many top-level comments of a thread the device holds (its own pending ones included). */
export const countTopLevel = (thread: string): Promise<number> => topLevel(thread).count();

/**
 * A window of the thread's top-level comments, newest first: indexes from..to-1 of the whole list.
 * `startedAt` (performance.now()) says which writes the read could see: those stored before it began.
 */
export interface CommentWindow {
  thread: string;
  from: number;
  rows: CommentRow[];
  startedAt: number;
}
export const listWindow = async (thread: string, from: number, to: number): Promise<CommentWindow> => {
  const startedAt = performance.now();
  return { thread, from, startedAt, rows: await topLevel(thread).reverse().offset(from).limit(to - from).toArray() };
};

/** A comment's replies, oldest first, blocked authors left out (a conversation: read whole). */
export const listReplies = async (commentId: string): Promise<CommentRow[]> => {
  const [rows, blocked] = await Promise.all([db.comments.where('parent_id').equals(commentId).sortBy('created_at'), blockedIds()]);
  return rows.filter((c) => !blocked.has(c.user.user_id));
};

/** A comment's replies as read, and when the read began (see CommentWindow). */
export const readReplies = async (commentId: string) => {
  const startedAt = performance.now();
  return { startedAt, rows: await listReplies(commentId) };
};
export const getComment = async (commentId: string) => (await db.comments.get(commentId)) ?? null;
/** A thread's comment count (key threadKey) and where its older pages start; null until the thread was pulled. */
export const getThread = async (thread: string) => (await db.threads.get(thread)) ?? null;

/** The last chapter of an adventure the player has reached on this device (0: none). */
export const reachedChapter = async (adventureId: string): Promise<number> =>
  (await db.chapters.where('adventure_id').equals(adventureId).last())?.chapter_number ?? 0;

/** A thread: its count and paging state, how many top-level comments the device holds, and its pull. */
export function useThread(ref: ThreadRef) {
  const key = threadKey(ref);
  const thread = useLive(() => getThread(key), [key]);
  const held = useLive(() => countTopLevel(key), [key]);
  const ensure = useEnsure({ kind: 'thread', thread: ref });
  return { key, thread, held, ensure };
}

/** The window of a thread's top-level comments asked for; the last one read stays until the next arrives. */
export const useCommentWindow = (thread: string, from: number, to: number) => useLive(() => listWindow(thread, from, to), [thread, from, to]);

export function useReplies(commentId: string) {
  const replies = useLive(() => readReplies(commentId), [commentId]);
  const parent = useLive(() => getComment(commentId), [commentId]);
  const ensure = useEnsure({ kind: 'replies', id: commentId });
  return { replies, parent, ensure };
}

/** The ids of the authors the player blocked: their comments leave every thread at once. */
export const useBlockedIds = () => {
  const list = useBlockedUsers();
  return useMemo(() => (list ? new Set(list.map((b) => b.user_id)) : undefined), [list]);
};

export const useReachedChapter = (adventureId: string | null) => useLive(async () => (adventureId ? reachedChapter(adventureId) : null), [adventureId]);

/** What a thread's page says above its comments: the Memory of a saga, the Timeline of a dungeon. */
export const useSagaSeries = useSeriesOfSaga;
export const useThreadDungeon = (dungeonId: string) => useDungeon(dungeonId).dungeon;
