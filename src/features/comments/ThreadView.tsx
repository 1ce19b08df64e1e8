import { type ReactNode, useCallback } from 'react';
import type { ThreadRef } from '../../db';
import { useMe } from '../../lib/reads';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import styles from './Comments.module.css';
import { usePosted } from './just-posted';
import { useBlockedIds, useThread } from './reads';
import { SpoilerGate } from './SpoilerGate';
import { useOlderComments } from './useOlderComments';

interface Props {
  thread: ThreadRef;
  /** Above the title: the way back, and what the thread is about. */
  head: ReactNode;
  /** The count the page knew before the thread was pulled (a Timeline's discussion_count). */
  knownCount?: number;
  /** The reader's last chapter of the thread's adventure (adventure threads). */
  reached?: number | null;
  repliesOf: (commentId: string) => string;
  onLeave: () => void;
}

const NO_ONE = new Set<string>();

/**
 * A discussion, whole: the spoilers warning first (in-play §2), then the composer and the comments, newest
 * first, with their loading, offline, error and empty states. Posting works offline; older comments load
 * as the reader scrolls.
 */
export function ThreadView({ thread: ref, head, knownCount, reached = null, repliesOf, onLeave }: Props) {
  const { key, thread, held, ensure } = useThread(ref);
  const me = useMe()?.user_id ?? null;
  const blocked = useBlockedIds() ?? NO_ONE;
  const posted = usePosted(key);
  const older = useOlderComments(ref, typeof thread?.older === 'string');
  // Unknown until the thread or its page says (offline, a thread never opened): then no number at all.
  const count = thread?.comment_count ?? knownCount ?? (held ? held : null);
  const { load } = older;
  const onNearEnd = useCallback(() => void load(), [load]);

  return (
    <>
      {head}
      <h1 className={styles.title}>
        Discussion {count !== null && <span className={styles.count}>({count})</span>}
      </h1>
      <SpoilerGate thread={key} onLeave={onLeave}>
        <CommentForm thread={ref} label="Add a comment" submitLabel="Post Comment" placeholder="Share your thoughts with other Historians…" />
        <section aria-label="Comments" className={styles.section}>
          {posted.length === 0 && (held === undefined || (held === 0 && !ensure.settled && older.online)) ? (
            <div className={styles.loading} role="status" aria-busy="true" aria-label="Loading comments">
              <Skeleton height={96} />
              <Skeleton height={96} />
            </div>
          ) : !held && posted.length === 0 && !older.online && !thread ? (
            <Notice>You are offline. The discussion will load when you are back online; you can still write a comment now.</Notice>
          ) : !held && posted.length === 0 && ensure.error && !thread ? (
            <Notice tone="error">The discussion could not be loaded: {ensure.error}</Notice>
          ) : !held && posted.length === 0 ? (
            <Notice>No comments yet. Be the first Historian to share your thoughts.</Notice>
          ) : (
            <CommentList
              thread={key}
              held={held ?? 0}
              posted={posted}
              reader={{ me, reached, blocked }}
              repliesOf={repliesOf}
              onNearEnd={onNearEnd}
              footer={<OlderFooter more={typeof thread?.older === 'string'} {...older} />}
            />
          )}
        </section>
      </SpoilerGate>
    </>
  );
}

function OlderFooter({ more, busy, error, online, load }: { more: boolean } & ReturnType<typeof useOlderComments>) {
  if (!more) return null;
  if (error) {
    return (
      <div className={styles.older}>
        <Notice tone="error">Older comments could not be loaded: {error}</Notice>
        <Button variant="secondary" onClick={() => void load(true)}>
          Try Again
        </Button>
      </div>
    );
  }
  if (!online) return <p className={styles.older}>Older comments will load when you are back online.</p>;
  return (
    <p className={styles.older} aria-busy={busy}>
      {busy ? 'Loading older comments…' : 'Scroll for older comments'}
    </p>
  );
}
