import type { CollapseLevel } from '../../rules/events';
import styles from './Cards.module.css';

const TITLES: Record<CollapseLevel, string> = {
  warning: 'Timeline Collapse Warning',
  danger: 'Timeline Collapse Danger',
  final: 'Timeline Collapse Imminent',
};

/** The three timeline-collapse notices (in-play §4): warning at 50% of actions, then danger, then final. */
export function CollapseCard({ level, text, actionsAvailable }: { level: CollapseLevel; text: string; actionsAvailable: number }) {
  return (
    <div className={`${styles.collapse} ${styles[level]}`}>
      <span className={styles.collapseIcon} aria-hidden="true">
        ⚠
      </span>
      <div>
        <p className={styles.collapseTitle}>{TITLES[level]}</p>
        <p className={styles.collapseText}>{text}</p>
        <p className={styles.collapseCount}>
          {actionsAvailable} action{actionsAvailable === 1 ? '' : 's'} left
        </p>
      </div>
    </div>
  );
}
