import { Link } from 'react-router-dom';
import type { DungeonRow } from '../../db';
import { Avatar } from '../../ui/Avatar';
import { ChatIcon } from '../../ui/icons';
import { useRouteExists } from './useRouteExists';
import styles from './Sanctum.module.css';

/** The row under a Timeline's cover: leaderboard, discussion count and creator (in-play §2). */
export function DungeonLinks({ dungeon, onLeaderboard }: { dungeon: DungeonRow; onLeaderboard: () => void }) {
  const commentsPath = `/dungeons/${encodeURIComponent(dungeon.dungeon_id)}/comments`;
  const creatorPath = `/creators/${encodeURIComponent(dungeon.creator_page_name)}`;
  const hasComments = useRouteExists(commentsPath);
  const hasCreator = useRouteExists(creatorPath);
  const count = (
    <>
      <ChatIcon />
      <span>{dungeon.discussion_count}</span>
    </>
  );
  const creator = (
    <>
      <Avatar name={dungeon.created_by} url={dungeon.creator_avatar} size={28} />
      <span>{dungeon.created_by}</span>
    </>
  );

  return (
    <div className={styles.links}>
      <button type="button" className={styles.chip} onClick={onLeaderboard}>
        <span aria-hidden="true">🏆</span> Leaderboard
      </button>
      {hasComments ? (
        <Link to={commentsPath} className={styles.chip} aria-label={`${dungeon.discussion_count} discussions`}>
          {count}
        </Link>
      ) : (
        <span className={styles.chipStatic} aria-label={`${dungeon.discussion_count} discussions`} role="img">
          {count}
        </span>
      )}
      {hasCreator ? (
        <Link to={creatorPath} className={styles.creator}>
          {creator}
        </Link>
      ) : (
        <span className={styles.creator}>{creator}</span>
      )}
    </div>
  );
}
