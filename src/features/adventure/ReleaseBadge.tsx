import { useMinute } from '../../lib/useMinute';
import { useNow } from '../../lib/useNow';
import { type NextRelease, releaseBadge } from './release';
import styles from './AdventureEnding.module.css';

/** When the next adventure comes: a countdown that keeps counting, or its date. */
export function ReleaseBadge({ next }: { next: NextRelease }) {
  const minute = useMinute();
  const coarse = releaseBadge(next, minute);
  const second = useNow(coarse?.ticks === 'second' ? 1000 : 60_000);
  const badge = coarse?.ticks === 'second' ? releaseBadge(next, second) : coarse;
  if (!badge) return null;
  return (
    <p className={styles.badge}>
      {next.release_status === 'coming_later_with_date' && next.release_text ? (
        <time dateTime={next.release_text}>{badge.text}</time>
      ) : (
        badge.text
      )}
    </p>
  );
}
