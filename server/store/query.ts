/**
 * Small helpers every store file shares. How to write a query: docs/architecture.md ("Writing a query").
 */
import { sql, type RawBuilder } from 'kysely';

export const iso = (ms: number): string => new Date(ms).toISOString();

/** count(*) as `n`: Postgres answers a bigint (a string in node-postgres), SQLite a number; read it with num(). */
export const countAll = (): RawBuilder<number | string> => sql<number | string>`count(*)`;

/** A count or sum as a number, whichever store answered it (Postgres sends bigint and numeric as strings). */
export const num = (v: number | string | bigint | null | undefined): number => (v === null || v === undefined ? 0 : Number(v));

/** A count of rows that a write changed (Kysely answers a bigint). */
export const changed = (r: { numUpdatedRows?: bigint; numDeletedRows?: bigint } | { numInsertedOrUpdatedRows?: bigint }): number =>
  Number('numUpdatedRows' in r ? r.numUpdatedRows : 'numDeletedRows' in r ? r.numDeletedRows : 'numInsertedOrUpdatedRows' in r ? r.numInsertedOrUpdatedRows : 0);
