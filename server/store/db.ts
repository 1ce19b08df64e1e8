/** Opens the SQLite database and brings its schema up to date. */
import Database from 'better-sqlite3';
import { migrations } from './migrations';
import type { Migration } from './migrations/migration';

export type Db = Database.Database;

export function openDb(path: string): Db {
  const db = new Database(path);
  // WAL lets the reads of GET handlers proceed while a mutation commits.
  db.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before its answer goes out, so an answered write survives a power cut (the
  // client drops it from its outbox on that answer). better-sqlite3 reopens a WAL database at NORMAL, which
  // may lose the last commits. Its cost: bench/README.md (crawl-turn).
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db, migrations);
  return db;
}

/** Applies, in order, every migration not yet recorded; each one in its own transaction. */
export function migrate(db: Db, list: readonly Migration[]): void {
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
