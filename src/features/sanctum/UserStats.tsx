import type { RankRow } from '../../db';
import { ButtonLink } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { RankCounts, RankProgress } from '../rank';
import { greeting } from './sanctum-rules';
import styles from './Sanctum.module.css';

interface Props {
  name: string;
  /** The Historian's first visit: greeted, not welcomed back. */
  firstVisit: boolean;
  rank: RankRow | null | undefined;
  rankError: string | null;
}

/** The Sanctum's header (in-play §2 User stats): the welcome, the rank and its progress, the counts. */
export function UserStats({ name, firstVisit, rank, rankError }: Props) {
  return (
    <section className={styles.welcome} aria-labelledby="sanctum-title">
      <p className={styles.eyebrow}>The Historian’s Sanctum</p>
      <h1 id="sanctum-title">{greeting(name, firstVisit)}</h1>
      {rank ? (
        <>
          <RankProgress rank={rank} />
          <RankCounts rank={rank} />
          <ButtonLink to="/sanctum/historian-rank" variant="ghost" className={styles.rankLink}>
            Historian Rank and rewards
          </ButtonLink>
        </>
      ) : rank === null && rankError ? (
        <p className={styles.note}>Your Historian Rank will show once it loads ({rankError}).</p>
      ) : (
        // The rank's own shape (progress, counts, link), so the Sanctum below does not move when it comes.
        <div aria-hidden="true" className={styles.rankPending}>
          <Skeleton height={95} />
          <Skeleton height={83} />
          <Skeleton height={44} />
        </div>
      )}
    </section>
  );
}
