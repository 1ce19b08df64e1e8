/** Avatars: the seeded catalogue, what each player earned and saw, and which one they show. */
import type { AvatarSeed } from '../../content/account/avatars';
import { avatarArtKey } from '../../content/account/avatars';
import type { Db } from '../db';
import { num } from '../query';

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

const AVATAR = ['a.avatar_id', 'a.name', 'a.description', 'a.art_key', 'a.kind', 'a.position'] as const;

export async function seedAvatars(db: Db, avatars: AvatarSeed[]): Promise<void> {
  for (const [position, a] of avatars.entries()) {
    await db
      .insertInto('avatars')
      .values({ avatar_id: a.avatar_id, name: a.name, description: a.description, art_key: avatarArtKey(a.avatar_id), kind: a.kind, position })
      .onConflict((oc) =>
        oc.column('avatar_id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          description: eb.ref('excluded.description'),
          art_key: eb.ref('excluded.art_key'),
          kind: eb.ref('excluded.kind'),
          position: eb.ref('excluded.position'),
        })),
      )
      .execute();
  }
}

export async function avatarsOf(db: Db, userId: string): Promise<PlayerAvatarRow[]> {
  const rows = await db
    .selectFrom('avatars as a')
    .leftJoin('user_avatars as u', (j) => j.onRef('u.avatar_id', '=', 'a.avatar_id').on('u.user_id', '=', userId))
    .select([...AVATAR, 'u.earned_at', 'u.seen'])
    .orderBy('a.position')
    .execute();
  return rows.map((r) => ({ ...r, kind: r.kind as AvatarSeed['kind'], earned_at: r.earned_at === null ? null : num(r.earned_at) }));
}

export async function findAvatar(db: Db, avatarId: string): Promise<AvatarRow | undefined> {
  const r = await db.selectFrom('avatars as a').select(AVATAR).where('a.avatar_id', '=', avatarId).executeTakeFirst();
  return r && { ...r, kind: r.kind as AvatarSeed['kind'] };
}

export async function findAvatarByName(db: Db, name: string): Promise<AvatarRow | undefined> {
  const r = await db.selectFrom('avatars as a').select(AVATAR).where('a.name', '=', name).executeTakeFirst();
  return r && { ...r, kind: r.kind as AvatarSeed['kind'] };
}

/** true when it was newly earned. */
export async function earnAvatar(db: Db, userId: string, avatarId: string, now: number): Promise<boolean> {
  const r = await db.insertInto('user_avatars').values({ user_id: userId, avatar_id: avatarId, earned_at: now, seen: 0 }).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return num(r.numInsertedOrUpdatedRows) > 0;
}

export async function markAvatarsSeen(db: Db, userId: string): Promise<void> {
  await db.updateTable('user_avatars').set({ seen: 1 }).where('user_id', '=', userId).execute();
}

export async function markAvatarSeen(db: Db, userId: string, avatarId: string): Promise<void> {
  await db.updateTable('user_avatars').set({ seen: 1 }).where('user_id', '=', userId).where('avatar_id', '=', avatarId).execute();
}

export async function selectedAvatarId(db: Db, userId: string): Promise<string | null> {
  const r = await db.selectFrom('avatar_selection').select('avatar_id').where('user_id', '=', userId).executeTakeFirst();
  return r?.avatar_id ?? null;
}

export async function putSelectedAvatar(db: Db, userId: string, avatarId: string): Promise<void> {
  await db
    .insertInto('avatar_selection')
    .values({ user_id: userId, avatar_id: avatarId })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ avatar_id: eb.ref('excluded.avatar_id') })))
    .execute();
}

