import type { Transaction } from 'dexie';

/** v8: every comment says how deep it is (0 top-level, 1 a reply), so its thread's index lists it. */
export async function upgradeToV8(tx: Transaction): Promise<void> {
  await tx
    .table('comments')
    .toCollection()
    .modify((c: { parent_id: string | null; depth?: 0 | 1 }) => {
      c.depth = c.parent_id ? 1 : 0;
    });
}
