import type { RankRow } from '../../db';
import { Img } from '../../ui/Img';
import { REWARD_STATE_LABELS, rewardText, rewardsByRank } from './rank-rules';
import styles from './Rank.module.css';

/** Every rank of the reward track, the current one marked; titles are known for the current and next rank only. */
export function RankList({ rank }: { rank: RankRow }) {
  const titles = new Map<number, string>([[rank.current_rank.rank, rank.current_rank.title]]);
  if (rank.next_rank) titles.set(rank.next_rank.rank, rank.next_rank.title);

  return (
    <ol className={styles.ranks}>
      {rewardsByRank(rank.rewards).map(({ rank: n, rewards }) => {
        const current = n === rank.current_rank.rank;
        const reached = n <= rank.current_rank.rank;
        return (
          <li key={n} className={`${styles.rankItem} ${current ? styles.current : reached ? styles.reached : ''}`} aria-current={current ? 'step' : undefined}>
            <h3 className={styles.rankHead}>
              <span>
                Rank {n}
                {titles.has(n) ? `: ${titles.get(n)}` : ''}
              </span>
              {current && <span className={styles.rewardState}>Current</span>}
            </h3>
            <ul className={styles.rewards}>
              {rewards.map((r) => (
                <li key={r.reward_id} className={styles.reward}>
                  {r.avatar && <Img src={r.avatar.image_url} alt="" className={styles.rewardIcon} />}
                  <span>{rewardText(r)}</span>
                  <span className={`${styles.rewardState} ${styles[`state_${r.state}`] ?? ''}`}>{REWARD_STATE_LABELS[r.state]}</span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
