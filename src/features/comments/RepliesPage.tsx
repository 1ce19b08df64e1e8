import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { threadKey } from '../../db';
import { useMe } from '../../lib/reads';
import { useOnline } from '../../lib/useOnline';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { BackLink } from './BackLink';
import { usePosted } from './just-posted';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import styles from './Comments.module.css';
import { useBlockedIds, useReachedChapter, useReplies } from './reads';
import { SpoilerGate } from './SpoilerGate';
import { threadOfRoute } from './thread-route';
import { ReplyList } from './ReplyList';

const NO_ONE = new Set<string>();

/**
 * .../comments/:commentId/replies of any thread — a comment and its replies, oldest first, with the reply
 * composer. Replies are one level deep: answering a reply joins this conversation.
 */
export default function RepliesPage() {
  const params = useParams();
  const route = threadOfRoute(params);
  const commentId = params.commentId!;
  const { replies, parent, ensure } = useReplies(commentId);
  const me = useMe()?.user_id ?? null;
  const blocked = useBlockedIds() ?? NO_ONE;
  const reached = useReachedChapter(route?.ref.kind === 'adventure' ? route.ref.target_id : null);
  const online = useOnline();
  const [parentOpen, setParentOpen] = useState(false);
  const list = `replies:${commentId}`;
  const posted = usePosted(list);
  const navigate = useNavigate();
  if (!route) return <Navigate to="/404" replace />;
  const reader = { me, reached: reached ?? null, blocked };
  const author = parent?.user.username;
  // A conversation opened by a link or a notification, though the player blocked its author: not answered.
  // Its first comment may never have reached the device; then the server's refusal says so.
  const parentBlocked = !!parent && blocked.has(parent.user.user_id);
  const refused = parent === null && online && ensure.error !== null;

  return (
    <>
      <BackLink to={route.commentsPath} label="Discussion" />
      <h1 className={styles.title}>
        Replies <span className={styles.count}>({parent?.reply_count ?? replies?.rows.length ?? 0})</span>
      </h1>
      <SpoilerGate thread={threadKey(route.ref)} onLeave={() => navigate(route.commentsPath)}>
        {parent && !parentBlocked && (
          <div className={styles.parent}>
            <CommentItem comment={parent} me={me} reached={reader.reached} revealed={parentOpen} onReveal={() => setParentOpen(true)} repliesTo={null} />
          </div>
        )}
        {parentBlocked || refused ? (
          <Notice tone={refused ? 'error' : undefined}>{refused ? ensure.error : 'You blocked the Historian who started this conversation, so it is hidden from you and cannot be answered.'}</Notice>
        ) : (
          <>
            <CommentForm
              thread={route.ref}
              parentId={commentId}
              label={author ? `Reply to ${author}` : 'Write a reply'}
              submitLabel="Post Reply"
              placeholder="Answer this Historian…"
            />
            <section aria-label="Replies" className={styles.section}>
              {replies === undefined || (replies.rows.length === 0 && posted.length === 0 && !ensure.settled && online) ? (
                <div className={styles.loading} role="status" aria-busy="true" aria-label="Loading replies">
                  <Skeleton height={96} />
                </div>
              ) : replies.rows.length === 0 && posted.length === 0 && !online ? (
                <Notice>You are offline. Replies will load when you are back online; you can still write one now.</Notice>
              ) : replies.rows.length === 0 && posted.length === 0 && ensure.error ? (
                <Notice tone="error">The replies could not be loaded: {ensure.error}</Notice>
              ) : replies.rows.length === 0 && posted.length === 0 ? (
                <Notice>No replies yet. Be the first to answer.</Notice>
              ) : (
                <ReplyList list={list} replies={replies} posted={posted} reader={reader} />
              )}
            </section>
          </>
        )}
      </SpoilerGate>
    </>
  );
}
