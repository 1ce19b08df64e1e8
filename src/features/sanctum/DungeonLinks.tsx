import { Link } from 'react-router-dom';
import type { DungeonRow } from '../../db';
import { paths } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import { ChatIcon } from '../../ui/icons';
import styles from './Sanctum.module.css';

/** The row under a Timeline's cover: leaderboard, discussion count and creator (in-play §2). */
export function DungeonLinks({ dungeon, onLeaderboard }: { dungeon: DungeonRow; onLeaderboard: () => void }) {
  const commentsPath = paths.dungeonComments(dungeon.dungeon_id);
  const creatorPath = paths.creator(dungeon.creator_page_name);

  return (
    <div className={styles.links}>
      <button type="button" className={styles.chip} onClick={onLeaderboard}>
        <TrophyIcon /> Leaderboard
      </button>
      <Link to={commentsPath} className={styles.chip} aria-label={`${dungeon.discussion_count} discussions`}>
        <ChatIcon />
        <span>{dungeon.discussion_count}</span>
      </Link>
      <Link to={creatorPath} className={styles.creator}>
        <Avatar name={dungeon.created_by} url={dungeon.creator_avatar} size={28} />
        <span>{dungeon.created_by}</span>
      </Link>
    </div>
  );
}

function TrophyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <path d="M7 4h10v4a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8M9 17h6" />
    </svg>
  );
}
