import { Link } from 'react-router-dom';
import type { AdventureRow } from '../../db';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/Button';
import { Img } from '../../ui/Img';
import { Skeleton } from '../../ui/Skeleton';
import { RatingPanel } from '../rating';
import styles from './AdventureEnding.module.css';
import { useAlsoLike, useEndScreen } from './reads';
import { ReleaseBadge } from './ReleaseBadge';

/**
 * The end of an adventure (in-play §4 Ending, §3 End screen): what comes next — 'Continue Reading', or a
 * release badge while it is coming — the book's rating, 'Go to Home Page', and what other Historians also
 * like. Kept on the device, so it reads offline like the chapters.
 */
export function AdventureEnding({ seriesId, adventure }: { seriesId: string; adventure: AdventureRow }) {
  const { end } = useEndScreen(adventure.adventure_id);
  const alsoLike = useAlsoLike(end?.users_also_like);
  const next = end?.next_adventure ?? null;
  const continueTo = end?.type === 'next_available' && next?.adventure_id ? paths.adventureLoader(seriesId, next.adventure_id) : null;

  return (
    <section className={styles.ending} aria-labelledby="ending-title">
      {end === undefined ? (
        <Skeleton height={28} width="60%" />
      ) : (
        <>
          <h2 id="ending-title">{end?.title ?? 'Adventure complete'}</h2>
          {end?.caption && <p className={styles.text}>{end.caption}</p>}
        </>
      )}
      {next && (
        <div className={styles.next}>
          <Img src={next.image_url} alt="" className={styles.nextImg} />
          <ReleaseBadge next={next} />
        </div>
      )}
      <h3 className={styles.rateTitle}>Rate this book</h3>
      <RatingPanel targetType="adventure" targetId={adventure.adventure_id} label={`Rate ${adventure.name}`} />
      <div className={styles.actions}>
        {continueTo && (
          <ButtonLink to={continueTo} block>
            Continue Reading
          </ButtonLink>
        )}
        <ButtonLink to={paths.sanctum()} variant="secondary" block>
          Go to Home Page
        </ButtonLink>
      </div>
      {alsoLike && alsoLike.length > 0 && (
        <section className={styles.also} aria-labelledby="also-title">
          <h3 id="also-title" className={styles.alsoTitle}>
            Historians also like
          </h3>
          <ul className={styles.alsoList}>
            {alsoLike.map((a) => (
              <li key={a.key}>
                <Link to={a.kind === 'dungeon' ? paths.dungeon(a.id) : paths.series(a.id)} className={styles.alsoCard}>
                  <Img src={a.image_url} alt="" className={styles.alsoImg} />
                  <span className={styles.alsoKind}>{a.kind === 'dungeon' ? 'Timeline' : 'Memory'}</span>
                  <span className={styles.alsoName}>{a.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
