/**
 * What one client address did lately, for the limits per address: guests started (temp_user_starts) and Google
 * sign-ins (google_sign_ins). Each log is (ip, at); rows older than a day are of no limit's use and go.
 */
import type { Db } from '../db';
import { countAll, num } from '../query';

const DAY = 86_400_000;
export type IpLog = 'temp_user_starts' | 'google_sign_ins';

export async function countFromIp(db: Db, log: IpLog, ip: string, since: number): Promise<number> {
  const r = await db.selectFrom(log).select(countAll().as('n')).where('ip', '=', ip).where('at', '>', since).executeTakeFirstOrThrow();
  return num(r.n);
}

export async function logFromIp(db: Db, log: IpLog, ip: string, now: number): Promise<void> {
  await db.deleteFrom(log).where('at', '<', now - DAY).execute();
  await db.insertInto(log).values({ ip, at: now }).execute();
}
