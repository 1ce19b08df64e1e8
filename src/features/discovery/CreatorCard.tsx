import { Link } from 'react-router-dom';
import type { CreatorRow } from '../../db';
import { paths } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import styles from './Discovery.module.css';
import { FollowButton } from './FollowButton';

/** A creator in a list: picture, name, followers, and following them in place. */
export function CreatorCard({ creator }: { creator: CreatorRow }) {
  return (
    <div className={styles.creator}>
      <Link to={paths.creator(creator.page_name)} className={styles.creatorLink}>
        <Avatar name={creator.name} url={creator.avatar} size={48} />
        <span className={styles.creatorText}>
          <span className={styles.cardName}>
            {creator.name}
            {creator.is_premium && <span className={styles.badge}>Premium</span>}
          </span>
          <span className={styles.cardBy}>
            {creator.follower_count} follower{creator.follower_count === 1 ? '' : 's'}
          </span>
        </span>
      </Link>
      <div className={styles.creatorAction}>
        <FollowButton creator={creator} />
      </div>
    </div>
  );
}
