import { db } from '../../db';
import { useEnsured } from '../../lib/useEnsure';
import { Modal } from '../../ui/Modal';
import { Skeleton } from '../../ui/Skeleton';
import { FirstSlot } from './FirstSlot';
import { leaderboardSlots, overallCounts } from './leaderboard-rules';
import styles from './Leaderboard.module.css';

export interface DungeonLeaderboardModalProps {
  dungeonId: string;
  onClose: () => void;
}

/**
 * 'Fabulous Firsts' of a Timeline (in-play §2, app-shell §2), shared by the Sanctum, the query flag
 * dungeon_leaderboard=true and the play screens. A skeleton while loading; on failure the stats are
 * simply not shown (in-play §8).
 */
export function DungeonLeaderboardModal({ dungeonId, onClose }: DungeonLeaderboardModalProps) {
  const { value: stats, ensure } = useEnsured({ kind: 'leaderboard', id: dungeonId }, async () => (await db.dungeonExtras.get(dungeonId))?.leaderboard ?? null, [dungeonId]);
  const loading = stats === undefined || (stats === null && !ensure.settled);

  return (
    <Modal title="Fabulous Firsts" onClose={onClose}>
      {loading ? (
        <div className={styles.slots} aria-busy="true" aria-label="Loading the leaderboard">
          <Skeleton height={64} />
          <Skeleton height={64} />
          <Skeleton height={64} />
          <Skeleton height={40} />
        </div>
      ) : stats ? (
        <>
          <ul className={styles.slots}>
            {leaderboardSlots(stats).map((slot) => (
              <li key={slot.key}>
                <FirstSlot label={slot.label} holder={slot.holder} />
              </li>
            ))}
          </ul>
          <Counts {...overallCounts(stats)} />
        </>
      ) : null}
    </Modal>
  );
}

function Counts({ started, completed }: { started: number; completed: number }) {
  return (
    <dl className={styles.counts}>
      <div>
        <dt>Started the timeline overall</dt>
        <dd>{started}</dd>
      </div>
      <div>
        <dt>Completed the timeline overall</dt>
        <dd>{completed}</dd>
      </div>
    </dl>
  );
}
