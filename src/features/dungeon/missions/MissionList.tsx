import type { Mission } from '../../../contract/dungeon';
import { missionStatusLabel, missionTypeLabel } from '../rules/events';
import styles from './Missions.module.css';

/**
 * Missions: type, status and description (in-play §2). will_complete carries a yellow marker; each
 * status is also written out, so no state is told by colour alone.
 */
export function MissionList({ missions, showFirsts = false }: { missions: Mission[]; showFirsts?: boolean }) {
  if (missions.length === 0) return <p className={styles.empty}>This Timeline has no missions.</p>;
  return (
    <ul className={styles.list}>
      {missions.map((m) => (
        <li key={m.mission_id} className={styles.mission}>
          <div className={styles.head}>
            <span className={styles.type}>{missionTypeLabel(m.mission_type)}</span>
            <span className={`${styles.status} ${styles[m.status]}`}>
              <span className={styles.marker} aria-hidden="true" />
              {missionStatusLabel(m.status)}
            </span>
          </div>
          <p className={styles.description}>{m.description}</p>
          {showFirsts && (
            <p className={styles.first}>
              {m.first_completed_user
                ? `First completed by ${m.first_completed_user.username} (${m.first_completed_user.rank})`
                : 'Be first to complete this Mission and earn double Historian Rank points!'}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
