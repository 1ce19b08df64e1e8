import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { HomeRow } from '../../db';
import { contentPath, paths } from '../../lib/paths';
import { useHoldFirstScreen } from '../../lib/after-first-screen';
import { listFeatured, useFeatured } from '../../lib/reads';
import { useOnline } from '../../lib/useOnline';
import { Img } from '../../ui/Img';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import styles from './Home.module.css';
import { listRecents, useRecents } from './reads';

/** How many rows the device holds for the two lists, read once the pulls have answered (null until then). */
function useStoredCounts(pulled: boolean): { featured: number; recents: number } | null {
  const [counts, setCounts] = useState<{ featured: number; recents: number } | null>(null);
  useEffect(() => {
    if (!pulled) return;
    let live = true;
    void Promise.all([listFeatured(), listRecents()]).then(([f, r]) => live && setCounts({ featured: f.length, recents: r.length }));
    return () => {
      live = false;
    };
  }, [pulled]);
  return counts;
}

const KIND = { series: 'Memory', dungeon: 'Timeline', story: 'Story' } as const;
const idOf = (r: HomeRow) => (r.kind === 'series' ? r.series_id : r.kind === 'dungeon' ? r.dungeon_id : r.story_id) ?? '';

/**
 * The home page (/home): what the player played last and what is featured, both read offline once pulled
 * (GET /homepage/recents/ and /homepage/featured/).
 */
export default function HomePage() {
  const { items: featured, everFetched, ensure } = useFeatured();
  const { items: recents, ensure: recentsEnsure } = useRecents();
  const online = useOnline();
  const neverFetched = everFetched === false && (featured?.length ?? 0) === 0;
  // Online, the first screen is the page with what the pulls bring: what follows it (the write path) waits for
  // them, and for the live lists to show what the pulls wrote (a direct read says how many rows there are).
  const pulled = !online || (ensure.settled && recentsEnsure.settled);
  const stored = useStoredCounts(pulled);
  const shown = stored !== null && featured !== undefined && recents !== undefined && featured.length >= stored.featured && recents.length >= stored.recents;
  useHoldFirstScreen(featured === undefined || recents === undefined || (pulled ? !shown : true));
  // The recents come above the featured list: until the device has answered for both, neither shows, or the
  // featured list would be drawn and then pushed down (Lighthouse measured a layout shift of 0.38).
  if (featured === undefined || recents === undefined) {
    return (
      <>
        <h1 className={styles.title}>Home</h1>
        <div className={styles.grid} role="status" aria-busy="true" aria-label="Loading the home page">
          <Skeleton height={220} />
          <Skeleton height={220} />
        </div>
      </>
    );
  }

  return (
    <>
      <h1 className={styles.title}>Home</h1>
      {recents.length > 0 && (
        <section aria-labelledby="recent-title" className={styles.section}>
          <h2 id="recent-title" className={styles.sectionTitle}>
            Continue Where You Left Off
          </h2>
          <ul className={styles.rail}>
            {recents.map((r) => (
              <li key={r.key}>
                <Tile row={r} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="featured-title" className={styles.section}>
        <div className={styles.titleRow}>
          <h2 id="featured-title" className={styles.sectionTitle}>
            Featured
          </h2>
          <Link to={paths.search()} className={styles.textLink}>
            Search
          </Link>
        </div>
        {neverFetched && !online ? (
          <Notice>You are offline. The featured Timelines and Memories will appear here the first time you are online.</Notice>
        ) : neverFetched && ensure.error ? (
          <Notice tone="error">The home page could not be loaded: {ensure.error}</Notice>
        ) : neverFetched ? (
          <div className={styles.grid} role="status" aria-busy="true" aria-label="Loading the featured adventures">
            <Skeleton height={220} />
            <Skeleton height={220} />
          </div>
        ) : (
          <ul className={styles.grid}>
            {featured.map((r) => (
              <li key={r.key}>
                <Tile row={r} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function Tile({ row }: { row: HomeRow }) {
  return (
    <Link to={contentPath(row.kind, idOf(row))} className={styles.tile}>
      <Img src={row.image_url} alt="" className={styles.tileImage} />
      <span className={styles.tileKind}>
        {KIND[row.kind]}
        {row.is_premium && <span className={styles.premium}>Premium</span>}
      </span>
      <span className={styles.tileName}>{row.name}</span>
      {row.progress !== 'Not Started' && <span className={styles.tileProgress}>{row.progress}</span>}
    </Link>
  );
}
