/** Magic sign-in codes (stored only as hashes) and the logs of code requests and wrong codes used for limits. */
import type { Db } from '../db';
import { countAll, num } from '../query';

/** Where a code was asked from: an address the account signed in from before ('known'), or anywhere else. */
export type Lane = 'known' | 'unknown';

export interface CodeRow {
  email: string;
  lane: Lane;
  code_hash: string;
  expires_at: number;
  wrong_attempts: number;
}

/** A newer code replaces the older one of its lane only, whose wrong attempts go with it. */
export async function putCode(db: Db, email: string, lane: Lane, codeHash: string, expiresAt: number): Promise<void> {
  await db
    .insertInto('magic_codes')
    .values({ email, lane, code_hash: codeHash, expires_at: expiresAt, wrong_attempts: 0 })
    .onConflict((oc) =>
      oc.columns(['email', 'lane']).doUpdateSet((eb) => ({ code_hash: eb.ref('excluded.code_hash'), expires_at: eb.ref('excluded.expires_at'), wrong_attempts: 0 })),
    )
    .execute();
}

export async function codesOf(db: Db, email: string): Promise<CodeRow[]> {
  const rows = await db.selectFrom('magic_codes').select(['email', 'lane', 'code_hash', 'expires_at', 'wrong_attempts']).where('email', '=', email).execute();
  return rows.map((r) => ({ ...r, lane: r.lane as Lane, expires_at: num(r.expires_at) }));
}

export async function countWrongAttempt(db: Db, email: string, lane: Lane): Promise<void> {
  await db
    .updateTable('magic_codes')
    .set((eb) => ({ wrong_attempts: eb('wrong_attempts', '+', 1) }))
    .where('email', '=', email)
    .where('lane', '=', lane)
    .execute();
}

/** A sign-in spends every live code of the email. */
export async function deleteCodes(db: Db, email: string): Promise<void> {
  await db.deleteFrom('magic_codes').where('email', '=', email).execute();
}

export async function logCodeRequest(db: Db, email: string, lane: Lane, ip: string, at: number): Promise<void> {
  await db.insertInto('code_requests').values({ email, lane, ip, at }).execute();
}

export async function countCodeRequestsForEmail(db: Db, email: string, lane: Lane, since: number): Promise<number> {
  const r = await db.selectFrom('code_requests').select(countAll().as('n')).where('email', '=', email).where('lane', '=', lane).where('at', '>', since).executeTakeFirstOrThrow();
  return num(r.n);
}

export async function countCodeRequestsFromIp(db: Db, ip: string, since: number): Promise<number> {
  const r = await db.selectFrom('code_requests').select(countAll().as('n')).where('ip', '=', ip).where('at', '>', since).executeTakeFirstOrThrow();
  return num(r.n);
}

export async function pruneCodeRequests(db: Db, before: number): Promise<void> {
  await db.deleteFrom('code_requests').where('at', '<', before).execute();
  await db.deleteFrom('code_failures').where('at', '<', before).execute();
}

/**
 * A wrong code: counted for the client across every email it tries, and for the email in the client's lane.
 * A refused Google token counts for the client only (no email, no lane).
 */
export async function logCodeFailure(db: Db, ip: string, email: string | null, lane: Lane | null, at: number): Promise<void> {
  await db.insertInto('code_failures').values({ ip, email, lane, at }).execute();
}

export async function countCodeFailuresFromIp(db: Db, ip: string, since: number): Promise<number> {
  const r = await db.selectFrom('code_failures').select(countAll().as('n')).where('ip', '=', ip).where('at', '>', since).executeTakeFirstOrThrow();
  return num(r.n);
}

export async function countCodeFailuresForEmail(db: Db, email: string, lane: Lane, since: number): Promise<number> {
  const r = await db.selectFrom('code_failures').select(countAll().as('n')).where('email', '=', email).where('lane', '=', lane).where('at', '>', since).executeTakeFirstOrThrow();
  return num(r.n);
}
