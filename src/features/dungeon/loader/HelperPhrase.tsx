import { useEffect, useState } from 'react';
import styles from './Loader.module.css';

const ROTATE_MS = 4000;
const FALLBACK = ['The Timeline is taking shape…'];

/**
 * The rotating helper phrase. It is not a live region: a phrase every few seconds would drown a screen
 * reader. Under reduced motion the phrases change without the fade (the CSS drops the animation).
 */
export function HelperPhrase({ phrases }: { phrases: string[] }) {
  const list = phrases.length > 0 ? phrases : FALLBACK;
  const [i, setI] = useState(0);
  useEffect(() => {
    if (list.length < 2) return;
    const id = window.setInterval(() => setI((n) => (n + 1) % list.length), ROTATE_MS);
    return () => window.clearInterval(id);
  }, [list.length]);
  return (
    <p key={i} className={styles.phrase}>
      {list[i % list.length]}
    </p>
  );
}
