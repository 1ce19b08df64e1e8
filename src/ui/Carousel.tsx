import { Children, type CSSProperties, type ReactNode } from 'react';
import styles from './Carousel.module.css';

interface Props {
  /** Names the row for screen readers ('Timelines of the Expedition'). */
  label: string;
  /** Slides in view at once; a fraction shows the edge of the next one, the cue that the row scrolls. */
  perView: number;
  /** One slide each (keyed). */
  children: ReactNode;
  className?: string;
}

/**
 * A row of slides that scrolls sideways with CSS scroll snapping: swipe on touch, arrow keys once
 * focused (the row is in the tab order, as a scrolling region must be), a scroll bar elsewhere. No
 * script runs while it scrolls, and no carousel library is loaded.
 */
export function Carousel({ label, perView, children, className }: Props) {
  return (
    <ul className={`${styles.row} ${className ?? ''}`} style={{ '--per-view': perView } as CSSProperties} aria-label={label} tabIndex={0}>
      {Children.map(children, (child) => (
        <li className={styles.slide}>{child}</li>
      ))}
    </ul>
  );
}
