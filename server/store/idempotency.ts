/** Stored answers of mutations, by (scope, Idempotency-Key): a replayed key gets the same answer. */
import type { Db } from './db';
import { num, prepared } from './query';

export interface StoredAnswer {
  key: string;
  method: string;
  path: string;
  status: number;
  body: string;
  created_at: number;
  /** A hash of what was asked (body and query); null for answers stored before it was kept. */
  fingerprint: string | null;
  /** When the answer is dropped; null for the usual retention. */
  expires_at: number | null;
}

const COLUMNS = ['key', 'method', 'path', 'status', 'body', 'created_at', 'fingerprint', 'expires_at'] as const;

const answerOf = (r: StoredAnswer): StoredAnswer => ({ ...r, created_at: num(r.created_at), expires_at: r.expires_at === null ? null : num(r.expires_at) });

/** The live answer to a key: one past its expiry is gone, even before housekeeping drops it. */
/** Asked by every mutation. */
const answerOfKey = prepared((db, scope: string, key: string, now: number) =>
  db
    .selectFrom('idempotency_keys')
    .select(COLUMNS)
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)])),
);

export async function findAnswer(db: Db, scope: string, key: string, now: number): Promise<StoredAnswer | undefined> {
  const [r] = await answerOfKey(db, scope, key, now);
  return r && answerOf(r);
}

/** Stores an answer, replacing an expired one under the same key. */
export async function storeAnswer(db: Db, scope: string, a: StoredAnswer): Promise<void> {
  await storeOne(db, scope, a.key, a.method, a.path, a.status, a.body, a.created_at, a.fingerprint, a.expires_at);
}

/** Every mutation with a key writes it. */
const storeOne = prepared((db, scope: string, key: string, method: string, path: string, status: number, body: string, createdAt: number, fingerprint: string | null, expiresAt: number | null) =>
  db
    .insertInto('idempotency_keys')
    .values({ scope, key, method, path, status, body, created_at: createdAt, fingerprint, expires_at: expiresAt })
    .onConflict((oc) =>
      oc.columns(['scope', 'key']).doUpdateSet((eb) => ({
        method: eb.ref('excluded.method'),
        path: eb.ref('excluded.path'),
        status: eb.ref('excluded.status'),
        body: eb.ref('excluded.body'),
        created_at: eb.ref('excluded.created_at'),
        fingerprint: eb.ref('excluded.fingerprint'),
        expires_at: eb.ref('excluded.expires_at'),
      })),
    ),
);

export async function answersOf(db: Db, scope: string): Promise<StoredAnswer[]> {
  const rows = await db.selectFrom('idempotency_keys').select(COLUMNS).where('scope', '=', scope).orderBy('created_at').orderBy('seq').execute();
  return rows.map(answerOf);
}

/** Drops answers older than `before`, and every answer whose own expiry has passed. */
export async function pruneAnswers(db: Db, before: number, now: number): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
  await db.deleteFrom('idempotency_keys').where('expires_at', 'is not', null).where('expires_at', '<=', now).execute();
}

export async function deleteAnswer(db: Db, scope: string, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
}
