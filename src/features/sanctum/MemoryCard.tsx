import { useId } from 'react';
import type { HomeRow } from '../../db';
import { paths } from '../../lib/routes';
import { Button, ButtonLink } from '../../ui/Button';
import { Img } from '../../ui/Img';
import styles from './Sanctum.module.css';

/** A Memory (series) of the Sanctum (in-play §2 Memory accordion, compact for this slice). */
export function MemoryCard({ item }: { item: HomeRow }) {
  const id = useId();
  const seriesId = item.series_id!;
  const inProgress = item.progress === 'In Progress';

  return (
    <article className={styles.card} aria-labelledby={`${id}-name`}>
      <Img src={item.image_url} alt="" className={styles.cover} />
      <div className={styles.cardBody}>
        <div className={styles.meta}>
          <span className={`${styles.progress} ${styles[item.progress.replace(' ', '')]}`}>{item.progress}</span>
          {item.is_premium && <span className={styles.premium}>Premium</span>}
        </div>
        <h3 id={`${id}-name`} className={styles.cardTitle}>
          Memory: {item.name}
        </h3>
        <p className={styles.description}>{item.description}</p>
        {item.can_access ? (
          <ButtonLink to={paths.series(seriesId)} block>
            {inProgress ? 'Continue the Memory' : 'Enter the Memory'}
          </ButtonLink>
        ) : (
          <>
            <Button block disabled aria-describedby={`${id}-premium`}>
              Unlock Premium To Play
            </Button>
            <p id={`${id}-premium`} className={styles.note}>
              This Memory is for Premium Historians. Subscriptions are not available in this version yet.
            </p>
          </>
        )}
      </div>
    </article>
  );
}
