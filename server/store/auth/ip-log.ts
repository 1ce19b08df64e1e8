/**
 * What one client address did lately, for the limits per address: guests started (temp_user_starts) and Google
 * sign-ins (google_sign_ins). Each log is (ip, at); rows older than a day are of no limit's use and go.
 */
import type { Db } from '../db';
import { stmt } from '../stmt';

const DAY = 86_400_000;
export type IpLog = 'temp_user_starts' | 'google_sign_ins';

export function countFromIp(db: Db, log: IpLog, ip: string, since: number): number {
  return stmt(db, `SELECT count(*) FROM ${log} WHERE ip = ? AND at > ?`).pluck().get(ip, since) as number;
}

export function logFromIp(db: Db, log: IpLog, ip: string, now: number): void {
  stmt(db, `DELETE FROM ${log} WHERE at < ?`).run(now - DAY);
  stmt(db, `INSERT INTO ${log} (ip, at) VALUES (?, ?)`).run(ip, now);
}
