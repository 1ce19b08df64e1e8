/**
 * The discovery screens' reads: the Memory list, creators and their pages, the followed creators and
 * their feed, search answers (the server's, kept per query, and matches among what is stored), the FAQ.
 */
import type { FollowingFeed, SearchHit, SearchResults } from '../../contract';
import { db, type CreatorRow, type HomeRow } from '../../db';
import { getSyncState, listFeatured } from '../../lib/reads';
import { useEnsure } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';
import { normaliseQuery } from './search-rules';

export const listCreators = async (): Promise<CreatorRow[]> => (await db.creators.toArray()).sort((a, b) => a.name.localeCompare(b.name));
export const getCreator = async (name: string): Promise<CreatorRow | null> => (await db.creators.get(name)) ?? null;
export const getFollowingFeed = async (): Promise<FollowingFeed | null> => {
  const row = await db.documents.get('followingFeed');
  return row?.key === 'followingFeed' ? row.value : null;
};
export const getFaq = async () => {
  const row = await db.documents.get('faq');
  return row?.key === 'faq' ? row.value : null;
};
export const getSearch = async (q: string): Promise<SearchResults | null> => {
  const row = await db.documents.get(`search:${normaliseQuery(q)}`);
  return row ? (row.value as SearchResults) : null;
};
export const listSeries = async (): Promise<HomeRow[]> => (await listFeatured()).filter((i) => i.kind === 'series' && i.series_id);

/** Whether a resource was ever pulled: a list that is empty because it never came is not "none". */
const useEverFetched = (resource: string) => {
  const state = useLive(() => getSyncState(resource), [resource]);
  return state === undefined ? undefined : !!state && state.fetchedAt > 0;
};

export function useCreators() {
  const ensure = useEnsure({ kind: 'creators' });
  return { creators: useLive(listCreators, []), everFetched: useEverFetched('creators'), ensure };
}

export function useCreator(name: string) {
  const ensure = useEnsure({ kind: 'creator', id: name });
  return { creator: useLive(() => getCreator(name), [name]), ensure };
}

export function useFollowing() {
  const following = useEnsure({ kind: 'following' });
  const feedEnsure = useEnsure({ kind: 'followingFeed' });
  const creators = useLive(async () => (await listCreators()).filter((c) => c.is_following), []);
  return { creators, feed: useLive(getFollowingFeed, []), everFetched: useEverFetched('followingFeed'), error: following.error ?? feedEnsure.error };
}

export function useFaq() {
  const ensure = useEnsure({ kind: 'faq' });
  return { faq: useLive(getFaq, []), ensure };
}

export function useSeriesList() {
  const ensure = useEnsure({ kind: 'featured' });
  return { series: useLive(listSeries, []), everFetched: useEverFetched('featured'), ensure };
}

/** What is stored that matches: the featured Memories and Timelines, and the creators. */
export async function localMatches(q: string): Promise<SearchResults> {
  const needle = normaliseQuery(q);
  const hit = (...texts: string[]) => texts.some((t) => t.toLocaleLowerCase('en').includes(needle));
  const asHit = (r: HomeRow): SearchHit => ({ id: (r.series_id ?? r.dungeon_id)!, name: r.name, description: r.description, image_url: r.image_url });
  const featured = (await listFeatured()).filter((r) => hit(r.name, r.description));
  return {
    series: featured.filter((r) => r.kind === 'series' && r.series_id).map(asHit),
    dungeons: featured.filter((r) => r.kind === 'dungeon' && r.dungeon_id).map(asHit),
    sagas: [],
    creators: (await listCreators()).filter((c) => hit(c.name, c.page_name)),
  };
}

/**
 * A search's answer: the server's for this query when it was ever stored (offline too), else the
 * matches among what is stored. `fromServer` says which.
 */
export function useSearch(q: string, ask: boolean) {
  const key = normaliseQuery(q);
  const ensure = useEnsure(ask && key ? { kind: 'search', id: key } : null);
  const answer = useLive(async () => {
    if (!key) return null;
    const stored = await getSearch(key);
    return stored ? { results: stored, fromServer: true } : { results: await localMatches(key), fromServer: false };
  }, [key]);
  return { answer, ensure };
}
