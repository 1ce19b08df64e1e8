import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { parseChapter, paths } from '../../lib/paths';
import { useOnline } from '../../lib/useOnline';
import { ButtonLink } from '../../ui/Button';
import { WriteStatus } from '../outbox';
import { useStory } from './reads';
import { PENDING_CHOICE_TEXT } from './story-rules';
import { WritingSpinner } from './WritingSpinner';
import styles from './Story.module.css';

/**
 * /story/:storyId/:chapter/loader — the narrator writes the chapter the owner's choice opens. The chapter
 * shows the moment it is on the device; if the choice cannot be sent, this says why.
 */
export default function StoryLoaderPage() {
  const params = useParams();
  const storyId = params.storyId!;
  const wanted = parseChapter(params.chapter);
  const { story, chapters } = useStory(storyId, false);
  const online = useOnline();
  const navigate = useNavigate();
  const arrived = !!wanted && !!chapters?.some((c) => c.chapter_number === wanted);

  useEffect(() => {
    if (arrived && wanted) navigate(paths.story(storyId, wanted), { replace: true });
  }, [arrived, wanted, storyId, navigate]);

  if (!wanted) return <Navigate to={paths.story(storyId)} replace />;
  if (story === undefined || chapters === undefined || arrived) return <WritingSpinner headline={`The narrator is writing Chapter ${wanted}…`} page />;
  const asked = chapters.find((c) => c.chapter_number === wanted - 1)?.pending_choice;
  // Nothing is on its way to this chapter: back to the story, where the player is.
  if (!asked) return <Navigate to={paths.story(storyId)} replace />;

  return (
    <div className={styles.loaderBox}>
      {online ? <WritingSpinner headline={`The narrator is writing Chapter ${wanted}…`} page /> : <h1 className={styles.loaderTitle}>Your choice is waiting for the network.</h1>}
      <blockquote className={styles.premise}>{asked.text}</blockquote>
      <WriteStatus outboxId={asked.outbox_id} offlineText={PENDING_CHOICE_TEXT} />
      <ButtonLink variant="secondary" to={paths.story(storyId, wanted - 1)}>
        Back to Chapter {wanted - 1}
      </ButtonLink>
    </div>
  );
}
