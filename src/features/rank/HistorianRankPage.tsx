import { useOnline } from '../../lib/useOnline';
import { ButtonLink } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { useRank } from './reads';
import { ClaimRewards } from './ClaimRewards';
import { RankCounts } from './RankCounts';
import { RankList } from './RankList';
import { RankProgress } from './RankProgress';
import { RANK_UP_TEXT } from './rank-rules';
import styles from './Rank.module.css';

/** /sanctum/historian-rank: the current rank, its progress, and the reward of every rank. */
export default function HistorianRankPage() {
  const { rank, ensure } = useRank();
  const online = useOnline();

  return (
    <div className={styles.page}>
      <ButtonLink to="/sanctum" variant="ghost">
        ‹ Back to the Sanctum
      </ButtonLink>
      <h1>Historian Rank</h1>
      {rank ? (
        <>
          <RankProgress rank={rank} />
          <RankCounts rank={rank} />
          <h2>Ranks and rewards</h2>
          <p className={styles.note}>Every rank-up also grants {RANK_UP_TEXT}.</p>
          <ClaimRewards rank={rank} />
          <RankList rank={rank} />
        </>
      ) : rank === null && ensure.error ? (
        <Notice tone={online ? 'error' : 'info'}>
          {online ? `Your Historian Rank could not be loaded: ${ensure.error}` : 'You are offline. Your Historian Rank will load when you are back online.'}
        </Notice>
      ) : (
        <div aria-busy="true" aria-label="Loading your Historian Rank">
          <Skeleton height={64} />
          <Skeleton height={240} />
        </div>
      )}
    </div>
  );
}
