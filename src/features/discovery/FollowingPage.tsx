import { Link, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/Button';
import { ContentCard } from './ContentCard';
import { CreatorCard } from './CreatorCard';
import styles from './Discovery.module.css';
import { ListStatus } from './ListStatus';
import { useFollowing } from './reads';

/**
 * /following/{creatorName?}: the creators the player follows and what they made, newest first, 'New' on
 * what came after the follow. With a creator name (the followed_creator_new_content tap), only theirs.
 */
export default function FollowingPage() {
  const { creatorName } = useParams();
  const { creators, feed, everFetched, error } = useFollowing();
  const items = (feed?.items ?? []).filter((i) => !creatorName || i.creator_page_name === creatorName);
  const focus = creatorName ? creators?.find((c) => c.page_name === creatorName) : undefined;

  return (
    <>
      <h1 className={styles.title}>{focus ? `Following ${focus.name}` : 'Following'}</h1>
      {creatorName && (
        <Link to={paths.following()} className={styles.textLink}>
          All followed creators
        </Link>
      )}
      <ListStatus
        count={feed === undefined || creators === undefined ? undefined : (creators.length || items.length)}
        everFetched={everFetched}
        error={error}
        what="The creators you follow"
        empty={
          <div className={styles.empty}>
            <p className={styles.lead}>You are not following any creator yet. Follow one to see their new Timelines and Memories here.</p>
            <ButtonLink to={paths.creators()}>Find Creators</ButtonLink>
          </div>
        }
      >
        {!creatorName && (
          <ul className={styles.list} aria-label="Creators you follow">
            {creators?.map((c) => (
              <li key={c.page_name}>
                <CreatorCard creator={c} />
              </li>
            ))}
          </ul>
        )}
        <section className={styles.section} aria-labelledby="following-new">
          <h2 id="following-new" className={styles.sectionTitle}>
            Their work
          </h2>
          {items.length === 0 ? (
            <p className={styles.lead}>Nothing yet from {focus?.name ?? 'them'}.</p>
          ) : (
            <ul className={styles.list}>
              {items.map((i) => (
                <li key={`${i.kind}:${i.id}`}>
                  <ContentCard kind={i.kind} hit={i} badge={i.is_new ? 'New' : undefined} by={i.creator_name} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </ListStatus>
    </>
  );
}
