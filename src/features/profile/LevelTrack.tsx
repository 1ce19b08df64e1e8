import type { SeasonPassRow } from '../../db';
import { perkText } from './profile-rules';
import styles from './Levels.module.css';

/** Every level of the season with its reward: reached ones unlocked, the current one marked. */
export function LevelTrack({ pass }: { pass: SeasonPassRow }) {
  return (
    <ol className={styles.track}>
      {pass.levels.map((l) => {
        const current = l.level === pass.level;
        return (
          <li
            key={l.level}
            className={`${styles.level} ${l.unlocked ? styles.unlocked : ''} ${current ? styles.current : ''}`}
            aria-current={current ? 'step' : undefined}
          >
            <span className={styles.levelNo} aria-hidden="true">
              {l.level}
            </span>
            <span className={styles.levelBody}>
              <span className={styles.levelTitle}>
                <span className="visually-hidden">Level {l.level}: </span>
                {l.title}
              </span>
              <span className={styles.reward}>{perkText(l.perk, l.amount)}</span>
            </span>
            <span className={styles.levelState}>{current ? 'Your level' : l.unlocked ? 'Unlocked' : 'Locked'}</span>
          </li>
        );
      })}
    </ol>
  );
}
