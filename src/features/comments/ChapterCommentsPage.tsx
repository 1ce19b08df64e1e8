import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { parseChapter, paths } from '../../lib/paths';
import { useAdventure } from '../adventure';
import { BackLink } from './BackLink';
import styles from './Comments.module.css';
import { useReachedChapter } from './reads';
import { ThreadView } from './ThreadView';

/**
 * /series/:seriesId/adventure/:adventureId/read/chapter/:chapter?/comments — one chapter's discussion.
 * Without a chapter it opens the one of the chapter the player has reached. Comments on chapters the
 * reader has not reached stay behind a tap.
 */
export default function ChapterCommentsPage() {
  const params = useParams();
  const seriesId = params.seriesId!;
  const adventureId = params.adventureId!;
  const chapter = parseChapter(params.chapter);
  const { adventure, chapters } = useAdventure(adventureId);
  const reached = useReachedChapter(adventureId);
  const navigate = useNavigate();

  if (chapter === null) {
    if (reached === undefined) return null;
    return <Navigate to={paths.chapterComments(seriesId, adventureId, Math.max(1, reached ?? 1))} replace />;
  }
  // The guards follow the reader's progress: nothing shows before it is known.
  if (reached === undefined) return null;
  const read = paths.read(seriesId, adventureId, chapter);
  const title = chapters?.find((c) => c.chapter_number === chapter)?.title;

  return (
    <ThreadView
      key={chapter}
      thread={{ kind: 'adventure', target_id: adventureId, chapter }}
      head={
        <>
          <BackLink to={read} label={title ? `Chapter ${chapter}: ${title}` : `Chapter ${chapter}`} />
          {adventure && <p className={styles.eyebrow}>{adventure.name}</p>}
        </>
      }
      knownCount={chapters?.find((c) => c.chapter_number === chapter)?.comment_count}
      reached={reached}
      repliesOf={(commentId) => paths.chapterReplies(seriesId, adventureId, chapter, commentId)}
      onLeave={() => navigate(read)}
    />
  );
}
