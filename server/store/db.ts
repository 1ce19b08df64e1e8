/**
 * Opens the database and brings its schema up to date. Every query goes through Kysely (typed, async):
 * `Db` is the database, or a transaction on it (a Kysely Transaction is a Kysely too).
 */
import Database from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, type Driver, Kysely, SqliteAdapter, SqliteDialect, SqliteDriver, sql, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { migrations } from './migrations';
import type { Migration } from './migrations/migration';
import type { Database as Tables } from './schema';

export type Db = Kysely<Tables>;
/** The better-sqlite3 handle under a SQLite Db: only the migrations use it. */
export type SqliteHandle = Database.Database;

export async function openDb(path: string): Promise<Db> {
  const raw = new Database(path);
  // WAL lets the reads of GET handlers proceed while a mutation commits.
  raw.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before its answer goes out, so an answered write survives a power cut (the
  // client drops it from its outbox on that answer). better-sqlite3 reopens a WAL database at NORMAL, which
  // may lose the last commits. Its cost: bench/history.md (issue #23), and a turn's whole cost bench/README.md (crawl-turn).
  raw.pragma('synchronous = FULL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  migrate(raw, migrations);
  const statements = preparedOnce(raw);
  const db = new Kysely<Tables>({ dialect: new ImmediateSqliteDialect(statements) });
  connections.set(storeIdentity(db), { raw, statements });
  return db;
}

/** A SQLite Db's one connection, by store: for readNow. */
const connections = new WeakMap<object, { raw: Database.Database; statements: SqliteDatabase }>();

/**
 * A read answered at once, when SQLite can (else undefined: ask Kysely). better-sqlite3 is synchronous, so
 * a read that runs in one go interleaves with nothing; it must only not slip into another request's
 * transaction, which holds the connection across awaits: outside a transaction it runs when none is open,
 * inside one (`db` is that transaction) always. It skips Kysely's connection queue, which is most of a small
 * read's cost (bench/README.md, home-read).
 */
export function readNow<R>(db: Db, text: string, parameters: readonly unknown[]): R[] | undefined {
  const connection = connections.get(storeIdentity(db));
  if (!connection || (!db.isTransaction && connection.raw.inTransaction)) return undefined;
  const statement = connection.statements.prepare(text);
  return statement.reader ? (statement.all(parameters) as R[]) : undefined;
}

/**
 * Every transaction BEGIN IMMEDIATE: the write lock is taken at BEGIN, where busy_timeout waits for another
 * process's commit (INSTANCES=N on one file); a deferred transaction that read first and then writes after
 * another process committed fails at once (SQLITE_BUSY_SNAPSHOT). Every transaction here writes.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;
  constructor(database: SqliteDatabase) {
    super({ database });
    this.#database = database;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** At most this many distinct statements are kept compiled (the builder makes a bounded set; `IN (…)` lists vary). */
const MAX_PREPARED = 2000;

/**
 * better-sqlite3 under Kysely, with each distinct statement compiled once: Kysely's SQLite driver asks
 * for a prepared statement on every query, and compiling is most of a small query's cost.
 */
function preparedOnce(raw: Database.Database): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      let s = cache.get(sql);
      if (!s) {
        if (cache.size >= MAX_PREPARED) cache.clear();
        s = raw.prepare(sql) as unknown as SqliteStatement;
        cache.set(sql, s);
      }
      return s;
    },
  };
}

/**
 * Runs `work` in one transaction: everything it reads and writes commits together, or nothing does. Inside
 * a transaction already, it joins that one. On SQLite, Kysely holds the one connection for the whole
 * transaction, so transactions and queries run one at a time, as better-sqlite3's synchronous calls did.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}

/** Applies, in order, every migration not yet recorded; each one in its own transaction. */
export function migrate(db: SqliteHandle, list: readonly Migration[]): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  let previous = 0;
  for (const m of list) {
    if (m.version <= previous) throw new Error(`Migrations out of order at ${m.version} (${m.name})`);
    previous = m.version;
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      m.up(db);
      record.run(m.version, m.name, new Date().toISOString());
    })();
  }
}

/** One identity for a database and every transaction on it: the key of per-database caches. */
export const storeIdentity = (db: Db): object => db.getExecutor().adapter;

/** Which database a Db speaks to: for the few places where the two differ (locks), never for a query's text. */
export const dialectOf = (db: Db): 'sqlite' | 'postgres' => (db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres');

/**
 * Holds, until the transaction ends, a lock named by `name` that any instance on the same database takes
 * before the same work (Postgres: a transaction-level advisory lock). On SQLite the transaction alone does
 * it: one connection, one transaction at a time.
 */
export async function serialize(trx: Db, name: string): Promise<void> {
  if (dialectOf(trx) === 'sqlite') return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
}

/**
 * Takes, if no one holds it, a lock like serialize's until the transaction ends: false when another
 * instance is doing the same work (Postgres), so this one skips it. On SQLite the transaction has it.
 */
export async function tryLock(trx: Db, name: string): Promise<boolean> {
  if (dialectOf(trx) === 'sqlite') return true;
  const r = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtextextended(${name}, 0)) as locked`.execute(trx);
  return r.rows[0]?.locked === true;
}
