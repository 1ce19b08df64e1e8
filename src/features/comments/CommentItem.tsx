import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CommentRow } from '../../db';
import { ChatIcon } from '../../ui/icons';
import { WriteStatus } from '../outbox';
import { AuthorMenu, PlayerAvatar } from '../people';
import { guardOf, guardText, repliesText } from './comment-guard';
import styles from './Comments.module.css';
import { RelativeTime } from './RelativeTime';
import { ReportDialog } from './ReportDialog';

interface Props {
  comment: CommentRow;
  /** The reader: their own comments are never guarded; `reached` is their last chapter of the comment's adventure. */
  me: string | null;
  reached: number | null;
  /** The reader tapped the guard open (kept by the list: a row scrolled away and back stays open). */
  revealed: boolean;
  onReveal: (commentId: string) => void;
  /** The comment's replies page; null for a reply, or a comment not sent yet. */
  repliesTo: string | null;
}

/** One comment: author, time, the text as plain text (never HTML) or its guard, its replies; others' may be reported. */
export const CommentItem = memo(function CommentItem({ comment, me, reached, revealed, onReveal, repliesTo }: Props) {
  const guard = guardOf(comment, { me, reached });
  const hidden = guard.kind !== 'none' && !revealed;
  const [reporting, setReporting] = useState(false);
  return (
    <article className={`${styles.comment} ${comment.pending ? styles.pending : ''}`} aria-label={`Comment by ${comment.user.username}`}>
      <div className={styles.head}>
        <PlayerAvatar user={comment.user} size={36} />
        <div className={styles.who}>
          <span className={styles.author}>{comment.user.username}</span>
          <RelativeTime iso={comment.created_at} className={styles.time} />
        </div>
        {comment.is_spoiler && !hidden && <span className={styles.spoilerTag}>Spoiler</span>}
        {!comment.pending && <AuthorMenu user={comment.user} onReport={() => setReporting(true)} />}
      </div>
      {hidden ? (
        <button type="button" className={styles.guard} aria-expanded={false} onClick={() => onReveal(comment.comment_id)}>
          {guardText(guard)}
        </button>
      ) : (
        <p className={styles.text}>{comment.text}</p>
      )}
      {repliesTo && (
        <Link to={repliesTo} className={styles.repliesLink}>
          <ChatIcon />
          {repliesText(comment.reply_count)}
        </Link>
      )}
      {comment.pending && (
        <div className={styles.status}>
          <WriteStatus outboxId={comment.outbox_id} offlineText="Pending — will be sent when you are online" />
        </div>
      )}
      {reporting && <ReportDialog commentId={comment.comment_id} author={comment.user.username} onClose={() => setReporting(false)} />}
    </article>
  );
});
