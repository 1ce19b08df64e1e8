/** Following creators, the player's group of friends, and blocked players. */
import type { Db } from '../db';
import { countAll, num } from '../query';

export async function follow(db: Db, userId: string, creatorId: string, now: number): Promise<void> {
  await db.insertInto('follows').values({ user_id: userId, creator_id: creatorId, created_at: now }).onConflict((oc) => oc.doNothing()).execute();
}

export async function unfollow(db: Db, userId: string, creatorId: string): Promise<void> {
  await db.deleteFrom('follows').where('user_id', '=', userId).where('creator_id', '=', creatorId).execute();
}

export async function followedCreatorIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('follows').select('creator_id').where('user_id', '=', userId).orderBy('created_at').execute();
  return new Set(rows.map((r) => r.creator_id));
}

/** When the player followed each creator they follow. */
export async function followsOf(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom('follows').select(['creator_id', 'created_at']).where('user_id', '=', userId).execute();
  return new Map(rows.map((r) => [r.creator_id, num(r.created_at)]));
}

export async function followerCount(db: Db, creatorId: string): Promise<number> {
  const r = await db.selectFrom('follows').select(countAll().as('n')).where('creator_id', '=', creatorId).executeTakeFirstOrThrow();
  return num(r.n);
}

export async function addFriend(db: Db, userId: string, friendId: string, now: number): Promise<void> {
  await db.insertInto('friends').values({ user_id: userId, friend_id: friendId, created_at: now }).execute();
}

export async function isFriend(db: Db, userId: string, friendId: string): Promise<boolean> {
  return (await db.selectFrom('friends').select('friend_id').where('user_id', '=', userId).where('friend_id', '=', friendId).executeTakeFirst()) !== undefined;
}

export async function friendIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('friends').select('friend_id').where('user_id', '=', userId).orderBy('created_at').orderBy('seq').execute();
  return rows.map((r) => r.friend_id);
}

export async function block(db: Db, userId: string, blockedId: string, now: number): Promise<void> {
  await db.insertInto('blocks').values({ user_id: userId, blocked_id: blockedId, created_at: now }).onConflict((oc) => oc.doNothing()).execute();
}

/** Only the caller's own row: nobody can lift a block on someone else's behalf. */
export async function unblock(db: Db, userId: string, blockedId: string): Promise<void> {
  await db.deleteFrom('blocks').where('user_id', '=', userId).where('blocked_id', '=', blockedId).execute();
}

export async function blockedIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('blocks').select('blocked_id').where('user_id', '=', userId).orderBy('created_at').orderBy('seq').execute();
  return rows.map((r) => r.blocked_id);
}
