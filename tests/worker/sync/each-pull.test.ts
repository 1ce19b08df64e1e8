/**
 * One test per pull: every resource kind of the registries (worker/sync/first-pulls.ts, crawl-pull.ts, more-pulls.ts) is
 * pulled from the fake server and what it stored is read back; then a failing server leaves it as it was, and
 * an `ensure` while it is fresh asks nothing (a paged one asks for its next page). A kind with no case here does not compile (CASES is keyed by
 * every ResourceKind), and the registry test checks the keys at run time too.
 */
import { describe, expect, it } from 'vitest';
import { api, type EndpointName } from '../../../src/contract';
import type { ChronicleDB, DocumentRow } from '../../../src/db';
import type { ResourceKind, ResourceOf } from '../../../worker/sync/define';
import { crawlPulls } from '../../../worker/sync/crawl-pull';
import { firstPulls } from '../../../worker/sync/first-pulls';
import { morePulls } from '../../../worker/sync/more-pulls';
import { artifactList, avatar, details, dungeon, expedition, expeditionProgress, leaderboard, narrative, progress, rank } from '../helpers/dungeon-fixtures';
import { adventure, chapter, comment, commentList, creator, homeItem, prompt, seriesDetails, user } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';
import { friend, notification, ownCard, priorityAlert, seasonPass } from '../helpers/profile-fixtures';
import { card, cardList, echo, echoList, saga, story, storyChapter } from '../helpers/saga-fixtures';

type Harness = Awaited<ReturnType<typeof signedIn>>;

interface PullCase<K extends ResourceKind> {
  resource: ResourceOf<K>;
  /** Every call the pull makes, each with a good answer. */
  calls: { endpoint: EndpointName; body: unknown }[];
  /** The rows it stored; one of them must hold `expected`. */
  stored: (db: ChronicleDB) => Promise<unknown[]>;
  expected: object;
  /** Each ask fetches the next page, fresh or not (a thread's older pages, as the reader scrolls). */
  paged?: true;
  /** What must be on the device first (an older page needs the thread's first). */
  before?: (h: Harness) => Promise<void>;
}

const AT = '2026-03-01T09:00:00.000Z';
const hit = (id: string) => ({ id, name: `Name ${id}`, description: 'About it', image_url: `/api/media/art/${id}.svg` });
const saga1 = { kind: 'saga', target_id: 'saga1' } as const;
const all = (table: { toArray(): Promise<unknown[]> }) => table.toArray();
const doc = (key: DocumentRow['key']) => async (db: ChronicleDB) => [await db.documents.get(key)];

const CASES: { [K in ResourceKind]: PullCase<K> } = {
  init: {
    resource: { kind: 'init' },
    calls: [{ endpoint: 'authInit', body: { version: '9.9.9', show_community_creations_creator_tab: true, google_sign_in: false, app_links: { app_store: 'https://apps.apple.com/app/chronicle', google_play: 'https://play.google.com/store/apps/details?id=chronicle' } } }],
    stored: (db) => all(db.settings),
    expected: { key: 'init', value: { version: '9.9.9', show_community_creations_creator_tab: true } },
  },
  user: { resource: { kind: 'user' }, calls: [{ endpoint: 'getUser', body: user({ username: 'Ada' }) }], stored: (db) => all(db.user), expected: { id: 'me', username: 'Ada' } },
  featured: { resource: { kind: 'featured' }, calls: [{ endpoint: 'featured', body: { items: [homeItem('s7')] } }], stored: (db) => all(db.featured), expected: { key: 'series:s7', position: 0 } },
  recents: { resource: { kind: 'recents' }, calls: [{ endpoint: 'recents', body: { items: [homeItem('s8')] } }], stored: (db) => all(db.recents), expected: { key: 'series:s8' } },
  series: { resource: { kind: 'series', id: 's1' }, calls: [{ endpoint: 'seriesDetails', body: seriesDetails('s1') }], stored: (db) => all(db.series), expected: { series_id: 's1', name: 'Series s1' } },
  adventure: {
    resource: { kind: 'adventure', id: 'a1' },
    calls: [{ endpoint: 'adventure', body: adventure('a1', [chapter(1, { title: 'The Gate Opens' })]) }],
    stored: (db) => all(db.chapters),
    expected: { adventure_id: 'a1', chapter_number: 1, title: 'The Gate Opens' },
  },
  adventureLoading: {
    resource: { kind: 'adventureLoading', id: 'a1' },
    calls: [{ endpoint: 'adventureLoading', body: { phrases: ['Lighting the lamp…'], shareCode: null, shareCodeBackgroundImage: null, shareCodeSecondsUntilExpire: null, shareCodeTitle: null } }],
    stored: (db) => all(db.adventureExtras),
    expected: { adventure_id: 'a1', loading: { phrases: ['Lighting the lamp…'] } },
  },
  endScreen: {
    resource: { kind: 'endScreen', id: 'a1' },
    calls: [{ endpoint: 'endScreen', body: { type: 'coming_soon', title: 'To Be Continued', caption: 'Soon.', next_adventure: null, users_also_like: [] } }],
    stored: (db) => all(db.adventureExtras),
    expected: { adventure_id: 'a1', end_screen: { title: 'To Be Continued' } },
  },
  thread: {
    resource: { kind: 'thread', thread: saga1 },
    calls: [{ endpoint: 'sagaComments', body: commentList([comment('c1', { text: 'First!' })], { count: 1 }) }],
    stored: (db) => all(db.comments),
    expected: { comment_id: 'c1', thread: 'saga:saga1', text: 'First!' },
  },
  threadOlder: {
    resource: { kind: 'threadOlder', thread: saga1 },
    paged: true,
    before: async ({ net, api: worker }) => {
      net.on('GET', '/sagas/:sagaId/comments/', { status: 200, body: commentList([comment('c9', { created_at: AT })], { count: 2, next_before: AT }) });
      await worker.refresh({ kind: 'thread', thread: saga1 });
    },
    calls: [{ endpoint: 'sagaComments', body: commentList([comment('c0', { created_at: '2026-02-01T09:00:00.000Z', text: 'Older' })], { count: 3, next_before: '2026-02-01T09:00:00.000Z' }) }],
    stored: (db) => all(db.comments),
    expected: { comment_id: 'c0', thread: 'saga:saga1', text: 'Older' },
  },
  replies: {
    resource: { kind: 'replies', id: 'c1' },
    calls: [{ endpoint: 'commentReplies', body: commentList([comment('r1', { parent_id: 'c1', text: 'Agreed' })], { count: 1 }) }],
    stored: (db) => all(db.comments),
    expected: { comment_id: 'r1', parent_id: 'c1', text: 'Agreed' },
  },
  dungeon: { resource: { kind: 'dungeon', id: 'd1' }, calls: [{ endpoint: 'dungeon', body: dungeon('d1') }], stored: (db) => all(db.dungeons), expected: { dungeon_id: 'd1', name: 'Timeline d1' } },
  crawl: {
    resource: { kind: 'crawl', id: 'd1' },
    calls: [
      { endpoint: 'dungeonProgress', body: progress('d1', [narrative(0)], { current_room: 'The Gate' }) },
      { endpoint: 'dungeonDetails', body: details() },
    ],
    stored: async (db) => [...(await all(db.dungeonProgress)), ...(await all(db.dungeonEvents))],
    expected: { dungeon_id: 'd1', current_room: 'The Gate' },
  },
  dungeonArtifacts: {
    resource: { kind: 'dungeonArtifacts', id: 'd1' },
    calls: [{ endpoint: 'dungeonArtifacts', body: artifactList() }],
    stored: (db) => all(db.dungeonExtras),
    expected: { dungeon_id: 'd1', artifacts: { artifact_power: 50 } },
  },
  leaderboard: {
    resource: { kind: 'leaderboard', id: 'd1' },
    calls: [{ endpoint: 'dungeonLeaderboard', body: leaderboard() }],
    stored: (db) => all(db.dungeonExtras),
    expected: { dungeon_id: 'd1', leaderboard: { users_started: 4 } },
  },
  dungeonLoading: {
    resource: { kind: 'dungeonLoading', id: 'd1' },
    calls: [{ endpoint: 'dungeonLoading', body: { phrases: ['Hold on'], banner: null, ask_rating: false } }],
    stored: (db) => all(db.dungeonExtras),
    expected: { dungeon_id: 'd1', loading: { phrases: ['Hold on'] } },
  },
  resurrectionStatus: {
    resource: { kind: 'resurrectionStatus', id: 'd1' },
    calls: [{ endpoint: 'dungeonResurrectionStatus', body: { free_resurrection_available: true } }],
    stored: (db) => all(db.dungeonExtras),
    expected: { dungeon_id: 'd1', resurrection: { free_resurrection_available: true } },
  },
  expedition: {
    resource: { kind: 'expedition', id: 'x1' },
    calls: [
      { endpoint: 'expedition', body: expedition('x1') },
      { endpoint: 'expeditionProgress', body: expeditionProgress('x1', { completed: true }) },
    ],
    stored: (db) => all(db.expeditions),
    expected: { expedition_id: 'x1', name: 'Expedition x1', progress: { completed: true } },
  },
  rank: { resource: { kind: 'rank' }, calls: [{ endpoint: 'historianRank', body: rank() }], stored: (db) => all(db.rank), expected: { current_points: 10, next_rank: { title: 'Scribe' } } },
  avatars: { resource: { kind: 'avatars' }, calls: [{ endpoint: 'avatars', body: [avatar('a1'), avatar('a2')] }], stored: (db) => all(db.avatars), expected: { avatar_id: 'a2', name: 'Avatar a2' } },
  notifications: {
    resource: { kind: 'notifications' },
    calls: [{ endpoint: 'notifications', body: { notifications: [notification('n1')], unread: 1 } }],
    stored: (db) => all(db.notifications),
    expected: { id: 'n1' },
  },
  friends: { resource: { kind: 'friends' }, calls: [{ endpoint: 'friends', body: [friend('u9')] }], stored: (db) => all(db.friends), expected: { user_id: 'u9', username: 'Friend u9' } },
  seasonPass: { resource: { kind: 'seasonPass' }, calls: [{ endpoint: 'seasonPass', body: seasonPass() }], stored: (db) => all(db.seasonPass), expected: { referrals: { friends_joined: 1 } } },
  priorityAlert: {
    resource: { kind: 'priorityAlert' },
    calls: [{ endpoint: 'priorityAlert', body: { alert: priorityAlert({ instruction_text2: 'Hold the line.' }) } }],
    stored: (db) => all(db.priorityAlert),
    expected: { alert: { instruction_text2: 'Hold the line.' } },
  },
  cards: {
    resource: { kind: 'cards', tab: 'custom' },
    calls: [{ endpoint: 'collectibleCards', body: { tab: 'custom', cards: [ownCard('c1')], selected_card_id: null } }],
    stored: (db) => all(db.cards),
    expected: { card_id: 'c1', tab: 'custom', position: 0 },
  },
  creators: { resource: { kind: 'creators' }, calls: [{ endpoint: 'creators', body: [creator('vellum-house', { follower_count: 9 })] }], stored: (db) => all(db.creators), expected: { page_name: 'vellum-house', follower_count: 9 } },
  creator: {
    resource: { kind: 'creator', id: 'lantern-guild' },
    calls: [{ endpoint: 'creatorPage', body: { ...creator('lantern-guild'), bio: 'Lamps.', series_ids: ['s1'], dungeon_ids: [], series: [hit('s1')], dungeons: [], sagas: [] } }],
    stored: (db) => all(db.creators),
    expected: { page_name: 'lantern-guild', page: { bio: 'Lamps.' } },
  },
  following: {
    resource: { kind: 'following' },
    calls: [{ endpoint: 'following', body: [creator('lantern-guild', { is_following: true })] }],
    stored: (db) => all(db.creators),
    expected: { page_name: 'lantern-guild', is_following: true },
  },
  followingFeed: {
    resource: { kind: 'followingFeed' },
    calls: [{ endpoint: 'followingFeed', body: { items: [{ kind: 'series', id: 's1', name: 'Series s1', description: 'New.', image_url: '/art/s1.svg', creator_page_name: 'lantern-guild', creator_name: 'Lantern Guild', updated_at: AT, is_new: true }] } }],
    stored: doc('followingFeed'),
    expected: { key: 'followingFeed', value: { items: [{ id: 's1', is_new: true }] } },
  },
  search: {
    resource: { kind: 'search', id: 'lamp' },
    calls: [{ endpoint: 'search', body: { series: [hit('s1')], dungeons: [], sagas: [], creators: [] } }],
    stored: (db) => all(db.documents),
    expected: { value: { series: [{ id: 's1' }] } },
  },
  faq: {
    resource: { kind: 'faq' },
    calls: [{ endpoint: 'faq', body: { entries: [{ question: 'Can I play offline?', answer: 'Yes.' }] } }],
    stored: doc('faq'),
    expected: { key: 'faq', value: { entries: [{ question: 'Can I play offline?' }] } },
  },
  prompts: { resource: { kind: 'prompts' }, calls: [{ endpoint: 'prompts', body: { prompts: [prompt('p1')] } }], stored: (db) => all(db.prompts), expected: { prompt_id: 'p1', seen: false } },
  limitedOffer: {
    resource: { kind: 'limitedOffer' },
    calls: [{ endpoint: 'limitedOffer', body: { active: true, seconds_remaining: 3600, friend_hours: 24, referrer_levels: 2, remaining: 5 } }],
    stored: doc('limitedOffer'),
    expected: { key: 'limitedOffer', value: { active: true, seconds_remaining: 3600 } },
  },
  challenge: {
    resource: { kind: 'challenge', id: 'g1' },
    calls: [
      {
        endpoint: 'communityChallenge',
        body: { saga_id: 'g1', saga_name: 'Saga g1', title: 'Ring the bell', description: 'Together.', image_url: '/art/bell.svg', goal: 100, current_value: 40, value_name: 'choices', completed: false, joined: true, reward: 'A bell', series_id: 's1' },
      },
    ],
    stored: doc('challenge:g1'),
    expected: { key: 'challenge:g1', value: { title: 'Ring the bell', current_value: 40 } },
  },
  saga: { resource: { kind: 'saga', id: 'st1' }, calls: [{ endpoint: 'saga', body: saga('st1') }], stored: (db) => all(db.sagas), expected: { saga_id: 'st1', title: 'Saga st1' } },
  sagaCards: {
    resource: { kind: 'sagaCards', id: 'st1' },
    calls: [{ endpoint: 'sagaCards', body: cardList([card('c1')]) }],
    stored: async (db) => [...(await all(db.sagaCards)), ...(await all(db.cards))],
    expected: { card_id: 'c1', saga_id: 'st1' },
  },
  echoes: { resource: { kind: 'echoes', id: 'st1' }, calls: [{ endpoint: 'sagaEchoes', body: echoList([echo('e1')]) }], stored: (db) => all(db.echoes), expected: { saga_id: 'st1', echoes: [{ echoes_id: 'e1' }] } },
  story: {
    resource: { kind: 'story', id: 'st1' },
    calls: [{ endpoint: 'story', body: story('st1', [storyChapter(1)]) }],
    stored: async (db) => [...(await all(db.stories)), ...(await all(db.storyChapters))],
    expected: { story_id: 'st1', chapter_number: 1, title: 'The Drowned Bell' },
  },
};

/** The calls' path as a pattern ('/dungeon/:id/' → /dungeon/[^/]+/). */
const pathOf = (endpoint: EndpointName): RegExp => new RegExp(`^${api[endpoint].path.replace(/:\w+/g, '[^/]+')}$`);

/** The row holds what is expected (toMatchObject: nested objects in part, arrays whole). */
function holds(row: unknown, expected: object): boolean {
  try {
    expect(row).toMatchObject(expected);
    return true;
  } catch {
    return false;
  }
}

/** Every table but syncState (which records the failure), rows as stored. */
async function snapshot(db: ChronicleDB): Promise<unknown> {
  const tables = db.tables.filter((t) => t.name !== 'syncState');
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t.name, await t.toArray()])));
}

const PULL_CASES = Object.keys(CASES) as ResourceKind[];

it('has a case for every pull of the registries, and none more', () => {
  expect([...PULL_CASES].sort()).toEqual([...Object.keys(firstPulls), ...Object.keys(crawlPulls), ...Object.keys(morePulls)].sort());
});

describe.each(PULL_CASES.map((kind) => [kind] as const))('%s: its pull', (kind) => {
  const c = CASES[kind] as PullCase<ResourceKind>;

  it('stores what the server answers; a failing server then leaves it as it was; while fresh, ensure asks nothing', async () => {
    const h = await signedIn();
    const { db, net, api: worker } = h;
    await c.before?.(h);
    const route = (endpoint: EndpointName, reply: { status: number; body?: unknown }) => net.on(api[endpoint].method, api[endpoint].path, reply);
    for (const call of c.calls) route(call.endpoint, { status: 200, body: call.body });
    const asked = net.requests.length;

    expect(await worker.refresh(c.resource)).toEqual({ ok: true, value: undefined });
    const made = net.requests.slice(asked);
    for (const call of c.calls) expect(made.some((r) => r.method === api[call.endpoint].method && pathOf(call.endpoint).test(r.path)), call.endpoint).toBe(true);
    const rows = await c.stored(db);
    expect(rows.some((row) => holds(row, c.expected)), JSON.stringify(rows).slice(0, 400)).toBe(true);

    if (!c.paged) {
      const before = net.requests.length;
      expect(await worker.ensure(c.resource)).toEqual({ ok: true, value: undefined });
      expect(net.requests.length).toBe(before);
    }
    const good = await snapshot(db);

    for (const call of c.calls) route(call.endpoint, { status: 503, body: { message: 'Down for a moment' } });
    expect((await worker.refresh(c.resource)).ok).toBe(false);
    expect(await snapshot(db)).toEqual(good);
  });
});
