/**
 * Schema steps of the explicit insertion order: versions 700-799, append-only like every migration.
 *
 * Queries that break a tie of time (or list in the order rows came) said so with SQLite's rowid, which
 * Postgres has not: each such table gets `seq`, a number that grows with every insert, and the queries
 * order by it. On SQLite it is the row's rowid (kept by a trigger), on Postgres an identity column.
 */
import type { Migration } from './migration';

/** The tables whose reads order by insertion. */
export const ORDERED_TABLES = [
  'adventure_choices',
  'blocks',
  'collectible_cards',
  'comments',
  'creators',
  'dungeon_mission_completions',
  'friends',
  'idempotency_keys',
  'notifications',
  'player_prompts',
  'series',
  'story_turns',
] as const;

const seqOf = (table: string): string => `
  ALTER TABLE ${table} ADD COLUMN seq INTEGER;
  UPDATE ${table} SET seq = rowid;
  CREATE TRIGGER ${table}_seq AFTER INSERT ON ${table} WHEN NEW.seq IS NULL
  BEGIN UPDATE ${table} SET seq = NEW.rowid WHERE rowid = NEW.rowid; END;`;

export const orderMigrations: readonly Migration[] = [
  {
    version: 700,
    name: 'seq: an explicit insertion order where reads broke ties by rowid',
    up: (db) =>
      db.exec(`
        ${ORDERED_TABLES.map(seqOf).join('\n')}
        -- A thread's page and a conversation read in (created_at, seq) order straight from their index.
        DROP INDEX comments_list;
        CREATE INDEX comments_list ON comments (kind, target_id, chapter, parent_id, created_at, seq, user_id);
        DROP INDEX comments_parent;
        CREATE INDEX comments_parent ON comments (parent_id, created_at, seq);
      `),
  },
];
