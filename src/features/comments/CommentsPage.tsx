import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useComments } from './reads';
import { BackIcon } from '../../ui/icons';
import { CommentForm } from './CommentForm';
import { CommentThread } from './CommentThread';
import styles from './Comments.module.css';

/** /sagas/:sagaId/comments — the saga's discussion, newest first; posting works offline. */
export default function CommentsPage() {
  const sagaId = useParams().sagaId!;
  const { comments, saga, series, ensure } = useComments(sagaId);
  const navigate = useNavigate();
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
      <CommentForm target={{ kind: 'saga', id: sagaId }} />
      <CommentThread comments={comments} ensure={ensure} known={!!saga} />
    </>
  );
}
