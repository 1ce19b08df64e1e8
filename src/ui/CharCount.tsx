import styles from './Field.module.css';

/** "123/250" under a bounded text field; announced politely only near the limit. */
export function CharCount({ length, max, id }: { length: number; max: number; id?: string }) {
  const near = length >= max * 0.9;
  return (
    <span id={id} className={styles.counter} aria-live={near ? 'polite' : 'off'}>
      {length}/{max}
    </span>
  );
}
