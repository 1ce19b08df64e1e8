import type { AriaAttributes } from 'react';
import styles from './ProgressBar.module.css';

type Props = {
  /** How full the bar is drawn, 0 to 1 (the aria values say what it counts). */
  fill: number;
  /** The least it is drawn, in percent, so that a start shows (a first level, a few bytes). */
  least?: number;
  /** Green: the goal is reached. */
  done?: boolean;
  className?: string;
} & Pick<AriaAttributes, 'aria-label' | 'aria-labelledby' | 'aria-valuemin' | 'aria-valuemax' | 'aria-valuenow' | 'aria-valuetext'>;

/** A progress bar (role progressbar): the rank, the season pass, a community goal, storage, a download. */
export function ProgressBar({ fill, least = 0, done = false, className, ...aria }: Props) {
  const percent = Math.max(least, (Number.isFinite(fill) ? Math.min(1, Math.max(0, fill)) : 0) * 100);
  return (
    <div className={[styles.bar, done ? styles.done : '', className ?? ''].filter(Boolean).join(' ')} role="progressbar" {...aria}>
      <div className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
