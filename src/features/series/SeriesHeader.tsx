import { Link } from 'react-router-dom';
import type { SeriesRow } from '../../db';
import { paths } from '../../lib/paths';
import { ChatIcon } from '../../ui/icons';
import { Img } from '../../ui/Img';
import styles from './Series.module.css';

export function SeriesHeader({ series }: { series: SeriesRow }) {
  return (
    <header className={styles.header}>
      <Img src={series.image_url} alt="" className={styles.cover} eager />
      <div className={styles.headerBody}>
        <p className={styles.eyebrow}>
          Memory {series.is_premium && <span className={styles.premium}>Premium</span>}
        </p>
        <h1>{series.name}</h1>
        <p className={styles.byline}>by {series.created_by}</p>
        <p className={styles.description}>{series.description}</p>
        <Link to={paths.sagaComments(series.saga_id)} className={styles.discussion}>
          <ChatIcon />
          Discussion
          {series.discussion_count > 0 && <span className={styles.count}>{series.discussion_count}</span>}
        </Link>
      </div>
    </header>
  );
}
