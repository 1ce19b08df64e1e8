import type { DungeonProgressRow } from '../../../db';
import { Img } from '../../../ui/Img';
import { Sheet } from '../../../ui/Sheet';
import { actionsLabel, actionsTone } from '../rules/badge';
import styles from './Sheets.module.css';

/** Tracker Details (in-play §2): the action counter first, then each tracker's icon, value, name and description. */
export function TrackerSheet({ progress, onClose }: { progress: DungeonProgressRow; onClose: () => void }) {
  const tone = actionsTone(progress.actions_available);
  return (
    <Sheet title="Trackers" onClose={onClose}>
      <ul className={styles.trackers}>
        <li className={styles.tracker}>
          <span className={`${styles.trackerValue} ${styles[tone]}`}>{progress.actions_available}</span>
          <div>
            <p className={styles.trackerName}>Actions</p>
            <p className={styles.trackerText}>
              {actionsLabel(progress.actions_available)} of {progress.actions_total}. When they run out, the Timeline collapses.
            </p>
          </div>
        </li>
        {progress.trackers.map((t) => (
          <li key={t.name} className={styles.tracker}>
            {t.icon ? <Img src={t.icon} alt="" className={styles.trackerIcon} /> : <span className={styles.trackerIcon} aria-hidden="true" />}
            <div>
              <p className={styles.trackerName}>
                {t.name}: <strong>{t.value}</strong>
                {t.max ? ` of ${t.max}` : ''}
              </p>
              <p className={styles.trackerText}>{t.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
