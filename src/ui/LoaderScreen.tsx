import type { ReactNode } from 'react';
import styles from './LoaderScreen.module.css';

/**
 * A loader page (in-play §2, a Timeline's and a Memory's): a ring, what is loading (`eyebrow`), what is
 * being done as the page's heading, then what the page adds below (helper phrases, a share banner ...).
 */
export function LoaderScreen({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <section className={styles.loader} aria-labelledby="loader-title" aria-busy="true">
      <div className={styles.ring} aria-hidden="true" />
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 id="loader-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
