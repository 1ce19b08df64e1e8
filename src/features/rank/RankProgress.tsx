import type { RankRow } from '../../db';
import { rankProgress } from './rank-rules';
import { ProgressBar } from '../../ui/ProgressBar';
import styles from './Rank.module.css';

/** Current points against the points the next rank needs, as a labelled progressbar. */
export function RankProgress({ rank }: { rank: RankRow }) {
  const { value, max } = rankProgress(rank.current_points, rank.points_to_next);
  const next = rank.next_rank;
  const label = next ? `${rank.current_points} of ${max} points to ${next.title}` : `${rank.current_points} points, the highest rank`;
  return (
    <div className={styles.progressWrap}>
      <div className={styles.progressLabels}>
        <span>
          {rank.current_rank.title} <span className={styles.rankNo}>(Rank {rank.current_rank.rank})</span>
        </span>
        <span>{next ? `Next: ${next.title} (Rank ${next.rank})` : 'Highest rank reached'}</span>
      </div>
      <ProgressBar fill={value / max} aria-label="Historian Rank progress" aria-valuemin={0} aria-valuemax={max} aria-valuenow={value} aria-valuetext={label} />
      <p className={styles.points}>{next ? `${rank.current_points} / ${max} points · ${rank.points_to_next} to go` : `${rank.current_points} points`}</p>
    </div>
  );
}
