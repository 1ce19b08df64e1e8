import type { RatingRow } from '../../db';
import { useOnline } from '../../lib/useOnline';
import { useRating } from '../../lib/useStore';
import { Notice } from '../../ui/Notice';
import { Stars } from '../../ui/Stars';
import { sync } from '../../worker-client';
import { FailedWrite } from '../outbox/FailedWrite';
import styles from './Series.module.css';

interface Props {
  targetType: RatingRow['target_type'];
  targetId: string;
  label: string;
}

/** 1-5 stars for a series or an adventure; the rating waits in the outbox when offline. */
export function RatingPanel({ targetType, targetId, label }: Props) {
  const rating = useRating(targetType, targetId);
  const online = useOnline();

  return (
    <div className={styles.rating}>
      <Stars label={label} value={rating?.rating ?? null} onChange={(n) => void sync.rate({ target_type: targetType, target_id: targetId, rating: n })} />
      {rating?.pending ? (
        <Notice tone="pending">{online ? 'Sending your rating…' : 'Your rating is saved and will be sent when you are back online.'}</Notice>
      ) : rating?.average != null ? (
        <p className={styles.ratingMeta}>
          Average {rating.average.toFixed(1)} from {rating.count ?? 0} rating{rating.count === 1 ? '' : 's'}
        </p>
      ) : null}
      <FailedWrite outboxId={rating?.outbox_id ?? null} />
    </div>
  );
}
