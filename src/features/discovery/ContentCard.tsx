import { Link } from 'react-router-dom';
import type { SearchHit } from '../../contract';
import { contentPath } from '../../lib/paths';
import { Img } from '../../ui/Img';
import styles from './Discovery.module.css';

const KIND_LABEL = { series: 'Memory', dungeon: 'Timeline', saga: 'Adventure', story: 'Story' } as const;

interface Props {
  kind: keyof typeof KIND_LABEL;
  hit: SearchHit;
  /** A small mark after the kind: 'New', a creator's name ... */
  badge?: string;
  by?: string;
}

/** A Timeline, Memory or saga in a list: its picture, kind and name, leading to its page. */
export function ContentCard({ kind, hit, badge, by }: Props) {
  return (
    <Link to={contentPath(kind, hit.id)} className={styles.card}>
      <Img src={hit.image_url} alt="" className={styles.cardImage} />
      <span className={styles.cardBody}>
        <span className={styles.cardKind}>
          {KIND_LABEL[kind]}
          {badge && <span className={styles.badge}>{badge}</span>}
        </span>
        <span className={styles.cardName}>{hit.name}</span>
        {by && <span className={styles.cardBy}>by {by}</span>}
        <span className={styles.cardText}>{hit.description}</span>
      </span>
    </Link>
  );
}
