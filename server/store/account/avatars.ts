/** Avatars: the seeded catalogue, what each player earned and saw, and which one they show. */
import type { AvatarSeed } from '../../content/account/avatars';
import { avatarArtKey } from '../../content/account/avatars';
import type { Db } from '../db';
import { stmt } from '../stmt';

export interface AvatarRow {
  avatar_id: string;
  name: string;
  description: string;
  art_key: string;
  kind: AvatarSeed['kind'];
  position: number;
}

/** A catalogue row with the player's ownership: earned_at null when not earned (starting ones count as earned). */
export interface PlayerAvatarRow extends AvatarRow {
  earned_at: number | null;
  seen: number | null;
}

export function seedAvatars(db: Db, avatars: AvatarSeed[]): void {
  avatars.forEach((a, position) =>
    stmt(
      db,
      `INSERT INTO avatars (avatar_id, name, description, art_key, kind, position) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (avatar_id) DO UPDATE SET name = excluded.name, description = excluded.description,
         art_key = excluded.art_key, kind = excluded.kind, position = excluded.position`,
    ).run(a.avatar_id, a.name, a.description, avatarArtKey(a.avatar_id), a.kind, position),
  );
}

export function avatarsOf(db: Db, userId: string): PlayerAvatarRow[] {
  return stmt(
    db,
    `SELECT a.*, u.earned_at, u.seen FROM avatars a
     LEFT JOIN user_avatars u ON u.avatar_id = a.avatar_id AND u.user_id = ?
     ORDER BY a.position`,
  ).all(userId) as PlayerAvatarRow[];
}

export function findAvatar(db: Db, avatarId: string): AvatarRow | undefined {
  return stmt(db, 'SELECT * FROM avatars WHERE avatar_id = ?').get(avatarId) as AvatarRow | undefined;
}

export function findAvatarByName(db: Db, name: string): AvatarRow | undefined {
  return stmt(db, 'SELECT * FROM avatars WHERE name = ?').get(name) as AvatarRow | undefined;
}

/** true when it was newly earned. */
export function earnAvatar(db: Db, userId: string, avatarId: string, now: number): boolean {
  return stmt(db, 'INSERT OR IGNORE INTO user_avatars (user_id, avatar_id, earned_at, seen) VALUES (?, ?, ?, 0)').run(userId, avatarId, now).changes > 0;
}

export function markAvatarsSeen(db: Db, userId: string): void {
  stmt(db, 'UPDATE user_avatars SET seen = 1 WHERE user_id = ?').run(userId);
}

export function markAvatarSeen(db: Db, userId: string, avatarId: string): void {
  stmt(db, 'UPDATE user_avatars SET seen = 1 WHERE user_id = ? AND avatar_id = ?').run(userId, avatarId);
}

export function selectedAvatarId(db: Db, userId: string): string | null {
  return (stmt(db, 'SELECT avatar_id FROM avatar_selection WHERE user_id = ?').pluck().get(userId) as string | undefined) ?? null;
}

export function putSelectedAvatar(db: Db, userId: string, avatarId: string): void {
  stmt(
    db,
    'INSERT INTO avatar_selection (user_id, avatar_id) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET avatar_id = excluded.avatar_id',
  ).run(userId, avatarId);
}
