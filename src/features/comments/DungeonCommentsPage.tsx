import { Link, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useDungeonComments } from './reads';
import { BackIcon } from '../../ui/icons';
import { CommentForm } from './CommentForm';
import { CommentThread } from './CommentThread';
import styles from './Comments.module.css';

/** /dungeons/:dungeonId/comments — a Timeline's discussion, newest first; posting works offline. */
export default function DungeonCommentsPage() {
  const dungeonId = useParams().dungeonId!;
  const { comments, thread, dungeon, ensure } = useDungeonComments(dungeonId);
  const count = thread?.comment_count ?? dungeon?.discussion_count ?? comments?.length ?? 0;

  return (
    <>
      <Link to={paths.dungeon(dungeonId)} className={styles.back}>
        <BackIcon /> {dungeon?.name ?? 'Timeline'}
      </Link>
      <h1 className={styles.title}>
        Discussion <span className={styles.count}>({count})</span>
      </h1>
      <CommentForm target={{ kind: 'dungeon', id: dungeonId }} />
      <CommentThread comments={comments} ensure={ensure} known={!!thread} />
    </>
  );
}
