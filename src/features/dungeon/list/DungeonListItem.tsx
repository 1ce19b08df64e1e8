import { Link } from 'react-router-dom';
import type { HomeRow } from '../../../db';
import { Img } from '../../../ui/Img';
import { dungeonPaths } from '../../../lib/paths';
import { PremiumBadge } from '../shared/PremiumBadge';
import styles from './DungeonList.module.css';

/** One Timeline in the list: the whole card is the link to its page. */
export function DungeonListItem({ item }: { item: HomeRow }) {
  return (
    <Link to={dungeonPaths.page(item.dungeon_id!)} className={styles.card}>
      <Img src={item.image_url} alt="" className={styles.thumb} />
      <span className={styles.body}>
        <span className={styles.name}>{item.name}</span>
        {item.is_premium && <PremiumBadge locked={!item.can_access} />}
        <span className={styles.description}>{item.description || 'No description.'}</span>
        {item.progress !== 'Not Started' && <span className={styles.progress}>{item.progress}</span>}
      </span>
    </Link>
  );
}
