import { Link, useParams } from 'react-router-dom';
import type { FollowingItem } from '../../contract';
import type { CreatorRow } from '../../db';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/Button';
import { ContentCard } from './ContentCard';
import { CreatorCard } from './CreatorCard';
import styles from './Discovery.module.css';
import { FollowButton } from './FollowButton';
import { ListStatus } from './ListStatus';
import { useCreator, useFollowing } from './reads';

/**
 * /following/{creatorName?}: the creators the player follows and what they made, newest first, 'New' on
 * what came after the follow. With a creator name (the followed_creator_new_content tap), only theirs.
 */
export default function FollowingPage() {
  const { creatorName } = useParams();
  const { creators, feed, everFetched, error } = useFollowing();
  if (creatorName) return <FollowedCreator name={creatorName} key={creatorName} feed={feed?.items} />;
  const items = feed?.items ?? [];

  return (
    <>
      <h1 className={styles.title}>Following</h1>
      <ListStatus
        count={feed === undefined || creators === undefined ? undefined : creators.length || items.length}
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
        <ul className={styles.list} aria-label="Creators you follow">
          {creators?.map((c) => (
            <li key={c.page_name}>
              <CreatorCard creator={c} />
            </li>
          ))}
        </ul>
        <Work items={items} empty="Nothing yet from them." />
      </ListStatus>
    </>
  );
}

/**
 * One creator's work. Followed, it is the feed's ('New' on what came after the follow); not followed (an old
 * notification, a typed address) or just followed (the feed not pulled again yet), it is their page's: a
 * creator with four Timelines never reads as having nothing.
 */
function FollowedCreator({ name, feed }: { name: string; feed: FollowingItem[] | undefined }) {
  const { creator, ensure } = useCreator(name);
  const fromFeed = (feed ?? []).filter((i) => i.creator_page_name === name);
  const items = fromFeed.length > 0 ? fromFeed : pageItems(creator);
  const title = creator?.name ?? name;
  return (
    <>
      <h1 className={styles.title}>{creator?.is_following ? `Following ${title}` : title}</h1>
      <Link to={paths.following()} className={styles.textLink}>
        All followed creators
      </Link>
      {creator && !creator.is_following && (
        <div className={styles.followRow}>
          <p className={styles.lead}>You are not following {creator.name}. Follow them to hear of their new work.</p>
          <FollowButton creator={creator} />
        </div>
      )}
      {creator === null && ensure.error && (
        <p className={styles.lead} role="alert">
          This creator could not be loaded: {ensure.error}
        </p>
      )}
      {creator !== undefined && <Work items={items} empty={creator?.page ? `Nothing yet from ${title}.` : null} />}
    </>
  );
}

/** A creator's page as feed entries: their Timelines, Memories and adventures (nothing is 'New' unfollowed). */
function pageItems(creator: CreatorRow | null | undefined): FollowingItem[] {
  const page = creator?.page;
  if (!creator || !page) return [];
  const by = { creator_page_name: creator.page_name, creator_name: creator.name, updated_at: '', is_new: false };
  return [
    ...page.dungeons.map((h) => ({ kind: 'dungeon' as const, ...h, ...by })),
    ...page.series.map((h) => ({ kind: 'series' as const, ...h, ...by })),
    ...page.sagas.map((h) => ({ kind: 'saga' as const, ...h, ...by })),
  ];
}

function Work({ items, empty }: { items: FollowingItem[]; empty: string | null }) {
  return (
    <section className={styles.section} aria-labelledby="following-new">
      <h2 id="following-new" className={styles.sectionTitle}>
        Their work
      </h2>
      {items.length === 0 ? (
        empty && <p className={styles.lead}>{empty}</p>
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
  );
}
