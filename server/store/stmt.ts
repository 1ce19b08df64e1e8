import type { Statement } from 'better-sqlite3';
import type { Db } from './db';

const cache = new WeakMap<Db, Map<string, Statement>>();

/** A prepared statement, compiled once per database: queries call this instead of db.prepare. */
export function stmt(db: Db, sql: string): Statement {
  let byDb = cache.get(db);
  if (!byDb) cache.set(db, (byDb = new Map()));
  let s = byDb.get(sql);
  if (!s) byDb.set(sql, (s = db.prepare(sql)));
  return s;
}

export const iso = (ms: number): string => new Date(ms).toISOString();
