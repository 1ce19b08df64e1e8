import type { ReactNode } from 'react';
import styles from './Spinner.module.css';

/** The spinner (in-play §2): a headline while something is made, and what else there is to say below it. */
export function Spinner({ headline, children }: { headline: string; children?: ReactNode }) {
  return (
    <div className={styles.spinner} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <p className={styles.headline}>{headline}</p>
      {children && <div className={styles.more}>{children}</div>}
    </div>
  );
}
