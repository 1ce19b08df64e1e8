import type { CommentRow } from '../../db';
import { relativeTime } from '../../lib/relative-time';
import { WriteStatus } from '../outbox';
import { AuthorMenu, PlayerAvatar } from '../people';
import styles from './Comments.module.css';

/** One comment: author, time, and the text as plain text (never HTML). */
export function CommentItem({ comment, now }: { comment: CommentRow; now: number }) {
  return (
    <li className={`${styles.comment} ${comment.pending ? styles.pending : ''}`}>
      <div className={styles.head}>
        <PlayerAvatar user={comment.user} size={36} />
        <div className={styles.who}>
          <span className={styles.author}>{comment.user.username}</span>
          <time dateTime={comment.created_at} className={styles.time}>
            {relativeTime(comment.created_at, now)}
          </time>
        </div>
        {!comment.pending && <AuthorMenu user={comment.user} />}
      </div>
      <p className={styles.text}>{comment.text}</p>
      {comment.reply_count > 0 && (
        <p className={styles.replies}>
          {comment.reply_count} repl{comment.reply_count === 1 ? 'y' : 'ies'}
        </p>
      )}
      {comment.pending && (
        <div className={styles.status}>
          <WriteStatus outboxId={comment.outbox_id} offlineText="Pending — will be sent when you are online" />
        </div>
      )}
    </li>
  );
}
