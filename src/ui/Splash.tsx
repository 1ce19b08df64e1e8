import type { ReactNode } from 'react';
import styles from './Splash.module.css';

/** What the guard shows while it cannot decide yet (session or user still being read). */
export function Splash({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.splash} aria-busy={!children}>
      <span className={styles.mark} aria-hidden="true">
        CHRONICLE
      </span>
      {children ? <div className={styles.text}>{children}</div> : <span className="visually-hidden">Loading…</span>}
    </div>
  );
}
