import type { Mission } from '../../../contract';
import { Avatar } from '../../../ui/Avatar';
import { FIRST_MISSION_TEXT, MISSION_STATUS_LABELS, MISSION_TYPE_LABELS } from '../rules/missions';
import styles from './Missions.module.css';

interface Props {
  missions: Mission[];
  /** The first player to complete each mission, or the invitation to be first (the Sanctum's accordion). */
  showFirsts?: boolean;
  id?: string;
}

/**
 * A dungeon's missions (in-play §2, §3): type, status and description. will_complete carries a yellow
 * marker; each status is also written out, so no state is told by colour alone.
 */
export function MissionList({ missions, showFirsts = false, id }: Props) {
  if (missions.length === 0) {
    return (
      <p id={id} className={styles.empty}>
        This Timeline has no missions.
      </p>
    );
  }
  return (
    <ul id={id} className={styles.list}>
      {missions.map((m) => (
        <li key={m.mission_id} className={styles.mission}>
          <div className={styles.head}>
            <span className={styles.type}>{MISSION_TYPE_LABELS[m.mission_type]}</span>
            <span className={`${styles.status} ${styles[m.status]}`}>
              <span className={styles.marker} aria-hidden="true" />
              {MISSION_STATUS_LABELS[m.status]}
            </span>
          </div>
          <p className={styles.description}>{m.description}</p>
          {showFirsts &&
            (m.first_completed_user ? (
              <p className={styles.first}>
                <Avatar name={m.first_completed_user.username} url={m.first_completed_user.avatar} size={28} />
                <span>
                  First completed by <strong>{m.first_completed_user.username}</strong>, {m.first_completed_user.rank}
                </span>
              </p>
            ) : (
              <p className={styles.firstEmpty}>{FIRST_MISSION_TEXT}</p>
            ))}
        </li>
      ))}
    </ul>
  );
}
