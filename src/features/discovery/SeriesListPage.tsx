import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { ContentCard } from './ContentCard';
import styles from './Discovery.module.css';
import { ListStatus } from './ListStatus';
import { useSeriesList } from './reads';

/** /series (header hidden): every Memory, read offline once pulled. */
export default function SeriesListPage() {
  const { series, everFetched, ensure } = useSeriesList();
  return (
    <>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>Memories</h1>
        <Link to={paths.search()} className={styles.textLink}>
          Search
        </Link>
      </div>
      <p className={styles.lead}>Short stories in chapters, each ending in a moment only you decide.</p>
      <ListStatus
        count={series?.length}
        everFetched={everFetched}
        error={ensure.error}
        what="The Memories"
        empty={<p className={styles.lead}>No Memories are open yet. New ones arrive often.</p>}
      >
        <ul className={styles.list}>
          {series?.map((m) => (
            <li key={m.key}>
              <ContentCard kind="series" hit={{ id: m.series_id!, name: m.name, description: m.description, image_url: m.image_url }} badge={m.is_premium ? 'Premium' : undefined} />
            </li>
          ))}
        </ul>
      </ListStatus>
    </>
  );
}
