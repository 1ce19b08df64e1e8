import Dexie from 'dexie';
import type { ChronicleDB, OutboxRow } from '../../src/db';

/** The oldest write of a scope: the only one that may be sent. */
export function headOf(db: ChronicleDB, scope: string): Promise<OutboxRow | undefined> {
  return db.outbox.where('[scope+seq]').between([scope, Dexie.minKey], [scope, Dexie.maxKey]).first();
}

/** The head of every scope, oldest first. */
export async function heads(db: ChronicleDB): Promise<OutboxRow[]> {
  const scopes = (await db.outbox.orderBy('scope').uniqueKeys()).map(String);
  const rows = await Promise.all(scopes.map((scope) => headOf(db, scope)));
  return rows.filter((r): r is OutboxRow => r !== undefined).sort((a, b) => a.seq - b.seq);
}
