import { Navigate } from 'react-router-dom';
import { useOnline } from '../../lib/useOnline';
import { Avatar } from '../../ui/Avatar';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { ContentCard } from './ContentCard';
import styles from './Discovery.module.css';
import { FollowButton } from './FollowButton';
import { useCreator } from './reads';

/** /creators/{creatorName}: who the creator is, following them, and their Timelines, Memories and adventures. */
export default function CreatorPage({ name }: { name: string }) {
  const { creator, ensure } = useCreator(name);
  const online = useOnline();
  if (creator === undefined) return null;
  if (!creator?.page) {
    if (ensure.error && /no creator/i.test(ensure.error)) return <Navigate to="/404" replace />;
    if (!online) return <Notice>You are offline. This creator’s page will appear the first time you open it online.</Notice>;
    if (ensure.error) return <Notice tone="error">This creator’s page could not be loaded: {ensure.error}</Notice>;
    return (
      <div role="status" aria-busy="true" aria-label="Loading the creator">
        <Skeleton height={96} />
        <Skeleton height={200} />
      </div>
    );
  }
  const { page } = creator;
  const sections = [
    { title: 'Timelines', kind: 'dungeon' as const, hits: page.dungeons },
    { title: 'Memories', kind: 'series' as const, hits: page.series },
    { title: 'Adventures', kind: 'saga' as const, hits: page.sagas },
  ];
  return (
    <>
      <header className={styles.creatorHead}>
        <Avatar name={creator.name} url={creator.avatar} size={88} />
        <div>
          <h1 className={styles.title}>{creator.name}</h1>
          <p className={styles.cardBy}>
            {creator.follower_count} follower{creator.follower_count === 1 ? '' : 's'}
            {creator.is_premium && <span className={styles.badge}>Premium</span>}
          </p>
          <div className={styles.followRow}>
            <FollowButton creator={creator} />
          </div>
        </div>
      </header>
      <p className={styles.bio}>{page.bio}</p>
      {sections.map((s) => (
        <section key={s.kind} className={styles.section} aria-label={s.title}>
          <h2 className={styles.sectionTitle}>{s.title}</h2>
          {s.hits.length === 0 ? (
            <p className={styles.lead}>None yet.</p>
          ) : (
            <ul className={styles.list}>
              {s.hits.map((h) => (
                <li key={h.id}>
                  <ContentCard kind={s.kind} hit={h} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
