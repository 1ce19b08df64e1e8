/**
 * Carries a SQLite database over to Postgres: a server started with DATABASE_URL beside the DATA_DIR file the
 * SQLite store used (server/main.ts) copies every table of it, once, into the Postgres database. Generic: the
 * tables, their columns and the order to fill them in are read from the SQLite file itself (brought to the
 * current schema first, as the SQLite store would on its start), so a new table or column is carried over with
 * no list to keep. The whole copy is one Postgres transaction under the seeding lock, ending with a marker row:
 * of several instances starting together one imports, the others find the marker; a crash half-way leaves
 * nothing. Identity columns then continue after the ids copied.
 */
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { type Db, dialectOf, migrate, serialize } from './db';
import { migrations } from './migrations';
import { tablesInOrder } from './migrations/postgres';
import { StartRefused } from '../start-refusal';

/** The marker: Postgres-only, like schema_migrations, and made by the import itself. */
const MARKER = 'sqlite_imports';

export interface SqliteImport {
  /** False: the marker says this database imported one already (`at`), and nothing was read now. */
  imported: boolean;
  /** The file imported: now, or by the start that imported (from the marker). */
  source: string;
  at: string;
  /** Rows copied per table (the tables that had any). */
  rows: Record<string, number>;
}

/** At most this many values in one INSERT (Postgres takes 65,535 parameters). */
const VALUES_PER_INSERT = 20_000;

/**
 * Imports `file` into the Postgres `db` unless the marker says one was imported already. Refused (StartRefused)
 * when Postgres holds players who signed in there: they are not the file's, and merging two histories is not
 * a copy. Rows a start makes by itself (the seeded world and its historians, before anyone signed in) are
 * replaced by the file's, which its own starts seeded.
 */
export async function importSqlite(db: Db, file: string, now: number): Promise<SqliteImport> {
  if (dialectOf(db) !== 'postgres') throw new Error('importSqlite copies into Postgres');
  const lite = new Database(file, { fileMustExist: true });
  try {
    lite.pragma('busy_timeout = 5000');
    migrate(lite, migrations);
    return await db.transaction().execute(async (trx) => {
      await serialize(trx, 'seeding');
      await sql`CREATE TABLE IF NOT EXISTS ${sql.table(MARKER)} (source TEXT NOT NULL, imported_at TEXT NOT NULL, rows_json TEXT NOT NULL)`.execute(trx);
      const [done] = (await sql<{ source: string; imported_at: string; rows_json: string }>`SELECT source, imported_at, rows_json FROM ${sql.table(MARKER)}`.execute(trx)).rows;
      if (done) return { imported: false, source: done.source, at: done.imported_at, rows: JSON.parse(done.rows_json) as Record<string, number> };

      const signedIn = (await sql<{ n: number }>`SELECT count(DISTINCT user_id) AS n FROM sign_ins`.execute(trx)).rows[0]?.n ?? 0;
      if (signedIn > 0) {
        throw new StartRefused(
          `${file} was not imported: the Postgres database of DATABASE_URL already holds ${signedIn} player${signedIn === 1 ? '' : 's'} who signed in there, ` +
            'and an import copies into a database no one has used. Point DATABASE_URL at a new database to import the file, or move the file out of DATA_DIR to run on Postgres without it.',
        );
      }
      const tables = tablesInOrder(lite);
      const target = await postgresColumns(trx);
      // What the starts made here on their own (no one signed in): the file's own seeded rows replace them.
      await sql`TRUNCATE ${sql.join(tables.map((t) => sql.table(t)))}`.execute(trx);

      // One snapshot of the file, should a SQLite instance still be writing to it.
      lite.exec('BEGIN');
      const rows: Record<string, number> = {};
      try {
        for (const table of tables) {
          const columns = (lite.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((c) => c.name);
          const theirs = target.get(table);
          const differ = !theirs || theirs.size !== columns.length || columns.some((c) => !theirs.has(c));
          if (differ) throw new Error(`${file} was not imported: its table ${table} has columns (${columns.join(', ')}) that Postgres's (${[...(theirs ?? [])].join(', ')}) are not`);
          const n = await copyTable(trx, lite, table, columns);
          if (n > 0) rows[table] = n;
        }
      } finally {
        lite.exec('COMMIT');
      }
      await continueIdentities(trx);
      const at = new Date(now).toISOString();
      await sql`INSERT INTO ${sql.table(MARKER)} (source, imported_at, rows_json) VALUES (${file}, ${at}, ${JSON.stringify(rows)})`.execute(trx);
      return { imported: true, source: file, at, rows };
    });
  } finally {
    lite.close();
  }
}

/** Every table's columns on Postgres. */
async function postgresColumns(trx: Db): Promise<Map<string, Set<string>>> {
  const r = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`.execute(trx);
  const out = new Map<string, Set<string>>();
  for (const { table_name, column_name } of r.rows) out.set(table_name, (out.get(table_name) ?? new Set()).add(column_name));
  return out;
}

/** Copies one table's rows in the order SQLite wrote them (a reply after the comment it answers), a page per INSERT. */
async function copyTable(trx: Db, lite: Database.Database, table: string, columns: string[]): Promise<number> {
  const perInsert = Math.max(1, Math.floor(VALUES_PER_INSERT / columns.length));
  const into = sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) VALUES `;
  // better-sqlite3 reads synchronously: a page at a time, each page's INSERT awaited before the next is read.
  const page = lite.prepare(`SELECT rowid AS "rowid_", * FROM "${table}" WHERE rowid > ? ORDER BY rowid LIMIT ${perInsert}`);
  let n = 0;
  let after = Number.MIN_SAFE_INTEGER;
  for (;;) {
    const rows = page.all(after) as (Record<string, unknown> & { rowid_: number })[];
    if (rows.length === 0) return n;
    const values = sql.join(rows.map((row) => sql`(${sql.join(columns.map((c) => row[c]))})`));
    try {
      await sql`${into}${values}`.execute(trx);
    } catch (error) {
      throw new Error(`Importing the table ${table} failed: ${(error as Error).message}`, { cause: error });
    }
    n += rows.length;
    after = rows[rows.length - 1]!.rowid_;
  }
}

/** Each identity column's next value comes after the largest one copied. */
async function continueIdentities(trx: Db): Promise<void> {
  const identities = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'`.execute(trx);
  for (const { table_name, column_name } of identities.rows) {
    await sql`SELECT setval(pg_get_serial_sequence(${`"${table_name}"`}, ${column_name}), max_id) FROM (SELECT max(${sql.ref(column_name)}) AS max_id FROM ${sql.table(table_name)}) m WHERE max_id IS NOT NULL`.execute(trx);
  }
}
