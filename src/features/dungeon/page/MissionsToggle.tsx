import { useId, useState } from 'react';
import type { Mission } from '../../../contract/dungeon';
import { MissionList } from '../missions/MissionList';
import styles from './DungeonPage.module.css';

/** 'N/M Missions Completed (tap to view)' opening the list in place (a disclosure, not a dialog). */
export function MissionsToggle({ missions }: { missions: Mission[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const done = missions.filter((m) => m.status === 'completed').length;
  return (
    <section className={styles.missions}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {done}/{missions.length} Missions Completed (tap to view)
      </button>
      <div id={id} hidden={!open}>
        <MissionList missions={missions} showFirsts />
      </div>
    </section>
  );
}
