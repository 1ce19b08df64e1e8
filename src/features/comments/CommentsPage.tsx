import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../lib/routes';
import { useOnline } from '../../lib/useOnline';
import { useNow } from '../../lib/useNow';
import { useComments } from '../../lib/useStore';
import { BackIcon } from '../../ui/icons';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import styles from './Comments.module.css';

/** /sagas/:sagaId/comments — the saga's discussion, newest first; posting works offline. */
export default function CommentsPage() {
  const sagaId = useParams().sagaId!;
  const { comments, saga, series, ensure } = useComments(sagaId);
  const online = useOnline();
  const navigate = useNavigate();
  const now = useNow(60_000);
  const count = saga?.comment_count ?? comments?.length ?? 0;

  return (
    <>
      {series ? (
        <Link to={paths.series(series.series_id)} className={styles.back}>
          <BackIcon /> {series.name}
        </Link>
      ) : (
        <button type="button" className={styles.back} onClick={() => navigate(-1)}>
          <BackIcon /> Back
        </button>
      )}
      <h1 className={styles.title}>
        Discussion <span className={styles.count}>({count})</span>
      </h1>
      <CommentForm sagaId={sagaId} />

      <section aria-label="Comments" className={styles.section}>
        {comments === undefined || (comments.length === 0 && !ensure.settled && online) ? (
          <div className={styles.list} aria-busy="true" aria-label="Loading comments">
            <Skeleton height={88} />
            <Skeleton height={88} />
          </div>
        ) : comments.length === 0 && !online && !saga ? (
          <Notice>You are offline. The discussion will load when you are back online; you can still write a comment now.</Notice>
        ) : comments.length === 0 && ensure.error && !saga ? (
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
    </>
  );
}
