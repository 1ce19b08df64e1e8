/**
 * Reads of tables other domains own, detected at run time: the account engineer's tables may or may
 * not exist yet (and their names have moved while it is being built), so we ask SQLite instead of assuming.
 */
import type { Db } from './db';

const cache = new WeakMap<Db, Map<string, string[]>>();

/** The columns of a table, [] when it does not exist. Cached per database: the schema only grows while a server runs migrations at start. */
export function columnsOf(db: Db, table: string): string[] {
  let byDb = cache.get(db);
  if (!byDb) cache.set(db, (byDb = new Map()));
  let cols = byDb.get(table);
  if (!cols) {
    cols = (db.prepare(`PRAGMA table_info(${JSON.stringify(table)})`).all() as { name: string }[]).map((c) => c.name);
    byDb.set(table, cols);
  }
  return cols;
}

/** The first table of `tables` that has every column of one of `shapes`, with that shape. */
export function findTable(db: Db, tables: string[], shapes: [string, string][]): { table: string; cols: [string, string] } | null {
  for (const table of tables) {
    const cols = columnsOf(db, table);
    const shape = shapes.find(([a, b]) => cols.includes(a) && cols.includes(b));
    if (shape) return { table, cols: shape };
  }
  return null;
}
