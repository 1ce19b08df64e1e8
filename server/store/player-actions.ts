/** What each player did that has a per-player limit (http/player-limits.ts), kept a day. */
import type { Db } from './db';
import { countAll, num } from './query';

export async function countPlayerActions(db: Db, userId: string, action: string, since: number): Promise<{ count: number; oldest: number | null }> {
  const row = await db
    .selectFrom('player_actions')
    .select((eb) => [countAll().as('count'), eb.fn.min('at').as('oldest')])
    .where('user_id', '=', userId)
    .where('action', '=', action)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: num(row.count), oldest: row.oldest === null ? null : num(row.oldest) };
}

export async function logPlayerAction(db: Db, userId: string, action: string, at: number): Promise<void> {
  await db.insertInto('player_actions').values({ user_id: userId, action, at }).execute();
}

export async function prunePlayerActions(db: Db, before: number): Promise<void> {
  await db.deleteFrom('player_actions').where('at', '<', before).execute();
}
