/**
 * The Postgres store (DATABASE_URL=postgres://…): the same Kysely queries as the SQLite default, through
 * PostgresDialect on a `pg` Pool of `poolSize` connections (DB_POOL_SIZE) per instance.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database as Tables } from './schema';
import type { Db } from './db';
import { migratePostgres } from './migrations/postgres';

export const DEFAULT_POOL_SIZE = 10;

/**
 * Numbers as the SQLite store answers them: int8 (the schema's INTEGER columns, counts) and numeric (sums,
 * averages) would come back as strings. Every such value here is far below 2^53 (ms times, counts, points).
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
};

export async function openPostgres(url: string, poolSize = DEFAULT_POOL_SIZE): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle connection the server dropped (a restart, a failover) is replaced on the next query, not thrown.
  pool.on('error', () => {});
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migratePostgres(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
