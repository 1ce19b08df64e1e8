/**
 * Writing a re-pulled list without rewriting what did not change: a re-pull of 10,000 unchanged rows
 * reads them, compares, and writes nothing (bench/repull.bench.ts), where deleting and re-putting them
 * all cost more than twice a plain put of the same rows.
 */
import type { IndexableType } from 'dexie';

/** Deep equality of two JSON-shaped values (what IndexedDB rows and the API's answers are). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.hasOwn(b, k) || !sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * Makes `table` hold `next` in place of `current` (the rows of the same scope, read in this transaction):
 * puts only the rows that are new or changed, deletes only the rows `next` lacks. Answers how many rows
 * it wrote. Call inside a transaction over `table`.
 */
export async function replaceRows<T, K extends IndexableType>(table: RowsOf<NoInfer<T>, K>, current: readonly T[], next: readonly T[], keyOf: (row: T) => K): Promise<number> {
  const before = new Map<string, T>();
  for (const row of current) before.set(keyString(keyOf(row)), row);
  const changed: T[] = [];
  for (const row of next) {
    const key = keyString(keyOf(row));
    const old = before.get(key);
    before.delete(key);
    if (old === undefined || !sameJson(old, row)) changed.push(row);
  }
  const gone = [...before.values()].map(keyOf);
  if (gone.length > 0) await table.bulkDelete(gone);
  if (changed.length > 0) await table.bulkPut(changed);
  return gone.length + changed.length;
}

/** The part of a Dexie table replaceRows writes with. */
interface RowsOf<T, K> {
  bulkDelete(keys: K[]): PromiseLike<unknown>;
  bulkPut(rows: readonly T[]): PromiseLike<unknown>;
}

const keyString = (key: IndexableType): string => (Array.isArray(key) ? JSON.stringify(key) : String(key));
