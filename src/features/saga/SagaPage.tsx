import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useOnline } from '../../lib/useOnline';
import { Button, ButtonLink } from '../../ui/Button';
import { ChatIcon } from '../../ui/icons';
import { Img } from '../../ui/Img';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { DeleteStoryDialog } from '../story';
import { SagaCards } from './SagaCards';
import { SagaChapters } from './SagaChapters';
import { SagaEchoes } from './SagaEchoes';
import { useSaga } from './reads';
import styles from './Saga.module.css';

/** /sagas/:sagaId — a saga (a Memory's or a custom story's): its cover, description, cards, echoes, chapters and comments. */
export default function SagaPage() {
  const sagaId = useParams().sagaId!;
  const { saga, ensure } = useSaga(sagaId);
  const online = useOnline();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);

  if (saga === undefined || (saga === null && !ensure.settled)) {
    return (
      <div className={styles.loading} aria-busy="true" aria-label="Loading the adventure">
        <Skeleton height={220} />
        <Skeleton height={36} width="70%" />
        <Skeleton height={80} />
      </div>
    );
  }
  if (saga === null) {
    return (
      <Notice tone={online ? 'error' : 'info'}>
        {online ? `This adventure could not be opened: ${ensure.error ?? 'not found'}` : 'You are offline and this adventure is not on your device yet.'}
      </Notice>
    );
  }

  const custom = saga.kind === 'custom';
  const open = custom ? paths.story(saga.saga_id) : saga.series_id ? paths.series(saga.series_id) : null;

  return (
    <article className={styles.page} aria-labelledby="saga-title">
      <div className={styles.hero}>
        <Img src={saga.cover} alt="" className={styles.cover} eager />
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{custom ? 'Custom adventure' : 'Memory'}</p>
          <h1 id="saga-title" className={styles.title}>
            {saga.title}
          </h1>
          <p className={styles.owner}>by {saga.owner}</p>
        </div>
      </div>
      <p className={styles.description}>{saga.description}</p>
      <div className={styles.actions}>
        {open && (
          <ButtonLink to={open} block>
            Open Adventure
          </ButtonLink>
        )}
        <ButtonLink to={paths.quickPlay(saga.saga_id)} variant="secondary" block>
          Create New Version
        </ButtonLink>
        <ButtonLink to={paths.sagaComments(saga.saga_id)} variant="ghost" block>
          <ChatIcon />
          Comments{saga.discussion_count > 0 ? ` (${saga.discussion_count})` : ''}
        </ButtonLink>
      </div>
      <SagaChapters saga={saga} />
      <SagaCards sagaId={saga.saga_id} />
      <SagaEchoes sagaId={saga.saga_id} cover={saga.cover} />
      {saga.is_owner && (
        <Button variant="danger" block onClick={() => setDeleting(true)}>
          Delete Custom Adventure
        </Button>
      )}
      {deleting && <DeleteStoryDialog sagaId={saga.saga_id} onCancel={() => setDeleting(false)} onDeleted={() => navigate(paths.sanctum())} />}
    </article>
  );
}
