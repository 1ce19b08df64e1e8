/**
 * The shell's discovery reads: creators and their pages, the followed creators and their feed, search
 * answers, the FAQ. Each is written whole, so a read offline shows what the last pull showed.
 */
import type { CreatorSummary } from '../../src/contract';
import type { ChronicleDB, CreatorRow } from '../../src/db';
import type { PullSpec } from './pull';

/** A summary from a list keeps the page content already stored, and a follow still waiting keeps its state. */
async function putSummaries(db: ChronicleDB, list: CreatorSummary[]): Promise<void> {
  const current = new Map((await db.creators.bulkGet(list.map((c) => c.page_name))).flatMap((r) => (r ? [[r.page_name, r] as const] : [])));
  await db.creators.bulkPut(list.map((c) => merged(current.get(c.page_name), c)));
}

function merged(current: CreatorRow | undefined, c: CreatorSummary): CreatorRow {
  if (current?.pending_outbox_id) return { ...c, is_following: current.is_following, follower_count: current.follower_count, page: current.page, pending_outbox_id: current.pending_outbox_id };
  return { ...c, page: current?.page, pending_outbox_id: null };
}

export const creatorsSpec = (): PullSpec<'creators'> => ({
  key: 'creators',
  endpoint: 'creators',
  tables: (db) => [db.creators],
  write: async (db, list) => {
    // A creator the server no longer lists disappears (unless a follow of it still waits).
    const keep = new Set(list.map((c) => c.page_name));
    await db.creators.filter((c) => !keep.has(c.page_name) && !c.pending_outbox_id).delete();
    await putSummaries(db, list);
  },
  media: (list) => ({ image: list.map((c) => c.avatar) }),
});

export const creatorPageSpec = (name: string): PullSpec<'creatorPage'> => ({
  key: `creator:${name}`,
  endpoint: 'creatorPage',
  params: { name },
  tables: (db) => [db.creators],
  write: async (db, page) => {
    const { bio, series, dungeons, sagas, series_ids: _s, dungeon_ids: _d, ...summary } = page;
    const current = await db.creators.get(page.page_name);
    await db.creators.put({ ...merged(current, summary), page: { bio, series, dungeons, sagas } });
  },
  media: (page) => ({ image: [page.avatar, ...[...page.series, ...page.dungeons, ...page.sagas].map((h) => h.image_url)] }),
});

/** The followed creators: their rows say is_following (the list is the creators the server says are followed). */
export const followingSpec = (): PullSpec<'following'> => ({
  key: 'following',
  endpoint: 'following',
  tables: (db) => [db.creators],
  write: async (db, list) => {
    const followed = new Set(list.map((c) => c.page_name));
    await db.creators.filter((c) => c.is_following && !followed.has(c.page_name) && !c.pending_outbox_id).modify({ is_following: false });
    await putSummaries(db, list);
  },
});

export const followingFeedSpec = (): PullSpec<'followingFeed'> => ({
  key: 'followingFeed',
  endpoint: 'followingFeed',
  tables: (db) => [db.documents],
  write: async (db, value) => {
    await db.documents.put({ key: 'followingFeed', value });
  },
  media: (feed) => ({ image: feed.items.map((i) => i.image_url) }),
});

/** Search answers are kept per query (normalised), so a search made before answers again offline. */
export const searchKey = (q: string): string => q.trim().toLocaleLowerCase('en');

export const searchSpec = (q: string): PullSpec<'search'> => ({
  key: `search:${searchKey(q)}`,
  endpoint: 'search',
  query: { q: searchKey(q) },
  tables: (db) => [db.documents, db.creators],
  write: async (db, value) => {
    await db.documents.put({ key: `search:${searchKey(q)}`, value, q: searchKey(q) });
    await putSummaries(db, value.creators);
  },
  media: (r) => ({ image: [...r.series, ...r.dungeons, ...r.sagas].map((h) => h.image_url) }),
});

export const faqSpec = (): PullSpec<'faq'> => ({
  key: 'faq',
  endpoint: 'faq',
  tables: (db) => [db.documents],
  write: async (db, value) => {
    await db.documents.put({ key: 'faq', value });
  },
});
