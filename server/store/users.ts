/** Users: created on first sign-in, updated by the user form and onboarding. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from './db';
import { iso, prepared } from './query';

export interface UserRow {
  user_id: string;
  email: string;
  username: string | null;
  referral_source: string | null;
  onboarding_state: number;
  referral_code: string;
  created_at: string;
}

/** Case- and width-folded: 'Ada', 'ADA' and 'Ａda' are one username. */
export const usernameKey = (name: string): string => name.normalize('NFKC').toLocaleLowerCase('en');

const USER = ['user_id', 'email', 'username', 'referral_source', 'onboarding_state', 'referral_code', 'created_at'] as const;

const userById = prepared((db, userId: string) => db.selectFrom('users').select(USER).where('user_id', '=', userId));

export async function findUser(db: Db, userId: string): Promise<UserRow | undefined> {
  return (await userById(db, userId))[0];
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER).where('email', '=', email).executeTakeFirst();
}

/** By username, whatever its case or width. */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER).where('username_key', '=', usernameKey(username)).executeTakeFirst();
}

export async function findUserByReferralCode(db: Db, code: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER).where('referral_code', '=', code).executeTakeFirst();
}

/** Two first sign-ins of one email at once make one user (the unique email; the loser reads the winner's). */
export async function findOrCreateUser(db: Db, email: string, now: number): Promise<UserRow> {
  const existing = await findUserByEmail(db, email);
  if (existing) return existing;
  // 8 characters of an alphabet without look-alikes: short enough to say aloud.
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const code = (): string => [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
  let referral = code();
  while (await db.selectFrom('users').select('user_id').where('referral_code', '=', referral).executeTakeFirst()) referral = code();
  await db
    .insertInto('users')
    .values({ user_id: randomUUID(), email, username: null, onboarding_state: 1, referral_code: referral, created_at: iso(now) })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  return (await findUserByEmail(db, email))!;
}

export async function isUsernameTaken(db: Db, username: string, exceptUserId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('user_id').where('username_key', '=', usernameKey(username)).where('user_id', '<>', exceptUserId).executeTakeFirst();
  return row !== undefined;
}

export interface UserChanges {
  username?: string;
  referral_source?: string;
  onboarding_state?: number;
}

export async function updateUser(db: Db, userId: string, changes: UserChanges): Promise<void> {
  if (changes.username !== undefined) {
    await db.updateTable('users').set({ username: changes.username, username_key: usernameKey(changes.username) }).where('user_id', '=', userId).execute();
  }
  if (changes.referral_source !== undefined) {
    await db.updateTable('users').set({ referral_source: changes.referral_source }).where('user_id', '=', userId).execute();
  }
  if (changes.onboarding_state !== undefined) {
    await db.updateTable('users').set({ onboarding_state: changes.onboarding_state }).where('user_id', '=', userId).execute();
  }
}
