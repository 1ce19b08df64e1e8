import styles from './Skeleton.module.css';

/** A placeholder block while data has never been fetched; hidden from assistive tech. */
export function Skeleton({ height = 16, width = '100%' }: { height?: number | string; width?: number | string }) {
  return <div className={styles.skeleton} style={{ height, width }} aria-hidden="true" />;
}
