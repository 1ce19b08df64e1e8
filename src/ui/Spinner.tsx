import type { ReactNode } from 'react';
import styles from './Spinner.module.css';

/**
 * The spinner (in-play §2): a headline while something is made, and what else there is to say below it.
 * On a page of its own (a loader) the headline is the page's heading.
 */
export function Spinner({ headline, heading = false, children }: { headline: string; heading?: boolean; children?: ReactNode }) {
  const Headline = heading ? 'h1' : 'p';
  return (
    <div className={styles.spinner} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <Headline className={styles.headline}>{headline}</Headline>
      {children && <div className={styles.more}>{children}</div>}
    </div>
  );
}
