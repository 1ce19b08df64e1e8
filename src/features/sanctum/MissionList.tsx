import type { Mission } from '../../contract';
import { Avatar } from '../../ui/Avatar';
import { FIRST_MISSION_TEXT, MISSION_STATUS_LABELS, MISSION_TYPE_LABELS, missionMarker } from './sanctum-rules';
import styles from './Sanctum.module.css';

/** A dungeon's missions (in-play §2, §3): type, status (will_complete marked yellow), description, first completer. */
export function MissionList({ id, missions }: { id: string; missions: Mission[] }) {
  if (missions.length === 0) return <p id={id} className={styles.note}>This Timeline has no missions.</p>;
  return (
    <ul id={id} className={styles.missions}>
      {missions.map((m) => (
        <li key={m.mission_id} className={styles.mission}>
          <div className={styles.missionHead}>
            <span className={styles.missionType}>{MISSION_TYPE_LABELS[m.mission_type]}</span>
            <span className={`${styles.status} ${styles[`status_${m.status}`] ?? ''}`}>
              {missionMarker(m.status) === 'yellow' && <span className={styles.marker} aria-hidden="true" />}
              {MISSION_STATUS_LABELS[m.status]}
            </span>
          </div>
          <p className={styles.missionText}>{m.description}</p>
          {m.first_completed_user ? (
            <p className={styles.first}>
              <Avatar name={m.first_completed_user.username} url={m.first_completed_user.avatar} size={28} />
              <span>
                First completed by <strong>{m.first_completed_user.username}</strong>, {m.first_completed_user.rank}
              </span>
            </p>
          ) : (
            <p className={styles.firstEmpty}>{FIRST_MISSION_TEXT}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
