/**
 * Whether a player subscribes: a placeholder hook until billing owns subscriptions. It reads
 * users.subscription_until (ISO text or epoch milliseconds) when that column exists, else answers false.
 * The column is looked up on each call because another domain's migration may add it at any time.
 */
import type { Db } from '../store/db';
import { stmt } from '../store/stmt';

function hasColumn(db: Db): boolean {
  return (db.prepare('PRAGMA table_info(users)').all() as { name: string }[]).some((c) => c.name === 'subscription_until');
}

export function isSubscriber(db: Db, userId: string, now = Date.now()): boolean {
  if (!hasColumn(db)) return false;
  const row = stmt(db, 'SELECT subscription_until AS until FROM users WHERE user_id = ?').get(userId) as { until: string | number | null } | undefined;
  const until = row?.until;
  if (until === null || until === undefined) return false;
  const ms = typeof until === 'number' ? until : Date.parse(until);
  return Number.isFinite(ms) && ms > now;
}
