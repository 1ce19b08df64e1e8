/** Sign-in attribution: one row per successful sign-in, as the client described it. */
import type { Db } from '../db';
import { num } from '../query';

export interface SignInRecord {
  user_id: string;
  created_account: boolean;
  ip: string;
  user_agent: string | null;
  referral_code_used: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
}

export async function insertSignIn(db: Db, r: SignInRecord, now: number): Promise<void> {
  await db
    .insertInto('sign_ins')
    .values({ ...r, created_account: r.created_account ? 1 : 0, created_at: now })
    .execute();
}

export async function signInsOf(db: Db, userId: string): Promise<(SignInRecord & { created_at: number })[]> {
  const rows = await db
    .selectFrom('sign_ins')
    .select(['user_id', 'created_account', 'ip', 'user_agent', 'referral_code_used', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, created_account: r.created_account === 1, created_at: num(r.created_at) }));
}

/** Whether the account of this email signed in from this address since then (the address as TRUST_PROXY reads it). */
export async function signedInFrom(db: Db, email: string, ip: string, since: number): Promise<boolean> {
  const r = await db
    .selectFrom('sign_ins')
    .innerJoin('users', 'users.user_id', 'sign_ins.user_id')
    .select('sign_ins.id')
    .where('users.email', '=', email)
    .where('sign_ins.ip', '=', ip)
    .where('sign_ins.created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return r !== undefined;
}
