/** Users: created on first sign-in, updated by the user form and onboarding. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from './db';
import { iso, stmt } from './stmt';

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

export function findUser(db: Db, userId: string): UserRow | undefined {
  return stmt(db, 'SELECT * FROM users WHERE user_id = ?').get(userId) as UserRow | undefined;
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return stmt(db, 'SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
}

/** By username, whatever its case or width. */
export function findUserByUsername(db: Db, username: string): UserRow | undefined {
  return stmt(db, 'SELECT * FROM users WHERE username_key = ?').get(usernameKey(username)) as UserRow | undefined;
}

export function findUserByReferralCode(db: Db, code: string): UserRow | undefined {
  return stmt(db, 'SELECT * FROM users WHERE referral_code = ?').get(code) as UserRow | undefined;
}

export function findOrCreateUser(db: Db, email: string, now: number): UserRow {
  const existing = findUserByEmail(db, email);
  if (existing) return existing;
  // 8 characters of an alphabet without look-alikes: short enough to say aloud.
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const code = (): string => [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
  let referral = code();
  while (stmt(db, 'SELECT 1 FROM users WHERE referral_code = ?').get(referral)) referral = code();
  stmt(
    db,
    `INSERT INTO users (user_id, email, username, onboarding_state, referral_code, created_at)
     VALUES (?, ?, NULL, 1, ?, ?)`,
  ).run(randomUUID(), email, referral, iso(now));
  return findUserByEmail(db, email)!;
}

export function isUsernameTaken(db: Db, username: string, exceptUserId: string): boolean {
  return !!stmt(db, 'SELECT 1 FROM users WHERE username_key = ? AND user_id <> ?').get(usernameKey(username), exceptUserId);
}

export interface UserChanges {
  username?: string;
  referral_source?: string;
  onboarding_state?: number;
}

export function updateUser(db: Db, userId: string, changes: UserChanges): void {
  if (changes.username !== undefined) {
    stmt(db, 'UPDATE users SET username = ?, username_key = ? WHERE user_id = ?').run(
      changes.username,
      usernameKey(changes.username),
      userId,
    );
  }
  if (changes.referral_source !== undefined) {
    stmt(db, 'UPDATE users SET referral_source = ? WHERE user_id = ?').run(changes.referral_source, userId);
  }
  if (changes.onboarding_state !== undefined) {
    stmt(db, 'UPDATE users SET onboarding_state = ? WHERE user_id = ?').run(changes.onboarding_state, userId);
  }
}
