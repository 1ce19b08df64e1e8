import { useOnline } from '../../lib/useOnline';
import { useFeatured, useMe } from '../../lib/useStore';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { MemoryCard } from './MemoryCard';
import styles from './Sanctum.module.css';

/** The Sanctum for this slice: the welcome and the featured Memories (series). */
export default function SanctumPage() {
  const me = useMe();
  const online = useOnline();
  const { items, everFetched, ensure } = useFeatured();
  // Only Memories have screens in this build; Timelines and stories join when their routes exist.
  const memories = items?.filter((i) => i.kind === 'series' && i.series_id) ?? [];
  const neverFetched = everFetched === false && (items?.length ?? 0) === 0;

  return (
    <>
      <section className={styles.welcome} aria-labelledby="sanctum-title">
        <p className={styles.eyebrow}>The Historian’s Sanctum</p>
        <h1 id="sanctum-title">Welcome back, Historian {me?.username ?? ''}</h1>
      </section>

      <section aria-labelledby="memories-title">
        <h2 id="memories-title" className={styles.sectionTitle}>
          Memories
        </h2>
        {neverFetched && !online ? (
          <Notice>You are offline. The Memories will appear here the first time you are online.</Notice>
        ) : neverFetched && ensure.error ? (
          <Notice tone="error">The Memories could not be loaded: {ensure.error}</Notice>
        ) : items === undefined || neverFetched ? (
          <div className={styles.list} aria-busy="true" aria-label="Loading Memories">
            <Skeleton height={320} />
            <Skeleton height={320} />
          </div>
        ) : memories.length === 0 ? (
          <Notice>No Memories are open to you yet. New ones arrive often; check back soon.</Notice>
        ) : (
          <ul className={styles.list}>
            {memories.map((item) => (
              <li key={item.key}>
                <MemoryCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
