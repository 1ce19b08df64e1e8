import { ButtonLink } from '../../ui/Button';
import { paths } from '../../lib/paths';
import type { FlagModalProps } from '../../lib/useFlags';
import { Img } from '../../ui/Img';
import { Modal } from '../../ui/Modal';
import { Skeleton } from '../../ui/Skeleton';
import styles from './Announcements.module.css';
import { useChallenge } from './reads';

/** A saga's community challenge (?community_challenge={sagaId}; the community_challenge_completed tap). */
export default function CommunityChallengeModal({ value, onClose }: FlagModalProps) {
  const { challenge, ensure } = useChallenge(value);
  if (challenge === null && ensure.error) {
    return (
      <Modal title="Community Challenge" onClose={onClose}>
        <p className={styles.error} role="alert">
          This challenge could not be loaded: {ensure.error}
        </p>
      </Modal>
    );
  }
  if (!challenge) {
    return (
      <Modal title="Community Challenge" onClose={onClose}>
        <Skeleton height={160} />
      </Modal>
    );
  }
  const percent = Math.round((challenge.current_value / challenge.goal) * 100);
  return (
    <Modal title={challenge.completed ? 'Community Challenge Complete!' : 'Community Challenge'} onClose={onClose}>
      <div className={styles.prompt}>
        <Img src={challenge.image_url} alt={challenge.saga_name} className={styles.promptImage} eager />
        <p className={styles.detail}>
          {challenge.title} · {challenge.saga_name}
        </p>
        <p className={styles.text}>{challenge.description}</p>
      </div>
      <div className={styles.progress}>
        <progress max={challenge.goal} value={challenge.current_value} aria-label={`${challenge.current_value} of ${challenge.goal} ${challenge.value_name}`} />
        <p className={styles.progressText}>
          {challenge.current_value} / {challenge.goal} {challenge.value_name} ({percent}%)
        </p>
      </div>
      <p className={styles.reward}>Reward: {challenge.reward}</p>
      {challenge.completed ? (
        <p className={styles.success}>{challenge.joined ? 'You took part: your reward is in your Sanctum.' : 'The Historians reached the goal together.'}</p>
      ) : (
        challenge.series_id && (
          <ButtonLink block to={paths.series(challenge.series_id)}>
            {challenge.joined ? 'Keep Playing' : 'Take Part'}
          </ButtonLink>
        )
      )}
      <ButtonLink block variant="secondary" to={paths.saga(challenge.saga_id)}>
        Open Adventure
      </ButtonLink>
    </Modal>
  );
}
