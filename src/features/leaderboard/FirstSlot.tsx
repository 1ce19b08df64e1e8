import type { Slot } from './leaderboard-rules';
import { EMPTY_SLOT } from './leaderboard-rules';
import { Avatar } from '../../ui/Avatar';
import styles from './Leaderboard.module.css';

/** One 'first to …' slot: the Historian who did it, or 'Could be you...'. */
export function FirstSlot({ label, holder }: Pick<Slot, 'label' | 'holder'>) {
  return (
    <div className={`${styles.slot} ${holder ? '' : styles.empty}`}>
      <span className={styles.slotLabel}>{label}</span>
      {holder ? (
        <span className={styles.holder}>
          <Avatar name={holder.username} url={holder.avatar} size={40} />
          <span>
            <strong>{holder.username}</strong>
            <span className={styles.rankTitle}>{holder.rank_title}</span>
          </span>
        </span>
      ) : (
        <span className={styles.holder}>
          <Avatar name="?" url={null} size={40} />
          <span className={styles.couldBe}>{EMPTY_SLOT}</span>
        </span>
      )}
    </div>
  );
}
