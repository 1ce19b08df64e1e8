import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useOnline } from '../../../lib/useOnline';
import { ChatIcon } from '../../../ui/icons';
import { Img } from '../../../ui/Img';
import { Notice } from '../../../ui/Notice';
import { Skeleton } from '../../../ui/Skeleton';
import { OfflineDownload } from '../../offline';
import { useDungeon } from '../reads';
import { PremiumBadge } from '../shared/PremiumBadge';
import { MissionsToggle } from './MissionsToggle';
import { PlayAction } from './PlayAction';
import styles from './DungeonPage.module.css';

/** /dungeons/:dungeonId — the Timeline's page: what it is, its missions, and the way in. */
export default function DungeonPage() {
  const id = useParams().dungeonId!;
  const { dungeon, ensure } = useDungeon(id);
  const online = useOnline();

  if (dungeon === undefined || (dungeon === null && !ensure.settled)) {
    return (
      <div className={styles.loading} aria-busy="true" aria-label="Loading the Timeline">
        <Skeleton height={200} />
        <Skeleton height={32} width="70%" />
        <Skeleton height={80} />
      </div>
    );
  }
  if (dungeon === null) {
    return (
      <Notice tone={online ? 'error' : 'info'}>
        {online
          ? `This Timeline could not be opened: ${ensure.error ?? 'not found'}`
          : 'You are offline and this Timeline is not on your device yet. It will open once you are back online.'}
      </Notice>
    );
  }

  return (
    <article className={styles.page} aria-labelledby="dungeon-title">
      <Img src={dungeon.image_url} alt="" className={styles.hero} eager />
      <div className={styles.titleRow}>
        <h1 id="dungeon-title" className={styles.title}>
          {dungeon.name}
        </h1>
        {dungeon.is_premium && <PremiumBadge locked={!dungeon.can_access} />}
      </div>
      <p className={styles.creator}>by {dungeon.creator_page_name || dungeon.created_by}</p>
      <Link to={paths.dungeonComments(dungeon.dungeon_id)} className={styles.discussion}>
        <ChatIcon /> Discussion ({dungeon.discussion_count})
      </Link>
      <p className={styles.description}>{dungeon.description || 'No description.'}</p>
      <PlayAction dungeon={dungeon} />
      {dungeon.can_access && <OfflineDownload kind="dungeon" id={dungeon.dungeon_id} />}
      <MissionsToggle missions={dungeon.missions} />
    </article>
  );
}
