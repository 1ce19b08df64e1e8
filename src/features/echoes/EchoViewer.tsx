import type { Echo } from '../../contract';
import type { EchoListRow } from '../../db';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Notice } from '../../ui/Notice';
import { PlayerAvatar } from '../people';
import { FeatureOnboarding } from './FeatureOnboarding';
import { useFeatureEcho } from './useFeatureEcho';
import styles from './Echoes.module.css';

interface Props {
  sagaId: string;
  list: EchoListRow;
  echo: Echo;
  mine: boolean;
  /** The story's owner choosing echoes may feature one; anyone else only reads. */
  canChoose: boolean;
  onClose: () => void;
}

const FEATURE_LABEL = { featured: 'Featured', unavailable: 'One featured echo per chapter' } as const;

/** The echo viewer: one echo whole, its author, and (for the owner) featuring it. */
export function EchoViewer({ sagaId, list, echo, mine, canChoose, onClose }: Props) {
  const f = useFeatureEcho(sagaId, list, echo);
  const disabled = f.state === 'featured' || f.state === 'unavailable';
  return (
    <Modal title={echo.title} onClose={onClose}>
      <blockquote className={styles.viewerText}>“{echo.text}”</blockquote>
      <p className={styles.viewerAuthor}>
        <PlayerAvatar user={{ user_id: echo.user_id, username: echo.username, avatar_url: echo.avatar }} size={36} />
        <span>
          An echo from <span className={mine ? styles.mine : undefined}>{mine ? `${echo.username} (you)` : echo.username}</span>
        </span>
      </p>
      {echo.is_featured && <p className={styles.badge}>Featured in your Scroll of Fate</p>}
      {canChoose && (
        <>
          <Button block variant={disabled ? 'secondary' : 'primary'} disabled={disabled || !f.ready} onClick={f.feature}>
            {disabled ? FEATURE_LABEL[f.state as 'featured' | 'unavailable'] : 'Feature this echo'}
          </Button>
          {f.state === 'unavailable' && <p className={styles.hint}>You have featured an echo in this chapter already.</p>}
          {f.error && <Notice tone="error">{f.error}</Notice>}
        </>
      )}
      {f.onboarding && <FeatureOnboarding onDone={f.onboarded} onClose={f.dismiss} />}
    </Modal>
  );
}
