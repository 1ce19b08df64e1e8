import { useOnline } from '../../../lib/useOnline';
import { Notice } from '../../../ui/Notice';
import { Skeleton } from '../../../ui/Skeleton';
import { useDungeonItems } from '../reads';
import { DungeonListItem } from './DungeonListItem';
import styles from './DungeonList.module.css';

/** /dungeons — every Timeline the Historian can see. The route hides the app header (app-shell §2). */
export default function DungeonListPage() {
  const { items, everFetched, ensure } = useDungeonItems();
  const online = useOnline();
  const empty = (items?.length ?? 0) === 0;

  return (
    <>
      <p className={styles.eyebrow}>The Historian’s Sanctum</p>
      <h1>Timelines</h1>
      {items === undefined || (empty && everFetched !== true && online && !ensure.error) ? (
        <div className={styles.list} aria-busy="true" aria-label="Loading Timelines">
          <Skeleton height={120} />
          <Skeleton height={120} />
        </div>
      ) : empty && !online ? (
        <Notice>You are offline. The Timelines will appear here the first time you are online.</Notice>
      ) : empty && ensure.error ? (
        <Notice tone="error">The Timelines could not be loaded: {ensure.error}</Notice>
      ) : empty ? (
        <Notice>No Timelines are open to you yet. New ones arrive often; check back soon.</Notice>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.dungeon_id}>
              <DungeonListItem item={item} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
