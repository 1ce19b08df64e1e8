import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { withFlags } from '../../lib/paths';
import { useMe } from '../../lib/reads';
import { Spinner } from '../../ui/Spinner';
import { WRITING_PHRASES } from './story-rules';
import styles from './Story.module.css';

const ROTATE_MS = 4000;

/**
 * The spinner while the narrator writes (in-play §2): its headline, a rotating phrase (not announced: one
 * every few seconds would drown a screen reader), and for a player without a subscription the line with
 * its 'subscriber' link — subscribers get the fastest generation.
 */
export function WritingSpinner({ headline, page = false }: { headline: string; page?: boolean }) {
  const me = useMe();
  const location = useLocation();
  const [i, setI] = useState(0);
  useEffect(() => {
    const t = window.setInterval(() => setI((n) => (n + 1) % WRITING_PHRASES.length), ROTATE_MS);
    return () => window.clearInterval(t);
  }, []);
  return (
    <Spinner headline={headline} heading={page}>
      <p aria-hidden="true" className={styles.phrase}>
        {WRITING_PHRASES[i]}
      </p>
      {me && !me.subscription_active && (
        <p className={styles.adLine}>
          Chapters are written fastest for a <Link to={{ search: withFlags(location.search, { subscription: 'true' }) }}>subscriber</Link>.
        </p>
      )}
    </Spinner>
  );
}
