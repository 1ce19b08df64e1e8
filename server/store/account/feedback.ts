/** Session and story feedback, subscribe-prompt opt-outs and claimed free-play bonuses. */
import type { Db } from '../db';

export async function insertSessionFeedback(db: Db, userId: string, reaction: string, report: string, now: number): Promise<void> {
  await db.insertInto('session_feedback').values({ user_id: userId, reaction, report, created_at: now }).execute();
}

export async function insertStoryFeedback(db: Db, userId: string, f: { rating: number; comment?: string | undefined; target_id?: string | undefined }, now: number): Promise<void> {
  await db
    .insertInto('story_feedback')
    .values({ user_id: userId, target_id: f.target_id ?? null, rating: f.rating, comment: f.comment || null, created_at: now })
    .execute();
}

export async function addOptout(db: Db, userId: string, option: string): Promise<void> {
  await db.insertInto('prompt_optouts').values({ user_id: userId, option }).onConflict((oc) => oc.doNothing()).execute();
}

export async function optoutsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('prompt_optouts').select('option').where('user_id', '=', userId).orderBy('option').execute();
  return rows.map((r) => r.option);
}

export async function hasClaimedBonus(db: Db, userId: string, task: string): Promise<boolean> {
  return (await db.selectFrom('bonus_claims').select('task').where('user_id', '=', userId).where('task', '=', task).executeTakeFirst()) !== undefined;
}

export async function recordBonus(db: Db, userId: string, task: string, now: number): Promise<void> {
  await db.insertInto('bonus_claims').values({ user_id: userId, task, claimed_at: now }).execute();
}

/** A story rating that names its story (rows from before the check may name none, or anything: not counted). */
export async function hasStoryFeedback(db: Db, userId: string): Promise<boolean> {
  const r = await db
    .selectFrom('story_feedback as f')
    .select('f.user_id')
    .where('f.user_id', '=', userId)
    .where((eb) => eb.exists(eb.selectFrom('sagas as s').select('s.saga_id').whereRef('s.saga_id', '=', 'f.target_id')))
    .limit(1)
    .executeTakeFirst();
  return r !== undefined;
}
