import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useOnline } from '../../lib/useOnline';
import { useFeatured, useMe } from '../../lib/reads';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { ArtifactEarnedHost } from '../artifacts';
import { DungeonLeaderboardModal } from '../leaderboard';
import { DungeonAccordion } from './DungeonAccordion';
import { ExpeditionCard } from './ExpeditionCard';
import { MemoryAccordion } from './MemoryAccordion';
import { UserStats } from './UserStats';
import { isFirstArrival } from '../../lib/first-arrival';
import { useFeaturedExpeditionId } from '../dungeon';
import { useRank } from '../rank';
import { useOpenItems } from './useOpenItems';
import styles from './Sanctum.module.css';

/** The Sanctum (in-play §2): the Historian's stats, the featured Timelines and their Expedition, the Memories. */
export default function SanctumPage() {
  const me = useMe();
  const firstVisit = isFirstArrival(me?.user_id);
  const online = useOnline();
  const { items, everFetched, ensure } = useFeatured();
  const { rank, ensure: rankEnsure } = useRank();
  const dungeons = items?.filter((i) => i.kind === 'dungeon' && i.dungeon_id) ?? [];
  const memories = items?.filter((i) => i.kind === 'series' && i.series_id) ?? [];
  const expeditionId = useFeaturedExpeditionId(dungeons.map((d) => d.dungeon_id!));
  const neverFetched = everFetched === false && (items?.length ?? 0) === 0;
  const { isOpen, toggle } = useOpenItems(!!items && items.length > 0);
  const [leaderboard, setLeaderboard] = useState<string | null>(null);

  const status =
    neverFetched && !online ? (
      <Notice>You are offline. The Timelines and Memories will appear here the first time you are online.</Notice>
    ) : neverFetched && ensure.error ? (
      <Notice tone="error">The Sanctum could not be loaded: {ensure.error}</Notice>
    ) : items === undefined || neverFetched ? (
      <div className={styles.list} aria-busy="true" aria-label="Loading the Sanctum">
        <Skeleton height={72} />
        <Skeleton height={72} />
        <Skeleton height={72} />
      </div>
    ) : null;

  return (
    <>
      <UserStats name={me?.username ?? ''} firstVisit={firstVisit} rank={rank} rankError={rankEnsure.error} />
      {status ?? (
        <>
          <section className={styles.section} aria-labelledby="timelines-title">
            <h2 id="timelines-title" className={styles.sectionTitle}>
              Timelines
            </h2>
            {dungeons.length === 0 ? (
              <Notice>No Timelines are open to you yet. New ones arrive often; check back soon.</Notice>
            ) : (
              <ul className={styles.list}>
                {dungeons.map((item) => (
                  <li key={item.key}>
                    <DungeonAccordion item={item} open={isOpen(`dungeon-${item.dungeon_id}`)} onToggle={() => toggle(`dungeon-${item.dungeon_id}`)} onLeaderboard={setLeaderboard} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {expeditionId && (
            <section className={styles.section} aria-label="Expedition">
              <ExpeditionCard expeditionId={expeditionId} />
            </section>
          )}
          <section className={styles.section} aria-labelledby="memories-title">
            <h2 id="memories-title" className={styles.sectionTitle}>
              Memories
            </h2>
            {memories.length === 0 ? (
              <Notice>No Memories are open to you yet. New ones arrive often; check back soon.</Notice>
            ) : (
              <ul className={styles.list}>
                {memories.map((item) => (
                  <li key={item.key}>
                    <MemoryAccordion item={item} open={isOpen(`series-${item.series_id}`)} onToggle={() => toggle(`series-${item.series_id}`)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      {/* At the page's end once the page has its content: under the loading placeholders it stood in the first screen
          and was pushed out of it when the Timelines came (a layout shift of 0.036). */}
      {!status || neverFetched ? (
        <p className={styles.credits}>
          <Link to={paths.credits()}>Credits</Link>
        </p>
      ) : null}
      <Suspense fallback={null}>
        {leaderboard && <DungeonLeaderboardModal dungeonId={leaderboard} onClose={() => setLeaderboard(null)} />}
      </Suspense>
      <ArtifactEarnedHost />
    </>
  );
}
