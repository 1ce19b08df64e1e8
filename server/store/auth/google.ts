/** Google sign-ins per client address, for their limit (auth/google-sign-in.ts); kept a day. */
import type { Db } from '../db';
import { stmt } from '../stmt';

const DAY = 86_400_000;

export function countGoogleSignInsFromIp(db: Db, ip: string, since: number): number {
  return stmt(db, 'SELECT count(*) FROM google_sign_ins WHERE ip = ? AND at > ?').pluck().get(ip, since) as number;
}

export function logGoogleSignIn(db: Db, ip: string, now: number): void {
  stmt(db, 'DELETE FROM google_sign_ins WHERE at < ?').run(now - DAY);
  stmt(db, 'INSERT INTO google_sign_ins (ip, at) VALUES (?, ?)').run(ip, now);
}
