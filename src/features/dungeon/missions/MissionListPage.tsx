import { Link, useParams } from 'react-router-dom';
import { Skeleton } from '../../../ui/Skeleton';
import { useCrawl, useDungeon } from '../reads';
import { dungeonPaths } from '../../../lib/paths';
import { MissionList } from './MissionList';
import styles from './Missions.module.css';

/** /dungeons/:dungeonId/journal/:name?/mission-list — the crawl's missions (the dungeon's when none is played). */
export default function MissionListPage() {
  const params = useParams();
  const id = params.dungeonId!;
  const { progress } = useCrawl(id, false);
  const { dungeon } = useDungeon(id);
  const missions = progress?.missions ?? dungeon?.missions;
  const done = missions?.filter((m) => m.status === 'completed').length ?? 0;

  return (
    <article className={styles.page} aria-labelledby="missions-title">
      <Link to={dungeonPaths.journal(id, params.name)} className={styles.back}>
        ← Back to the Journal
      </Link>
      <p className={styles.eyebrow}>{dungeon?.name ?? 'Timeline'}</p>
      <h1 id="missions-title">Missions</h1>
      {missions === undefined ? (
        <Skeleton height={160} />
      ) : (
        <>
          <p className={styles.summary}>
            {done}/{missions.length} Missions Completed
          </p>
          <MissionList missions={missions} />
        </>
      )}
    </article>
  );
}
