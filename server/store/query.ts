/**
 * Small helpers every store file shares. How to write a query: docs/architecture.md ("Writing a query").
 */
import { type Compilable, type CompiledQuery, sql, type RawBuilder } from 'kysely';
import { type Db, readNow, storeIdentity } from './db';

export const iso = (ms: number): string => new Date(ms).toISOString();

/** count(*) as `n`: Postgres answers a bigint (a string in node-postgres), SQLite a number; read it with num(). */
export const countAll = (): RawBuilder<number | string> => sql<number | string>`count(*)`;

/** A count or sum as a number, whichever store answered it (Postgres sends bigint and numeric as strings). */
export const num = (v: number | string | bigint | null | undefined): number => (v === null || v === undefined ? 0 : Number(v));

/** A count of rows that a write changed (Kysely answers a bigint). */
export const changed = (r: { numUpdatedRows?: bigint; numDeletedRows?: bigint } | { numInsertedOrUpdatedRows?: bigint }): number =>
  Number('numUpdatedRows' in r ? r.numUpdatedRows : 'numDeletedRows' in r ? r.numDeletedRows : 'numInsertedOrUpdatedRows' in r ? r.numInsertedOrUpdatedRows : 0);

/** Where a prepared query's argument goes: a stand-in value while it is built, replaced at each run. */
class Hole {
  constructor(readonly index: number) {}
}

/**
 * A read built and compiled once per database, then run with each call's values (on SQLite at once when it
 * can: store/db.ts readNow): for the hot reads, where Kysely's building, compiling and connection queue cost
 * more than SQLite takes to answer (bench/README.md, home-read). Each
 * argument must be a single value the builder passes on as a parameter (a `where` value, not a list or a
 * column name); building checks that every one of them reached the parameters.
 */
export function prepared<A extends unknown[], R>(build: (db: Db, ...args: A) => Compilable<R>): (db: Db, ...args: A) => Promise<R[]> {
  const compiled = new WeakMap<object, { query: CompiledQuery<R>; holes: number[] }>();
  return async (db, ...args) => {
    const identity = storeIdentity(db);
    let entry = compiled.get(identity);
    if (!entry) {
      const query = build(db, ...(args.map((_, i) => new Hole(i)) as A)).compile();
      // Where each parameter comes from: an argument's index, or -1 for a value the query holds itself.
      const holes = query.parameters.map((p) => (p instanceof Hole ? p.index : -1));
      if (new Set(holes.filter((h) => h >= 0)).size !== args.length) throw new Error(`prepared: an argument of "${query.sql}" is not a parameter`);
      entry = { query, holes };
      compiled.set(identity, entry);
    }
    const { query, holes } = entry;
    const parameters = holes.map((h, i) => (h >= 0 ? args[h] : query.parameters[i]));
    return readNow<R>(db, query.sql, parameters) ?? (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
