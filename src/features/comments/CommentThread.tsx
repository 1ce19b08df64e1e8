import type { CommentRow } from '../../db';
import type { EnsureState } from '../../lib/useEnsure';
import { useOnline } from '../../lib/useOnline';
import { useNow } from '../../lib/useNow';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { CommentItem } from './CommentItem';
import styles from './Comments.module.css';

/**
 * A discussion's top-level comments (saga or Timeline), newest first, with its loading, offline,
 * error and empty states. `known`: the device has pulled this thread before (an empty list is real).
 */
export function CommentThread({ comments, ensure, known }: { comments: CommentRow[] | undefined; ensure: EnsureState; known: boolean }) {
  const online = useOnline();
  const now = useNow(60_000);
  return (
    <section aria-label="Comments" className={styles.section}>
      {comments === undefined || (comments.length === 0 && !ensure.settled && online) ? (
        <div className={styles.list} aria-busy="true" aria-label="Loading comments">
          <Skeleton height={88} />
          <Skeleton height={88} />
        </div>
      ) : comments.length === 0 && !online && !known ? (
        <Notice>You are offline. The discussion will load when you are back online; you can still write a comment now.</Notice>
      ) : comments.length === 0 && ensure.error && !known ? (
        <Notice tone="error">The discussion could not be loaded: {ensure.error}</Notice>
      ) : comments.length === 0 ? (
        <Notice>No comments yet. Be the first Historian to share your thoughts.</Notice>
      ) : (
        <ol className={styles.list}>
          {comments.map((c) => (
            <CommentItem key={c.comment_id} comment={c} now={now} />
          ))}
        </ol>
      )}
    </section>
  );
}
