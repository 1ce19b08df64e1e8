import type { ReactNode } from 'react';
import styles from './Notice.module.css';

type Tone = 'info' | 'pending' | 'error';

/** An inline status line. Pending and error notices are live regions so changes are announced. */
export function Notice({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
