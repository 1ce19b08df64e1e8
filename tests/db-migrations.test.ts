import { afterEach, describe, expect, it } from 'vitest';
import { ChronicleDB, PLAYER_TABLES } from '../src/db';
import { adventure, chapter, comment, homeItem, seriesDetails, user } from './worker/helpers/fixtures';

/**
 * Version 1 as players' devices hold it, spelled out by hand: a change to db.ts that alters it
 * fails here, which is the cue to append a version instead. Each later version adds a test that
 * opens the previous one with data, upgrades, and checks the rows.
 */
const V1: Record<string, { key: string | string[]; indexes: Record<string, { keyPath: string | string[]; unique: boolean }> }> = {
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

/** One representative row per table. */
const ROWS: Record<string, object> = {
  session: { id: 'current', access_token: 'a', refresh_token: 'r' },
  user: { ...user(), id: 'me' },
  settings: { key: 'init', value: { version: '1.0.0', show_community_creations_creator_tab: true, google_sign_in: false } },
  featured: { ...homeItem('s1'), key: 'series:s1', position: 0 },
  recents: { ...homeItem('s2'), key: 'series:s2', position: 0 },
  series: seriesDetails('s1'),
  adventures: (({ chapters: _c, ...row }) => row)(adventure('a1', [])),
  chapters: { ...chapter(1), adventure_id: 'a1', pending_choice: { outbox_id: 'o1', text: 'Run' } },
  dungeons: { dungeon_id: 'd1', name: 'The Vault' },
  dungeonProgress: { dungeon_id: 'd1', room: 3 },
  roomNotes: { id: 'n1', dungeon_id: 'd1', room: 'r1', text: 'A draft' },
  journal: { id: 'j1', dungeon_id: 'd1', entry: 'Found a key' },
  sagas: { saga_id: 'saga1', comment_count: 2 },
  comments: { ...comment('local:1'), pending: true, outbox_id: 'o2' },
  ratings: { target_type: 'series', target_id: 's1', rating: 4, average: null, count: null, pending: true, outbox_id: 'o3' },
  notifications: { id: 'x1', type: 'comment_reply' },
  outbox: {
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
  },
  syncState: { resource: 'featured', fetchedAt: 1, etag: '"v1"', error: null },
};

let db: ChronicleDB;
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('database version 1', () => {
  it('opening it creates every table with its key and indexes', async () => {
    db = new ChronicleDB(`migrations-${crypto.randomUUID()}`);
    await db.open();
    const idb = db.backendDB();

    expect(idb.version).toBeGreaterThanOrEqual(1);
    expect(db.verno).toBe(1);
    expect([...idb.objectStoreNames].sort()).toEqual(Object.keys(V1).sort());
    const tx = idb.transaction([...idb.objectStoreNames], 'readonly');
    for (const [name, expected] of Object.entries(V1)) {
      const store = tx.objectStore(name);
      expect([name, store.keyPath]).toEqual([name, expected.key]);
      const indexes = Object.fromEntries(
        [...store.indexNames].map((i) => {
          const index = store.index(i);
          return [i, { keyPath: index.keyPath, unique: index.unique }];
        }),
      );
      expect([name, indexes]).toEqual([name, expected.indexes]);
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

  it('every player table exists', () => {
    db = new ChronicleDB(`migrations-${crypto.randomUUID()}`);
    const names = new Set(db.tables.map((t) => t.name));
    for (const t of PLAYER_TABLES) expect(names.has(t)).toBe(true);
  });
});
