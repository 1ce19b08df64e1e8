import { type ReactNode, useId, useState } from 'react';
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

/**
 * An accordion item: the header is one button with aria-expanded/aria-controls over its region. The panel's
 * content is drawn the first time it opens (then kept): a closed item costs the first screen only its header
 * (Lighthouse: the Sanctum's hidden panels, their links and icons, were much of its main thread's work).
 */
export function Accordion({ anchorId, open, onToggle, summary, children }: Props) {
  const id = useId();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <article id={anchorId} className={`${styles.item} ${open ? styles.open : ''}`}>
      <h3 className={styles.heading}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-panel`} id={`${id}-head`} onClick={onToggle}>
          {summary}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h3>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-head`} hidden={!open} className={styles.panel}>
        {opened ? children : null}
      </div>
    </article>
  );
}
