/** Sign-in attribution: one row per successful sign-in, as the client described it. */
import type { Db } from '../db';
import { stmt } from '../stmt';

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

export function insertSignIn(db: Db, r: SignInRecord, now: number): void {
  stmt(
    db,
    `INSERT INTO sign_ins (user_id, created_account, ip, user_agent, referral_code_used, utm_source, utm_medium, utm_campaign, utm_content, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(r.user_id, r.created_account ? 1 : 0, r.ip, r.user_agent, r.referral_code_used, r.utm_source, r.utm_medium, r.utm_campaign, r.utm_content, now);
}

export function signInsOf(db: Db, userId: string): (SignInRecord & { created_at: number })[] {
  return (stmt(db, 'SELECT * FROM sign_ins WHERE user_id = ? ORDER BY created_at, id').all(userId) as (Omit<SignInRecord, 'created_account'> & { created_account: number; created_at: number })[]).map(
    (r) => ({ ...r, created_account: r.created_account === 1 }),
  );
}

/** Whether the account of this email signed in from this address since then (the address as TRUST_PROXY reads it). */
export function signedInFrom(db: Db, email: string, ip: string, since: number): boolean {
  return (
    stmt(db, 'SELECT 1 FROM sign_ins JOIN users USING (user_id) WHERE users.email = ? AND sign_ins.ip = ? AND sign_ins.created_at > ? LIMIT 1')
      .pluck()
      .get(email, ip, since) !== undefined
  );
}
