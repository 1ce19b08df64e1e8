/** Threads as the device holds them: top-level comments newest first, replies under their parent, counts. */
import { db, threadKey, type CommentRow } from '../../db';
import { useEnsure } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';
import { useDungeon } from '../dungeon';
import { blockedIds } from '../people';
import { useSeriesOfSaga } from '../series';

/**
 * A thread's top-level comments (key threadKey), newest first; replies live under their parent. Authors
 * the player blocked are left out at once (the server leaves them out of its lists too).
 */
export const listComments = async (thread: string): Promise<CommentRow[]> => {
  const [rows, blocked] = await Promise.all([
    db.comments.where('[thread+created_at]').between([thread, ''], [thread, '\uffff']).reverse().toArray(),
    blockedIds(),
  ]);
  return rows.filter((c) => c.parent_id === null && !blocked.has(c.user.user_id));
};
/** A comment's replies, oldest first, blocked authors left out. */
export const listReplies = async (commentId: string): Promise<CommentRow[]> => {
  const [rows, blocked] = await Promise.all([db.comments.where('parent_id').equals(commentId).sortBy('created_at'), blockedIds()]);
  return rows.filter((c) => !blocked.has(c.user.user_id));
};
/** A thread's comment count (key threadKey); null until the thread was pulled. */
export const getThread = async (thread: string) => (await db.threads.get(thread)) ?? null;

export function useComments(sagaId: string) {
  const key = threadKey({ kind: 'saga', target_id: sagaId });
  const comments = useLive(() => listComments(key), [key]);
  const saga = useLive(() => getThread(key), [key]);
  const series = useSeriesOfSaga(sagaId);
  const ensure = useEnsure({ kind: 'thread', thread: { kind: 'saga', target_id: sagaId } });
  return { comments, saga, series, ensure };
}

/** A Timeline's discussion: its comments and count live in the comments/threads tables under thread dungeon:ID. */
export function useDungeonComments(dungeonId: string) {
  const key = threadKey({ kind: 'dungeon', target_id: dungeonId });
  const comments = useLive(() => listComments(key), [key]);
  const thread = useLive(() => getThread(key), [key]);
  const { dungeon } = useDungeon(dungeonId);
  const ensure = useEnsure({ kind: 'thread', thread: { kind: 'dungeon', target_id: dungeonId } });
  return { comments, thread, dungeon, ensure };
}
