import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChronicleDB, PENDING_SEQ_BASE, PLAYER_TABLES } from '../src/db';
import { upgrades } from '../src/db/upgrades';
import { adventure, chapter, comment, creator, homeItem, prompt, ratingResponse, seriesDetails, user } from './worker/helpers/fixtures';
import { avatar, details, dungeon, expedition, input, journalEntry, narrative, progress, rank, roomNote, turn } from './worker/helpers/dungeon-fixtures';
import { harness } from './worker/helpers/harness';
import { friend, notification, ownCard, priorityAlert, seasonPass } from './worker/helpers/profile-fixtures';
import { discussion } from './worker/helpers/servers';
import { card, echo, echoList, saga, story, storyChapter } from './worker/helpers/saga-fixtures';

/**
 * Version 1 as players' devices hold it, spelled out by hand: a change to db.ts that alters it
 * fails here, which is the cue to append a version instead. Each later version adds a test that
 * opens the previous one with data, upgrades, and checks the rows.
 */
type Layout = Record<string, { key: string | string[]; indexes: Record<string, { keyPath: string | string[]; unique: boolean }> }>;

const V1: Layout = {
  session: { key: 'id', indexes: {} },
  user: { key: 'id', indexes: {} },
  settings: { key: 'key', indexes: {} },
  featured: { key: 'key', indexes: { position: { keyPath: 'position', unique: false } } },
  recents: { key: 'key', indexes: { position: { keyPath: 'position', unique: false } } },
  series: { key: 'series_id', indexes: {} },
  adventures: { key: 'adventure_id', indexes: { series_id: { keyPath: 'series_id', unique: false } } },
  chapters: { key: ['adventure_id', 'chapter_number'], indexes: { adventure_id: { keyPath: 'adventure_id', unique: false } } },
  dungeons: { key: 'dungeon_id', indexes: {} },
  dungeonProgress: { key: 'dungeon_id', indexes: {} },
  roomNotes: { key: 'id', indexes: { dungeon_id: { keyPath: 'dungeon_id', unique: false } } },
  journal: { key: 'id', indexes: { dungeon_id: { keyPath: 'dungeon_id', unique: false } } },
  sagas: { key: 'saga_id', indexes: {} },
  comments: {
    key: 'comment_id',
    indexes: {
      saga_id: { keyPath: 'saga_id', unique: false },
      '[saga_id+created_at]': { keyPath: ['saga_id', 'created_at'], unique: false },
      outbox_id: { keyPath: 'outbox_id', unique: false },
    },
  },
  ratings: { key: ['target_type', 'target_id'], indexes: {} },
  notifications: { key: 'id', indexes: {} },
  outbox: {
    key: 'id',
    indexes: {
      seq: { keyPath: 'seq', unique: true },
      scope: { keyPath: 'scope', unique: false },
      state: { keyPath: 'state', unique: false },
      '[scope+seq]': { keyPath: ['scope', 'seq'], unique: false },
    },
  },
  syncState: { key: 'resource', indexes: {} },
};

/** Version 1's stores in Dexie's syntax, as db.ts declared them when it shipped. */
const V1_STORES: Record<string, string> = {
  session: 'id',
  user: 'id',
  settings: 'key',
  featured: 'key, position',
  recents: 'key, position',
  series: 'series_id',
  adventures: 'adventure_id, series_id',
  chapters: '[adventure_id+chapter_number], adventure_id',
  dungeons: 'dungeon_id',
  dungeonProgress: 'dungeon_id',
  roomNotes: 'id, dungeon_id',
  journal: 'id, dungeon_id',
  sagas: 'saga_id',
  comments: 'comment_id, saga_id, [saga_id+created_at], outbox_id',
  ratings: '[target_type+target_id]',
  notifications: 'id',
  outbox: 'id, &seq, scope, state, [scope+seq]',
  syncState: 'resource',
};

const index = (keyPath: string | string[], unique = false) => ({ keyPath, unique });

/** Version 2: Timelines. v1's untyped roomNotes and journal (never written) gave way to typed tables. */
const V2: Layout = (() => {
  const { roomNotes: _n, journal: _j, ...kept } = V1;
  return {
    ...kept,
    dungeonEvents: { key: ['dungeon_id', 'seq'], indexes: { dungeon_id: index('dungeon_id'), pending_outbox_id: index('pending_outbox_id') } },
    dungeonExtras: { key: 'dungeon_id', indexes: {} },
    expeditions: { key: 'expedition_id', indexes: {} },
    rank: { key: 'id', indexes: {} },
    avatars: { key: 'avatar_id', indexes: { state: index('state') } },
    dungeonNotes: {
      key: 'note_id',
      indexes: { dungeon_id: index('dungeon_id'), '[dungeon_id+room]': index(['dungeon_id', 'room']), outbox_id: index('outbox_id') },
    },
    dungeonJournal: { key: 'journal_id', indexes: { dungeon_id: index('dungeon_id'), outbox_id: index('outbox_id') } },
  };
})();

/** The stores of an open database as IndexedDB holds them. */
function layoutOf(idb: IDBDatabase): Layout {
  const tx = idb.transaction([...idb.objectStoreNames], 'readonly');
  return Object.fromEntries(
    [...idb.objectStoreNames].map((name) => {
      const store = tx.objectStore(name);
      const indexes = Object.fromEntries(
        [...store.indexNames].map((i) => {
          const ix = store.index(i);
          return [i, { keyPath: ix.keyPath, unique: ix.unique }];
        }),
      );
      return [name, { key: store.keyPath as string | string[], indexes }];
    }),
  );
}

/** Version 2's stores in Dexie's syntax, as db.ts declared them when it shipped (on top of version 1's). */
const V2_STORES: Record<string, string | null> = {
  dungeonEvents: '[dungeon_id+seq], dungeon_id, pending_outbox_id',
  dungeonExtras: 'dungeon_id',
  expeditions: 'expedition_id',
  rank: 'id',
  avatars: 'avatar_id, state',
  roomNotes: null,
  journal: null,
  dungeonNotes: 'note_id, dungeon_id, [dungeon_id+room], outbox_id',
  dungeonJournal: 'journal_id, dungeon_id, outbox_id',
};

/** Version 3: comments keyed by thread, threads instead of sagas. */
const V3: Layout = (() => {
  const { sagas: _s, ...kept } = V2;
  return {
    ...kept,
    threads: { key: 'thread', indexes: {} },
    comments: {
      key: 'comment_id',
      indexes: {
        thread: index('thread'),
        '[thread+created_at]': index(['thread', 'created_at']),
        parent_id: index('parent_id'),
        outbox_id: index('outbox_id'),
      },
    },
  };
})();

/** Version 3's stores in Dexie's syntax, as db.ts declared them (on top of version 2's). */
const V3_STORES: Record<string, string | null> = {
  sagas: null,
  threads: 'thread',
  comments: 'comment_id, thread, [thread+created_at], parent_id, outbox_id',
};

/** Version 4: notices of writes delivered in the background. */
const V4: Layout = { ...V3, notices: { key: 'id', indexes: { created_at: index('created_at') } } };

/** Version 4's stores in Dexie's syntax, on top of version 3's (whose comments and threads the v3 tests spell out). */
const V3_V4_STORES = {
  3: V3_STORES,
  4: { notices: '++id, created_at' },
} as const;

/** Version 5: saga pages, their cards and echoes, custom stories and their chapters. */
const V5: Layout = {
  ...V4,
  sagas: { key: 'saga_id', indexes: {} },
  sagaCards: { key: 'saga_id', indexes: {} },
  echoes: { key: 'saga_id', indexes: {} },
  stories: { key: 'story_id', indexes: {} },
  storyChapters: { key: ['story_id', 'chapter_number'], indexes: { story_id: index('story_id') } },
};

/** Version 6: the player's group, trading cards, the season pass, the priority alert. */
const V6: Layout = {
  ...V5,
  friends: { key: 'key', indexes: { position: index('position'), outbox_id: index('outbox_id') } },
  cards: { key: 'card_id', indexes: { tab: index('tab'), saga_id: index('saga_id') } },
  seasonPass: { key: 'id', indexes: {} },
  priorityAlert: { key: 'id', indexes: {} },
};

/** Version 7: the shell's creators, prompts and single documents. */
const V7: Layout = {
  ...V6,
  creators: { key: 'page_name', indexes: {} },
  prompts: { key: 'prompt_id', indexes: { created_at: index('created_at') } },
  documents: { key: 'key', indexes: {} },
};

/** Version 8: a thread's top-level comments by [thread+depth+created_at]; adventure extras. */
const V8: Layout = {
  ...V7,
  comments: {
    key: 'comment_id',
    indexes: {
      thread: index('thread'),
      '[thread+depth+created_at]': index(['thread', 'depth', 'created_at']),
      parent_id: index('parent_id'),
      outbox_id: index('outbox_id'),
    },
  },
  adventureExtras: { key: 'adventure_id', indexes: {} },
};

/** Version 9: the downloads (Memories and Timelines made available offline). */
const V9: Layout = { ...V8, downloads: { key: 'key', indexes: {} } };

/** Version 10 changes no table: its upgrade folds `customSagaDelete` writes into `storyDelete`. */

/**
 * The version db.ts opens today and its layout. A new version appends its layout above (V9 = { ...V8, ... })
 * and moves LATEST; the upgrade tests of older versions then check their rows through every later step.
 */
const LATEST = { version: 10, layout: V9 };

// ---- Rows as versions 1 and 2 wrote them, spelled out by hand: they must not follow later changes.

const AT = '2025-01-01T00:00:00.000Z';
const ASH = { user_id: 'u2', username: 'Ash', avatar_url: null, rank_title: null };

/** A comment row of versions 1 and 2: `saga_id` held the thread, a saga's id or 'dungeon:ID'. */
const oldComment = (comment_id: string, saga_id: string, over: object = {}) => ({
  comment_id,
  saga_id,
  parent_id: null as string | null,
  user: ASH,
  text: `comment ${comment_id}`,
  is_spoiler: false,
  created_at: AT,
  reply_count: 0,
  pending: false,
  outbox_id: null as string | null,
  ...over,
});
/** The same comment as version 3 keeps it, with the depth version 8 gives it. */
const upgraded = ({ saga_id: _s, ...c }: ReturnType<typeof oldComment>, kind: 'saga' | 'dungeon', target_id: string) => ({
  ...c,
  kind,
  target_id,
  chapter: null,
  thread: `${kind}:${target_id}`,
  depth: c.parent_id ? 1 : 0,
});

const queued = (id: string, seq: number, kind: string, scope: string, request: object, extras: object = {}) => ({
  id,
  seq,
  kind,
  scope,
  request,
  label: `${kind} ${id}`,
  createdAt: 1,
  attempts: 0,
  nextAttemptAt: 1,
  state: 'pending',
  lastError: null,
  ...extras,
});

const outboxRow = {
  id: 'o2',
  seq: 1,
  kind: 'comment',
  scope: 'thread:saga1',
  request: { endpoint: 'sagaAddComment', params: { sagaId: 'saga1' }, body: { text: 'Hi' } },
  label: 'Comment: “Hi”',
  createdAt: 1,
  attempts: 0,
  nextAttemptAt: 1,
  state: 'pending',
  lastError: null,
};

const RATED_3 = { target_type: 'series', target_id: 's1', rating: 3, average: 4, count: 10, pending: false, outbox_id: null };
const NOTE_N2 = { ...roomNote('n2'), dungeon_id: 'd1', pending: false, outbox_id: null };
const progressRow = (({ events: _e, ...row }) => row)(progress('d1'));
const pendingInput = {
  dungeon_id: 'd1',
  seq: PENDING_SEQ_BASE + 4,
  event: { type: 'input', author: 'user', text: 'Open it', event_id: 'local:e', seq: PENDING_SEQ_BASE + 4, created_at: AT },
  pending_outbox_id: 'o4',
};

/** A version 2 device with a write of every old kind waiting, and their optimistic rows. */
const V2_DATA = {
  adventures: [(({ chapters: _c, ...row }) => row)(adventure('a1', []))],
  chapters: [{ ...chapter(1), adventure_id: 'a1', pending_choice: { outbox_id: 'o1', text: 'Run' } }],
  dungeons: [dungeon('d1', { discussion_count: 1 })],
  dungeonProgress: [progressRow],
  dungeonEvents: [{ dungeon_id: 'd1', seq: 0, event: narrative(0), pending_outbox_id: null }, pendingInput],
  dungeonNotes: [{ ...roomNote('local:n'), text: 'Mind the trap', dungeon_id: 'd1', pending: true, outbox_id: 'o5' }],
  dungeonJournal: [
    { ...journalEntry('local:j1', { text: 'A cold draft.' }), dungeon_id: 'd1', pending: true, outbox_id: 'o7' },
    { ...journalEntry('local:j2', { source: 'segment', event_id: 'e0', text: 'Paragraph 0.' }), dungeon_id: 'd1', pending: true, outbox_id: 'o8' },
  ],
  ratings: [{ ...RATED_3, rating: 5, pending: true, outbox_id: 'o3' }],
  sagas: [
    { saga_id: 'saga1', comment_count: 2 },
    { saga_id: 'dungeon:d1', comment_count: 1 },
  ],
  comments: [
    oldComment('c0', 'saga1', { reply_count: 1 }),
    oldComment('c0r', 'saga1', { parent_id: 'c0' }),
    oldComment('local:1', 'saga1', { text: 'Hi', pending: true, outbox_id: 'o2' }),
    oldComment('dc0', 'dungeon:d1'),
    oldComment('local:2', 'dungeon:d1', { text: 'Burned twice?', pending: true, outbox_id: 'o6' }),
  ],
  outbox: [
    queued('o1', 1, 'choice', 'adventure:a1', { endpoint: 'adventureContinue', params: { id: 'a1' }, body: { chapter: 1, choice: 'Run' } }),
    queued('o2', 2, 'comment', 'thread:saga1', { endpoint: 'sagaAddComment', params: { sagaId: 'saga1' }, body: { text: 'Hi' } }),
    queued('o3', 3, 'rating', 'rating:series:s1', { endpoint: 'rate', params: {}, body: { target_type: 'series', target_id: 's1', rating: 5 } }, { replaced: RATED_3 }),
    queued('o4', 4, 'dungeonChoice', 'dungeon:d1', { endpoint: 'dungeonContinue', params: { id: 'd1' }, body: { text: 'Open it' } }),
    queued('o5', 5, 'roomNote', 'dungeon:d1', { endpoint: 'dungeonUpdateProgress', params: { id: 'd1' }, body: { add_note: { room: 'The Gate', text: 'Mind the trap' } } }),
    queued('o6', 6, 'dungeonComment', 'thread:dungeon:d1', { endpoint: 'dungeonAddComment', params: { dungeonId: 'd1' }, body: { text: 'Burned twice?' } }),
    queued('o7', 7, 'journal', 'dungeon:d1', { endpoint: 'dungeonJournalCustom', params: { id: 'd1' }, body: { text: 'A cold draft.' } }),
    queued('o8', 8, 'journal', 'dungeon:d1', { endpoint: 'dungeonUpdateProgress', params: { id: 'd1' }, body: { add_segment: { event_id: 'e0' } } }),
    queued('o9', 9, 'roomNote', 'dungeon:d1', { endpoint: 'dungeonUpdateProgress', params: { id: 'd1' }, body: { delete_note_id: 'n2' } }, { removed_note: NOTE_N2 }),
  ],
  syncState: [
    { resource: 'comments:saga1', fetchedAt: 1, etag: '"c1"', error: null },
    { resource: 'dungeonComments:d1', fetchedAt: 1, etag: '"d1"', error: null },
    { resource: 'featured', fetchedAt: 1, etag: '"v1"', error: null },
  ],
};

/** The same queued writes in version 3: new kinds, a saga thread's scope follows its new key. */
const newKind = (row: ReturnType<typeof queued>, kind: string, scope = row.scope) => ({ ...row, kind, scope });
const V3_OUTBOX = (() => {
  const [o1, o2, o3, o4, o5, o6, o7, o8, o9] = V2_DATA.outbox as [ReturnType<typeof queued>, ...ReturnType<typeof queued>[]];
  return [
    newKind(o1, 'chapterChoose'),
    newKind(o2!, 'commentPost', 'thread:saga:saga1'),
    newKind(o3!, 'ratingSet'),
    newKind(o4!, 'turnPlay'),
    newKind(o5!, 'roomNoteAdd'),
    newKind(o6!, 'commentPost'),
    newKind(o7!, 'journalEntryAdd'),
    newKind(o8!, 'journalSegmentAdd'),
    newKind(o9!, 'roomNoteDelete'),
  ];
})();

/** One representative row per table of the latest version. */
const ROWS: Record<string, object> = {
  session: { id: 'current', access_token: 'a', refresh_token: 'r' },
  user: { ...user(), id: 'me' },
  settings: { key: 'init', value: { version: '1.0.0', show_community_creations_creator_tab: true, google_sign_in: false, app_links: { app_store: 'https://apps.example/chronicle', google_play: 'https://play.example/chronicle' } } },
  featured: { ...homeItem('s1'), key: 'series:s1', position: 0 },
  recents: { ...homeItem('s2'), key: 'series:s2', position: 0 },
  series: seriesDetails('s1'),
  adventures: (({ chapters: _c, ...row }) => row)(adventure('a1', [])),
  chapters: { ...chapter(1), adventure_id: 'a1', pending_choice: { outbox_id: 'o1', text: 'Run' } },
  dungeons: dungeon('d1'),
  dungeonProgress: progressRow,
  dungeonEvents: pendingInput,
  dungeonExtras: { dungeon_id: 'd1', resurrection: { free_resurrection_available: true } },
  expeditions: { ...expedition('e1'), progress: null },
  rank: { ...rank(), id: 'me' },
  avatars: avatar('av1'),
  dungeonNotes: { ...roomNote('n1'), dungeon_id: 'd1', pending: true, outbox_id: 'o5' },
  dungeonJournal: { ...journalEntry('j1'), dungeon_id: 'd1', pending: false, outbox_id: null },
  threads: { thread: 'saga:saga1', comment_count: 2, older: 'c9' },
  comments: { ...comment('local:1'), thread: 'saga:saga1', depth: 0, pending: true, outbox_id: 'o2' },
  adventureExtras: {
    adventure_id: 'a1',
    loading: { phrases: ['Lighting the lamp…'], shareCode: null, shareCodeBackgroundImage: null, shareCodeSecondsUntilExpire: null, shareCodeTitle: null },
    end_screen: { type: 'end_of_series', title: 'The End', caption: 'Done.', next_adventure: null, users_also_like: [] },
  },
  ratings: { target_type: 'series', target_id: 's1', rating: 4, average: null, count: null, pending: true, outbox_id: 'o3' },
  notifications: { ...notification('x1', { type: 'comment_reply', extra_data: { saga_id: 'saga1' } }), id: 'x1' },
  friends: { ...friend('u7'), key: 'user:u7', position: 0, pending: false, outbox_id: null },
  cards: { ...ownCard('c1'), tab: 'custom', position: 0 },
  seasonPass: { ...seasonPass(), id: 'me' },
  priorityAlert: { id: 'current', alert: priorityAlert() },
  notices: { id: 1, text: 'Your card is public now.', tone: 'success', created_at: 1 },
  creators: { ...creator('lantern-guild'), page: { bio: 'Lamps.', series: [], dungeons: [], sagas: [] }, pending_outbox_id: null },
  prompts: { ...prompt('p1'), seen: false },
  documents: { key: 'limitedOffer', value: { active: true, seconds_remaining: 50_340, friend_hours: 48, referrer_levels: 2, remaining: 5 }, fetched_at: 1 },
  sagas: saga('st1'),
  sagaCards: { saga_id: 'st1', cards: [card('card-st1')] },
  echoes: { ...echoList([echo('e1')]), saga_id: 'st1', pending_outbox_id: null },
  stories: { ...(({ chapters: _c, ...row }) => row)(story('st1', [])), deleting: null },
  storyChapters: { ...storyChapter(1), story_id: 'st1', pending_choice: { outbox_id: 'o4', text: 'I dive' } },
  outbox: V3_OUTBOX[1]!,
  syncState: { resource: 'featured', fetchedAt: 1, etag: '"v1"', error: null },
  downloads: { key: 'series:s1', kind: 'series', id: 's1', name: 'The Lantern', state: 'done', done: 4, total: 4, bytes: 120_000, urls: ['/api/media/audio/k.mp3'], error: null, startedAt: 1, finishedAt: 2 },
};

/** Every database a test opened, closed and deleted after it. */
const opened: Dexie[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) {
    d.close();
    await d.delete();
  }
});
const track = <D extends Dexie>(d: D): D => {
  opened.push(d);
  return d;
};
/** The sync worker's instance: the one that upgrades. */
const current = (name = `migrations-${crypto.randomUUID()}`) => track(new ChronicleDB(name, { upgrades }));

/** A database as a device running version 1 (or 2) left it, with some data. */
async function createOld(version: 1 | 2 | 3, name: string, rows: Record<string, object[]>): Promise<void> {
  const old = new Dexie(name);
  old.version(1).stores(V1_STORES);
  if (version >= 2) old.version(2).stores(V2_STORES);
  if (version >= 3) old.version(3).stores(V3_STORES);
  await old.open();
  expect(layoutOf(old.backendDB())).toEqual(version === 1 ? V1 : version === 2 ? V2 : V3);
  await old.transaction('rw', old.tables, async () => {
    for (const [table, list] of Object.entries(rows)) await old.table(table).bulkAdd(list);
  });
  old.close();
}
const createV1 = (name: string, rows: Record<string, object[]>) => createOld(1, name, rows);

/** The version 2 declaration over a database, as a version 2 app opened it. */
function openAsV2(name: string): Dexie {
  const v2 = track(new Dexie(name));
  v2.version(1).stores(V1_STORES);
  v2.version(2).stores(V2_STORES);
  return v2;
}

describe('database version 1', () => {
  it('its stores are the ones spelled out here', async () => {
    const name = `migrations-${crypto.randomUUID()}`;
    await createV1(name, {});
    current(name);
  });
});

describe('database version 2', () => {
  it('opening it creates every table with its key and indexes', async () => {
    const db = openAsV2(`migrations-${crypto.randomUUID()}`);
    await db.open();
    expect(db.verno).toBe(2);
    expect(layoutOf(db.backendDB())).toEqual(V2);
  });

  it('a version 1 database with data upgrades in place: its rows stay and every v2 table is there', async () => {
    const name = `migrations-${crypto.randomUUID()}`;
    const kept = {
      session: [{ id: 'current', access_token: 'a', refresh_token: 'r' }],
      user: [{ ...user(), id: 'me' }],
      featured: [{ ...homeItem('s1'), key: 'series:s1', position: 0 }],
      chapters: [{ ...chapter(1), adventure_id: 'a1', pending_choice: { outbox_id: 'o1', text: 'Run' } }],
      comments: [oldComment('local:1', 'saga1', { pending: true, outbox_id: 'o2' })],
      outbox: [outboxRow],
      syncState: [{ resource: 'featured', fetchedAt: 1, etag: '"v1"', error: null }],
    };
    await createV1(name, kept);

    const db = openAsV2(name);
    await db.open();

    expect(db.verno).toBe(2);
    expect(layoutOf(db.backendDB())).toEqual(V2);
    for (const [table, rows] of Object.entries(kept)) expect([table, await db.table(table).toArray()]).toEqual([table, rows]);
    // The outbox still replays in order: its indexes survived.
    expect(await db.table('outbox').where('[scope+seq]').between(['thread:saga1', 0], ['thread:saga1', Infinity]).toArray()).toEqual([outboxRow]);
    for (const t of ['dungeonEvents', 'dungeonExtras', 'expeditions', 'rank', 'avatars', 'dungeonNotes', 'dungeonJournal']) {
      expect([t, await db.table(t).count()]).toEqual([t, 0]);
    }
  });
});

describe('the current database version', () => {
  it('opening it creates every table with its key and indexes', async () => {
    const db = current();
    await db.open();
    expect(db.verno).toBe(LATEST.version);
    expect(layoutOf(db.backendDB())).toEqual(LATEST.layout);
  });
});

describe('database version 3', () => {

  it('a version 2 database with data upgrades in place: comments move to thread keys, sagas become threads, queued writes take their new kinds', async () => {
    const name = `migrations-${crypto.randomUUID()}`;
    await createOld(2, name, V2_DATA);

    const db = current(name);
    await db.open();

    expect(db.verno).toBe(LATEST.version);
    expect(layoutOf(db.backendDB())).toEqual(LATEST.layout);
    const [c0, c0r, local1, dc0, local2] = V2_DATA.comments as [ReturnType<typeof oldComment>, ...ReturnType<typeof oldComment>[]];
    expect(await db.comments.orderBy('comment_id').toArray()).toEqual([
      upgraded(c0, 'saga', 'saga1'),
      upgraded(c0r!, 'saga', 'saga1'),
      upgraded(dc0!, 'dungeon', 'd1'),
      upgraded(local1!, 'saga', 'saga1'),
      upgraded(local2!, 'dungeon', 'd1'),
    ]);
    expect(await db.threads.orderBy('thread').toArray()).toEqual([
      { thread: 'dungeon:d1', comment_count: 1 },
      { thread: 'saga:saga1', comment_count: 2 },
    ]);
    expect(await db.outbox.orderBy('seq').toArray()).toEqual(V3_OUTBOX);
    // The outbox replays each scope in order under its new key.
    expect((await db.outbox.where('[scope+seq]').between(['thread:saga:saga1', 0], ['thread:saga:saga1', Infinity]).toArray()).map((r) => r.id)).toEqual(['o2']);
    // The old comment pulls' freshness is gone with their keys; the rest stays.
    expect(await db.syncState.toArray()).toEqual([{ resource: 'featured', fetchedAt: 1, etag: '"v1"', error: null }]);
    for (const t of ['adventures', 'chapters', 'dungeons', 'dungeonProgress', 'dungeonEvents', 'dungeonNotes', 'dungeonJournal', 'ratings'] as const) {
      expect([t, await db.table(t).toArray()]).toEqual([t, V2_DATA[t]]);
    }
  });

  it('a write queued before the upgrade is delivered exactly once after it', async () => {
    const name = `migrations-${crypto.randomUUID()}`;
    await createOld(2, name, { ...V2_DATA, session: [{ id: 'current', access_token: 'a', refresh_token: 'r' }], user: [{ ...user(), id: 'me' }] });
    const { db, net, outbox } = harness({ db: current(name) });
    const played = progress('d1', [narrative(0), input(1, 'Open it'), narrative(2)]);
    net.on('PUT', '/ac/:id/continue/', { status: 200, body: adventure('a1', [chapter(1, { choice_made: 'Run' }), chapter(2)]) });
    net.on('POST', '/sagas/:sagaId/add-comment/', { status: 201, body: comment('c1', { text: 'Hi' }) });
    net.on('POST', '/user/rating/', { status: 200, body: ratingResponse({ rating: 5 }) });
    net.on('PUT', '/dungeon/:id/continue/', { status: 200, body: turn(played, [input(1, 'Open it'), narrative(2)]) });
    net.on('PUT', '/dungeon/:id/user-progress/', { status: 200, body: played });
    net.on('POST', '/dungeon/:dungeonId/add-comment/', { status: 201, body: discussion('dc1', { text: 'Burned twice?' }) });
    net.on('POST', '/dungeon/:id/journal/custom/', { status: 201, body: journalEntry('j7', { text: 'A cold draft.' }) });
    net.on('GET', '/homepage/recents/', { status: 200, body: { items: [] } });
    net.on('GET', '/dungeon/:id/user-progress/', { status: 200, body: played });
    net.on('GET', '/dungeon/:id/details/', { status: 200, body: details([journalEntry('j8', { source: 'segment', event_id: 'e0', text: 'Paragraph 0.' })], [roomNote('n1')]) });

    await outbox.wake({ fresh: true });
    await outbox.idle();

    const writes = net.requests.filter((r) => r.method !== 'GET');
    expect(writes.map((r) => r.headers['idempotency-key']).sort()).toEqual(['o1', 'o2', 'o3', 'o4', 'o5', 'o6', 'o7', 'o8', 'o9']);
    expect(writes.find((r) => r.headers['idempotency-key'] === 'o2')).toMatchObject({ path: '/sagas/saga1/add-comment/', body: { text: 'Hi' } });
    expect(writes.find((r) => r.headers['idempotency-key'] === 'o9')).toMatchObject({ path: '/dungeon/d1/user-progress/', body: { delete_note_id: 'n2' } });
    expect(await db.outbox.count()).toBe(0);
    // Each answer replaced its optimistic rows, and the counts went up once.
    expect(await db.comments.get('c1')).toEqual({ ...comment('c1', { text: 'Hi' }), thread: 'saga:saga1', depth: 0, pending: false, outbox_id: null });
    expect((await db.comments.filter((c) => c.pending).toArray()).map((c) => c.comment_id)).toEqual([]);
    expect(await db.threads.orderBy('thread').toArray()).toEqual([
      { thread: 'dungeon:d1', comment_count: 2 },
      { thread: 'saga:saga1', comment_count: 3 },
    ]);
    expect((await db.dungeons.get('d1'))?.discussion_count).toBe(2);
    expect(await db.chapters.get(['a1', 1])).toMatchObject({ choice_made: 'Run', pending_choice: null });
    expect(await db.ratings.get(['series', 's1'])).toEqual({ ...ratingResponse({ rating: 5 }), pending: false, outbox_id: null });
    expect((await db.dungeonEvents.where('dungeon_id').equals('d1').sortBy('seq')).map((e) => [e.seq, e.pending_outbox_id])).toEqual([
      [0, null],
      [1, null],
      [2, null],
    ]);
    expect((await db.dungeonJournal.filter((j) => j.pending).toArray()).map((j) => j.journal_id)).toEqual([]);
  });

  it('a version 4 database with data upgrades in place: its rows and queued writes stay, and the story tables are there', async () => {
    const name = `migrations-${crypto.randomUUID()}`;
    const v4 = new Dexie(name);
    v4.version(1).stores(V1_STORES);
    v4.version(2).stores(V2_STORES);
    v4.version(3).stores(V3_V4_STORES[3]);
    v4.version(4).stores(V3_V4_STORES[4]);
    await v4.open();
    expect(layoutOf(v4.backendDB())).toEqual(V4);
    const notice = { id: 1, text: 'Thank you for your feedback!', tone: 'success', created_at: 5 };
    await v4.table('notices').add(notice);
    await v4.table('outbox').add(V3_OUTBOX[1]);
    await v4.table('recents').add(ROWS.recents);
    v4.close();

    const db = current(name);
    await db.open();

    expect(db.verno).toBe(LATEST.version);
    expect(layoutOf(db.backendDB())).toEqual(LATEST.layout);
    expect(await db.notices.toArray()).toEqual([notice]);
    expect(await db.outbox.toArray()).toEqual([V3_OUTBOX[1]]);
    expect(await db.recents.toArray()).toEqual([ROWS.recents]);
    for (const t of ['sagas', 'sagaCards', 'echoes', 'stories', 'storyChapters'] as const) expect([t, await db.table(t).count()]).toEqual([t, 0]);
  });

  it('a version 1 database with data upgrades through every version', async () => {
    const name = `migrations-${crypto.randomUUID()}`;
    const pending = oldComment('local:1', 'saga1', { text: 'Hi', pending: true, outbox_id: 'o2' });
    await createV1(name, { comments: [pending], sagas: [{ saga_id: 'saga1', comment_count: 0 }], outbox: [outboxRow] });

    const db = current(name);
    await db.open();

    expect(db.verno).toBe(LATEST.version);
    expect(await db.comments.toArray()).toEqual([upgraded(pending, 'saga', 'saga1')]);
    expect(await db.threads.toArray()).toEqual([{ thread: 'saga:saga1', comment_count: 0 }]);
    expect(await db.outbox.toArray()).toEqual([{ ...outboxRow, kind: 'commentPost', scope: 'thread:saga:saga1' }]);
  });

  it('an outbox row that does not read as its kind is dropped and logged, and the upgrade goes on', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const name = `migrations-${crypto.randomUUID()}`;
    const broken = queued('bad', 2, 'dungeonChoice', 'dungeon:d1', { endpoint: 'dungeonContinue', params: { id: 'd1' }, body: { text: '' } });
    await createOld(2, name, { outbox: [outboxRow, broken] });

    const db = current(name);
    await db.open();

    expect((await db.outbox.toArray()).map((r) => r.id)).toEqual(['o2']);
    expect(String(errors.mock.calls[0]?.[0])).toContain('bad');
    errors.mockRestore();
  });

  it('a version 4 database with comments upgrades in place: each comment takes its depth, and a thread lists its top-level ones by index', async () => {
    const name = `migrations-${crypto.randomUUID()}`;
    const v4 = track(new Dexie(name));
    v4.version(1).stores(V1_STORES);
    v4.version(2).stores(V2_STORES);
    v4.version(3).stores(V3_STORES);
    v4.version(4).stores(V3_V4_STORES[4]);
    await v4.open();
    const v3Comment = (id: string, parent_id: string | null, created_at: string, over: object = {}) => ({
      ...comment(id, { parent_id, created_at }),
      thread: 'saga:saga1',
      pending: false,
      outbox_id: null,
      ...over,
    });
    const rows = [
      v3Comment('c1', null, '2026-01-01T10:00:00.000Z'),
      v3Comment('c1r', 'c1', '2026-01-01T11:00:00.000Z'),
      v3Comment('local:2', null, '2026-01-02T10:00:00.000Z', { pending: true, outbox_id: 'o2' }),
    ];
    await v4.table('comments').bulkAdd(rows);
    await v4.table('threads').add({ thread: 'saga:saga1', comment_count: 2 });
    v4.close();

    const db = current(name);
    await db.open();

    expect(db.verno).toBe(LATEST.version);
    expect(layoutOf(db.backendDB())).toEqual(LATEST.layout);
    expect(await db.comments.orderBy('comment_id').toArray()).toEqual([
      { ...rows[0], depth: 0 },
      { ...rows[1], depth: 1 },
      { ...rows[2], depth: 0 },
    ]);
    const top = await db.comments.where('[thread+depth+created_at]').between(['saga:saga1', 0, Dexie.minKey], ['saga:saga1', 0, Dexie.maxKey]).reverse().toArray();
    expect(top.map((c) => c.comment_id)).toEqual(['local:2', 'c1']);
    // A thread pulled before paging has no `older`: its next pull says where the copy ends.
    expect(await db.threads.toArray()).toEqual([{ thread: 'saga:saga1', comment_count: 2 }]);
    expect(await db.adventureExtras.count()).toBe(0);
  });

  it('a row round-trips in every table', async () => {
    const db = current();
    expect(Object.keys(ROWS).sort()).toEqual(db.tables.map((t) => t.name).sort());
    for (const [name, row] of Object.entries(ROWS)) {
      const table = db.table(name);
      const key: unknown = await table.put(row);
      expect([name, await table.get(key as never)]).toEqual([name, row]);
    }
    // Reopening reads the same rows back from storage.
    db.close();
    await db.open();
    for (const [name, row] of Object.entries(ROWS)) expect([name, await db.table(name).toArray()]).toEqual([name, [row]]);
  });

  it('every player table exists, and every table but the session is a player table', () => {
    const db = current();
    const names = new Set(db.tables.map((t) => t.name));
    for (const t of PLAYER_TABLES) expect(names.has(t)).toBe(true);
    // A table missing here would survive a sign-out: the next player would see it.
    expect([...names].filter((n) => !(PLAYER_TABLES as readonly string[]).includes(n)).sort()).toEqual(['session', 'settings']);
  });
});

describe('database version 6', () => {
  it("a version 4 database with data upgrades in place: every row stays, the player's corner starts empty", async () => {
    const name = `migrations-${crypto.randomUUID()}`;
    const v4 = track(new Dexie(name));
    v4.version(1).stores(V1_STORES);
    v4.version(2).stores(V2_STORES);
    v4.version(3).stores(V3_V4_STORES[3]);
    v4.version(4).stores(V3_V4_STORES[4]);
    await v4.open();
    expect(layoutOf(v4.backendDB())).toEqual(V4);
    const kept = {
      user: [{ ...user({ pending_notifications: 3 }), id: 'me' }],
      notifications: [{ id: 'x1', type: 'comment_reply' }],
      notices: [{ id: 1, text: 'Your card is public now.', tone: 'success', created_at: 1 }],
      outbox: [V3_OUTBOX[1]!],
    };
    await v4.transaction('rw', v4.tables, async () => {
      for (const [table, rows] of Object.entries(kept)) await v4.table(table).bulkAdd(rows);
    });
    v4.close();

    const db = current(name);
    await db.open();

    expect(db.verno).toBe(LATEST.version);
    expect(layoutOf(db.backendDB())).toEqual(LATEST.layout);
    for (const [table, rows] of Object.entries(kept)) expect([table, await db.table(table).toArray()]).toEqual([table, rows]);
    for (const t of ['friends', 'cards', 'seasonPass', 'priorityAlert']) expect([t, await db.table(t).count()]).toEqual([t, 0]);
  });
});

describe('database version 7', () => {
  it('a version 3 database with data upgrades in place: every row stays, the new tables start empty', async () => {
    const name = `migrations-${crypto.randomUUID()}`;
    const v3Rows = {
      user: [{ ...user(), id: 'me' }],
      threads: [{ thread: 'saga:saga1', comment_count: 2 }],
      comments: [{ ...comment('c1'), thread: 'saga:saga1', pending: false, outbox_id: null }],
      outbox: [V3_OUTBOX[1]!],
      syncState: [{ resource: 'featured', fetchedAt: 1, etag: '"v1"', error: null }],
    };
    await createOld(3, name, v3Rows);

    const db = current(name);
    await db.open();

    expect(db.verno).toBe(LATEST.version);
    // Every row as it was; comments take their depth in version 8 (a top-level one: 0).
    const expected = { ...v3Rows, comments: v3Rows.comments.map((c) => ({ ...c, depth: 0 })) };
    for (const [table, rows] of Object.entries(expected)) expect([table, await db.table(table).toArray()]).toEqual([table, rows]);
    for (const table of ['creators', 'prompts', 'documents']) expect([table, await db.table(table).count()]).toEqual([table, 0]);
  });
});

describe('database version 9', () => {
  it('a version 3 database with data upgrades in place: every row stays, no download yet', async () => {
    const name = `migrations-${crypto.randomUUID()}`;
    const v3Rows = {
      user: [{ ...user(), id: 'me' }],
      outbox: [V3_OUTBOX[1]!],
      syncState: [{ resource: 'featured', fetchedAt: 1, etag: '"v1"', error: null }],
    };
    await createOld(3, name, v3Rows);

    const db = current(name);
    await db.open();

    expect(db.verno).toBe(LATEST.version);
    expect(layoutOf(db.backendDB())).toEqual(V9);
    for (const [table, rows] of Object.entries(v3Rows)) expect([table, await db.table(table).toArray()]).toEqual([table, rows]);
    expect(await db.outbox.where('[scope+seq]').between([V3_OUTBOX[1]!.scope, 0], [V3_OUTBOX[1]!.scope, Infinity]).toArray()).toEqual([V3_OUTBOX[1]]);
    expect(await db.downloads.count()).toBe(0);
  });
});

describe('database version 10', () => {
  /** A 'Delete Custom Adventure?' made from a card as version 9 queued it, with the card it took off the list. */
  const theirs = { ...card('theirs', { type: 'custom', is_custom: true, created_by: 'u2', saga_id: 'st9' }), tab: 'custom', position: 1 };
  const v9Delete = queued('o1', 1, 'customSagaDelete', 'card:theirs', { endpoint: 'deleteCustomSaga', params: { sagaId: 'st9' } }, { removed: [theirs] });
  const toggle = queued('o0', 0, 'cardPublicSet', 'card:mine', { endpoint: 'cardPublic', params: { cardId: 'mine' }, body: { is_public: true } }, { was_public: false });

  it('a queued customSagaDelete becomes a storyDelete of the same call and cards, in its place; other writes stay', async () => {
    const name = `migrations-${crypto.randomUUID()}`;
    await createOld(3, name, { outbox: [toggle, v9Delete] });
    const db = current(name);
    await db.open();

    expect(db.verno).toBe(10);
    expect(await db.outbox.orderBy('seq').toArray()).toEqual([toggle, { ...queued('o1', 1, 'storyDelete', 'card:theirs', v9Delete.request), label: v9Delete.label, removed_cards: [theirs], removed_recent: null }]);
  });

  it('the upgraded write is delivered once, and a pull of the cards keeps its card off the list until then', async () => {
    const name = `migrations-${crypto.randomUUID()}`;
    await createOld(3, name, { session: [{ id: 'current', access_token: 'a', refresh_token: 'r' }], user: [{ ...user(), id: 'me' }], outbox: [v9Delete] });
    const { db, net, api, outbox } = harness({ db: current(name) });
    net.on('GET', '/collectible-cards/', { status: 200, body: { tab: 'custom', cards: [card('theirs', { type: 'custom', is_custom: true, created_by: 'u2', saga_id: 'st9' })], selected_card_id: null } });
    net.online = false;
    await api.refresh({ kind: 'cards', tab: 'custom' });
    net.online = true;
    await api.refresh({ kind: 'cards', tab: 'custom' });
    expect(await db.cards.get('theirs')).toBeUndefined();

    net.on('DELETE', '/sagas/:sagaId/custom/', { status: 200, body: { message: 'Adventure deleted successfully!' } });
    net.on('GET', '/homepage/recents/', { status: 200, body: { items: [] } });
    await outbox.wake({ fresh: true });
    await outbox.idle();
    const deletes = net.to('DELETE', '/sagas/st9/custom/');
    expect(deletes.map((r) => r.headers['idempotency-key'])).toEqual(['o1']);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.notices.toArray()).toMatchObject([{ text: 'Adventure deleted successfully!', tone: 'success' }]);
  });

  it('discarding the upgraded write puts its card back', async () => {
    const name = `migrations-${crypto.randomUUID()}`;
    await createOld(3, name, { session: [{ id: 'current', access_token: 'a', refresh_token: 'r' }], user: [{ ...user(), id: 'me' }], outbox: [v9Delete] });
    const { db, api } = harness({ db: current(name) });
    await api.discardWrite('o1');
    expect(await db.cards.get('theirs')).toEqual(theirs);
    expect(await db.outbox.count()).toBe(0);
  });
});
