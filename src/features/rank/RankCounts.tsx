import type { RankRow } from '../../db';
import styles from './Rank.module.css';

/** The number is drawn above its label (column-reverse) while dt stays first for the list's meaning. */
/** 'Mission Completed' and 'Expedition Completed' counts (in-play §2 User stats). */
export function RankCounts({ rank }: { rank: RankRow }) {
  return (
    <dl className={styles.stats}>
      <div className={styles.stat}>
        <dt className={styles.statLabel}>Mission Completed</dt>
        <dd className={styles.statNumber}>{rank.missions_completed}</dd>
      </div>
      <div className={styles.stat}>
        <dt className={styles.statLabel}>Expedition Completed</dt>
        <dd className={styles.statNumber}>{rank.expeditions_completed}</dd>
      </div>
    </dl>
  );
}
