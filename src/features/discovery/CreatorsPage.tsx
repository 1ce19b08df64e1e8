import { Link, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import CreatorPage from './CreatorPage';
import { CreatorCard } from './CreatorCard';
import styles from './Discovery.module.css';
import { ListStatus } from './ListStatus';
import { useCreators } from './reads';

/** /creators/{creatorName?}: a creator's page, or every creator. */
export default function CreatorsPage() {
  const { creatorName } = useParams();
  return creatorName ? <CreatorPage name={creatorName} key={creatorName} /> : <CreatorList />;
}

function CreatorList() {
  const { creators, everFetched, ensure } = useCreators();
  return (
    <>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>Creators</h1>
        <Link to={paths.creatorsSearch()} className={styles.textLink}>
          Search creators
        </Link>
      </div>
      <p className={styles.lead}>The guilds and houses who write the Chronicle’s Timelines and Memories. Follow them to hear of their new work.</p>
      <ListStatus count={creators?.length} everFetched={everFetched} error={ensure.error} what="The creators" empty={<p className={styles.lead}>No creators yet.</p>}>
        <ul className={styles.list}>
          {creators?.map((c) => (
            <li key={c.page_name}>
              <CreatorCard creator={c} />
            </li>
          ))}
        </ul>
      </ListStatus>
    </>
  );
}
