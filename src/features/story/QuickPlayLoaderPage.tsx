import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useOnline } from '../../lib/useOnline';
import { ButtonLink } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { WriteStatus } from '../outbox';
import { usePendingCreate, useStory } from './reads';
import { WritingSpinner } from './WritingSpinner';
import styles from './Story.module.css';

/**
 * /quickplay/:sagaId/loader — the new story is being written. It opens the moment its first chapter is on
 * the device; offline the creation waits and this says so; a refused creation shows why, to retry or discard.
 */
export default function QuickPlayLoaderPage() {
  const storyId = useParams().sagaId!;
  const pending = usePendingCreate(storyId);
  const { story, chapters } = useStory(storyId, false);
  const online = useOnline();
  const navigate = useNavigate();
  const ready = !!story && !!chapters && chapters.length > 0;

  useEffect(() => {
    if (ready) navigate(paths.story(storyId, 1), { replace: true });
  }, [ready, storyId, navigate]);

  if (pending === undefined || story === undefined) return <WritingSpinner headline="Writing the opening of your adventure…" page />;
  if (ready) return null;
  if (!pending) {
    // Neither written nor waiting: it was discarded, or the address is not a story of this device.
    return story ? <Navigate to={paths.story(storyId)} replace /> : (
      <div className={styles.loaderBox}>
        <Notice>This adventure is not on your device.</Notice>
        <ButtonLink to={paths.quickPlay()}>Start a new adventure</ButtonLink>
      </div>
    );
  }
  const premise = pending.request.body.premise;
  return (
    <div className={styles.loaderBox}>
      {pending.state === 'failed' ? (
        <h1 className={styles.loaderTitle}>Your adventure could not be written.</h1>
      ) : online ? (
        <WritingSpinner headline="Writing the opening of your adventure…" page />
      ) : (
        <h1 className={styles.loaderTitle}>Your adventure is waiting for the network.</h1>
      )}
      <blockquote className={styles.premise}>{premise}</blockquote>
      <WriteStatus outboxId={pending.id} offlineText="You are offline. Your adventure will be written as soon as you are back online." />
    </div>
  );
}
