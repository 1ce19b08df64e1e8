import { useState } from 'react';
import { useRating } from '../../rating';
import { Stars } from '../../../ui/Stars';
import { sync } from '../../../worker-client';
import styles from './Loader.module.css';
import { wentWrong } from '../../../lib/went-wrong';

/** 'Rate the Dungeon' 1-5 stars while it loads; the rating goes through the outbox, so it works offline. */
export function RateDungeon({ dungeonId }: { dungeonId: string }) {
  const saved = useRating('dungeon', dungeonId);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className={styles.rate} aria-labelledby="rate-title">
      <h2 id="rate-title" className={styles.rateTitle}>
        Rate the Dungeon
      </h2>
      <Stars
        label="Rate the Dungeon"
        value={saved?.rating ?? null}
        onChange={(rating) => {
          setError(null);
          void sync.ratingSet({ target_type: 'dungeon', target_id: dungeonId, rating }).catch(wentWrong).then((r) => !r.ok && setError(r.message));
        }}
      />
      {saved?.pending && <p className={styles.small}>Saved — it will be sent when you are online.</p>}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
