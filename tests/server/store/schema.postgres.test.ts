/**
 * The Postgres schema is rendered from the SQLite migrations (server/store/migrations/postgres.ts): held here
 * to the schema SQLite ends with, table by table and column by column, and its refusals (the Postgres pass only).
 */
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it, inject } from 'vitest';
import { migrate } from '../../../server/store/db';
import { migrations } from '../../../server/store/migrations';
import { migratePostgres } from '../../../server/store/migrations/postgres';
import { freshDatabase } from '../helpers';

const opened: Kysely<unknown>[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

/** An empty database of the cluster (not the migrated template). */
async function emptyDatabase(): Promise<Kysely<unknown>> {
  const url = await freshDatabase(inject('postgresUrl'));
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  await admin.end();
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }) });
  opened.push(db);
  return db;
}

interface Column {
  table: string;
  column: string;
  type: string;
  notNull: boolean;
  primaryKey: boolean;
}

function sqliteColumns(): { columns: Column[]; uniques: string[]; references: string[] } {
  const lite = new Database(':memory:');
  migrate(lite, migrations);
  const tables = (lite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'").all() as { name: string }[]).map((t) => t.name);
  const columns = tables.flatMap((table) =>
    (lite.prepare(`PRAGMA table_info("${table}")`).all() as { name: string; type: string; notnull: number; pk: number }[]).map((c) => ({
      table,
      column: c.name,
      type: c.type.toUpperCase() === 'INTEGER' ? 'bigint' : 'text',
      // A primary key's columns are NOT NULL on Postgres whatever they say (SQLite lets a non-integer one be
      // null), and so is an identity column: `seq`, which SQLite's trigger fills on every insert.
      notNull: c.notnull === 1 || c.pk > 0 || c.name === 'seq',
      primaryKey: c.pk > 0,
    })),
  );
  const uniques = tables.flatMap((table) =>
    (lite.prepare(`PRAGMA index_list("${table}")`).all() as { name: string; unique: number; origin: string }[])
      .filter((i) => i.unique && i.origin !== 'pk')
      .map((i) => `${table}(${(lite.prepare(`PRAGMA index_info("${i.name}")`).all() as { name: string }[]).map((c) => c.name).join(',')})`),
  );
  const references = tables.flatMap((table) =>
    (lite.prepare(`PRAGMA foreign_key_list("${table}")`).all() as { table: string; from: string; on_delete: string }[]).map((f) => `${table}.${f.from} → ${f.table} ${f.on_delete}`),
  );
  lite.close();
  return { columns, uniques, references };
}

async function postgresColumns(db: Kysely<unknown>): Promise<{ columns: Column[]; uniques: string[]; references: string[] }> {
  const cols = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>`
    SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name <> 'schema_migrations'`.execute(db);
  const pks = await sql<{ table_name: string; column_name: string }>`
    SELECT tc.table_name, k.column_name FROM information_schema.table_constraints tc
    JOIN information_schema.key_column_usage k ON k.constraint_name = tc.constraint_name AND k.table_schema = tc.table_schema
    WHERE tc.table_schema = 'public' AND tc.constraint_type = 'PRIMARY KEY'`.execute(db);
  const primary = new Set(pks.rows.map((r) => `${r.table_name}.${r.column_name}`));
  const columns = cols.rows.map((c) => ({
    table: c.table_name,
    column: c.column_name,
    type: c.data_type,
    notNull: c.is_nullable === 'NO',
    primaryKey: primary.has(`${c.table_name}.${c.column_name}`),
  }));
  const idx = await sql<{ table: string; cols: string }>`
    SELECT t.relname AS table, string_agg(a.attname, ',' ORDER BY k.ord) AS cols
    FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
    CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
    WHERE n.nspname = 'public' AND i.indisunique AND NOT i.indisprimary AND t.relname <> 'schema_migrations'
    GROUP BY t.relname, i.indexrelid`.execute(db);
  const fks = await sql<{ table: string; col: string; target: string; action: string }>`
    SELECT c.conrelid::regclass::text AS table, a.attname AS col, c.confrelid::regclass::text AS target, c.confdeltype AS action
    FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`.execute(db);
  const action: Record<string, string> = { a: 'NO ACTION', c: 'CASCADE', n: 'SET NULL', r: 'RESTRICT', d: 'SET DEFAULT' };
  return {
    columns,
    uniques: idx.rows.map((r) => `${r.table}(${r.cols})`),
    references: fks.rows.map((f) => `${f.table}.${f.col} → ${f.target.replace(/"/g, '')} ${action[f.action]}`),
  };
}

const sorted = <T>(list: T[]): T[] => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('the Postgres schema, rendered from the migrations', () => {
  it('has every table, column, type, NOT NULL, primary key, unique index and foreign key SQLite has', async () => {
    const db = await emptyDatabase();
    await migratePostgres(db);
    const lite = sqliteColumns();
    const postgres = await postgresColumns(db);
    expect(lite.columns.length).toBeGreaterThan(300);
    expect(sorted(postgres.columns)).toEqual(sorted(lite.columns));
    expect(sorted(postgres.uniques)).toEqual(sorted(lite.uniques));
    expect(sorted(postgres.references)).toEqual(sorted(lite.references));
    const versions = await sql<{ version: number }>`SELECT version FROM schema_migrations ORDER BY version`.execute(db);
    expect(versions.rows.map((r) => Number(r.version))).toEqual(migrations.map((m) => m.version));
  });

  it('numbers new rows itself where SQLite did (a rowid alias, AUTOINCREMENT, seq)', async () => {
    const db = await emptyDatabase();
    await migratePostgres(db);
    await sql`INSERT INTO users (user_id, email, referral_code, created_at) VALUES ('u1', 'a@example.com', 'R1', '2026-01-01')`.execute(db);
    await sql`INSERT INTO rank_points (user_id, points, reason, created_at) VALUES ('u1', 5, 'x', 1), ('u1', 6, 'y', 2)`.execute(db);
    await sql`INSERT INTO friends (user_id, friend_id, created_at) VALUES ('u1', 'u1', 1)`.execute(db);
    const ids = await sql<{ id: string }>`SELECT id FROM rank_points ORDER BY id`.execute(db);
    expect(ids.rows.map((r) => Number(r.id))).toEqual([1, 2]);
    const seq = await sql<{ seq: string | null }>`SELECT seq FROM friends`.execute(db);
    expect(seq.rows[0]!.seq).not.toBeNull();
  });

  it('migrates once when two instances start at once, and refuses a later step it has no Postgres form of', async () => {
    const db = await emptyDatabase();
    await Promise.all([migratePostgres(db), migratePostgres(db)]);
    const count = await sql<{ n: string }>`SELECT count(*) AS n FROM schema_migrations`.execute(db);
    expect(Number(count.rows[0]!.n)).toBe(migrations.length);
    const later = { version: 9_999, name: 'a later step', up: () => {} };
    await expect(migratePostgres(db, [...migrations, later])).rejects.toThrow(/lacks migration 9999/);
  });
});
