import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { ChronicleDB, PENDING_SEQ_BASE, PLAYER_TABLES } from '../src/db';
import { adventure, chapter, comment, homeItem, seriesDetails, user } from './worker/helpers/fixtures';
import { avatar, dungeon, expedition, journalEntry, progress, rank, roomNote } from './worker/helpers/dungeon-fixtures';

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

/** One representative row per table of the latest version. */
const ROWS: Record<string, object> = {
  session: { id: 'current', access_token: 'a', refresh_token: 'r' },
  user: { ...user(), id: 'me' },
  settings: { key: 'init', value: { version: '1.0.0', show_community_creations_creator_tab: true, google_sign_in: false } },
  featured: { ...homeItem('s1'), key: 'series:s1', position: 0 },
  recents: { ...homeItem('s2'), key: 'series:s2', position: 0 },
  series: seriesDetails('s1'),
  adventures: (({ chapters: _c, ...row }) => row)(adventure('a1', [])),
  chapters: { ...chapter(1), adventure_id: 'a1', pending_choice: { outbox_id: 'o1', text: 'Run' } },
  dungeons: dungeon('d1'),
  dungeonProgress: (({ events: _e, ...row }) => row)(progress('d1')),
  dungeonEvents: {
    dungeon_id: 'd1',
    seq: PENDING_SEQ_BASE + 4,
    event: { type: 'input', author: 'user', text: 'Open it', event_id: 'local:1', seq: PENDING_SEQ_BASE + 4, created_at: '2025-01-01T00:00:00.000Z' },
    pending_outbox_id: 'o4',
  },
  dungeonExtras: { dungeon_id: 'd1', resurrection: { free_resurrection_available: true } },
  expeditions: { ...expedition('e1'), progress: null },
  rank: { ...rank(), id: 'me' },
  avatars: avatar('av1'),
  dungeonNotes: { ...roomNote('n1'), dungeon_id: 'd1', pending: true, outbox_id: 'o5' },
  dungeonJournal: { ...journalEntry('j1'), dungeon_id: 'd1', pending: false, outbox_id: null },
  sagas: { saga_id: 'saga1', comment_count: 2 },
  comments: { ...comment('local:1'), pending: true, outbox_id: 'o2' },
  ratings: { target_type: 'series', target_id: 's1', rating: 4, average: null, count: null, pending: true, outbox_id: 'o3' },
  notifications: { id: 'x1', type: 'comment_reply' },
  outbox: outboxRow,
  syncState: { resource: 'featured', fetchedAt: 1, etag: '"v1"', error: null },
};

let db: ChronicleDB;
afterEach(async () => {
  db.close();
  await db.delete();
});

/** A database as a device running version 1 left it, with some data. */
async function createV1(name: string, rows: Record<string, object[]>): Promise<void> {
  const old = new Dexie(name);
  old.version(1).stores(V1_STORES);
  await old.open();
  expect(layoutOf(old.backendDB())).toEqual(V1);
  await old.transaction('rw', old.tables, async () => {
    for (const [table, list] of Object.entries(rows)) await old.table(table).bulkAdd(list);
  });
  old.close();
}

describe('database version 1', () => {
  it('its stores are the ones spelled out here', async () => {
    const name = `migrations-${crypto.randomUUID()}`;
    await createV1(name, {});
    db = new ChronicleDB(name);
  });
});

describe('database version 2', () => {
  it('opening it creates every table with its key and indexes', async () => {
    db = new ChronicleDB(`migrations-${crypto.randomUUID()}`);
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
      comments: [{ ...comment('local:1'), pending: true, outbox_id: 'o2' }],
      outbox: [outboxRow],
      syncState: [{ resource: 'featured', fetchedAt: 1, etag: '"v1"', error: null }],
    };
    await createV1(name, kept);

    db = new ChronicleDB(name);
    await db.open();

    expect(db.verno).toBe(2);
    expect(layoutOf(db.backendDB())).toEqual(V2);
    for (const [table, rows] of Object.entries(kept)) expect([table, await db.table(table).toArray()]).toEqual([table, rows]);
    // The outbox still replays in order: its indexes survived.
    expect(await db.outbox.where('[scope+seq]').between(['thread:saga1', 0], ['thread:saga1', Infinity]).toArray()).toEqual([outboxRow]);
    for (const t of ['dungeonEvents', 'dungeonExtras', 'expeditions', 'rank', 'avatars', 'dungeonNotes', 'dungeonJournal']) {
      expect([t, await db.table(t).count()]).toEqual([t, 0]);
    }
  });

  it('a row round-trips in every table', async () => {
    db = new ChronicleDB(`migrations-${crypto.randomUUID()}`);
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
    db = new ChronicleDB(`migrations-${crypto.randomUUID()}`);
    const names = new Set(db.tables.map((t) => t.name));
    for (const t of PLAYER_TABLES) expect(names.has(t)).toBe(true);
    // A table missing here would survive a sign-out: the next player would see it.
    expect([...names].filter((n) => !(PLAYER_TABLES as readonly string[]).includes(n)).sort()).toEqual(['session', 'settings']);
  });
});
