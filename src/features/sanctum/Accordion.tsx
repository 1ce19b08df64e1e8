import { type ReactNode, useId } from 'react';
import styles from './Accordion.module.css';

interface Props {
  /** The id the page scrolls to (?dungeonId / ?seriesId). */
  anchorId: string;
  open: boolean;
  onToggle: () => void;
  /** What the closed accordion shows: the header's button content. */
  summary: ReactNode;
  children: ReactNode;
}

/** An accordion item: the header is one button with aria-expanded/aria-controls over its region. */
export function Accordion({ anchorId, open, onToggle, summary, children }: Props) {
  const id = useId();
  return (
    <article id={anchorId} className={`${styles.item} ${open ? styles.open : ''}`}>
      <h3 className={styles.heading}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-panel`} id={`${id}-head`} onClick={onToggle}>
          {summary}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h3>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-head`} hidden={!open} className={styles.panel}>
        {children}
      </div>
    </article>
  );
}
