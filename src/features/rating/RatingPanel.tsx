import type { RatingRow } from '../../db';
import { useRating } from './reads';
import { Stars } from '../../ui/Stars';
import { sync } from '../../worker-client';
import { WriteStatus } from '../outbox';
import styles from './Rating.module.css';

interface Props {
  targetType: RatingRow['target_type'];
  targetId: string;
  label: string;
}

/** 1-5 stars for a series or an adventure; the rating waits in the outbox when offline. */
export function RatingPanel({ targetType, targetId, label }: Props) {
  const rating = useRating(targetType, targetId);

  return (
    <div className={styles.rating}>
      <Stars label={label} value={rating?.rating ?? null} onChange={(n) => void sync.ratingSet({ target_type: targetType, target_id: targetId, rating: n })} />
      {rating?.pending ? (
        <WriteStatus outboxId={rating.outbox_id} offlineText="Your rating is saved and will be sent when you are back online." />
      ) : rating?.average != null ? (
        <p className={styles.ratingMeta}>
          Average {rating.average.toFixed(1)} from {rating.count ?? 0} rating{rating.count === 1 ? '' : 's'}
        </p>
      ) : null}
    </div>
  );
}
