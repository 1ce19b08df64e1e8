/** Avatar states per player, choosing one, and earning one (share rewards, rank rewards, subscribing). */
import type { Avatar } from '../../src/contract';
import { artUrl } from '../art/urls';
import { fail } from '../http/errors';
import type { Db } from '../store/db';
import { avatarsOf, earnAvatar, findAvatar, findAvatarByName, markAvatarSeen, markAvatarsSeen, putSelectedAvatar, selectedAvatarId, type PlayerAvatarRow } from '../store/account/avatars';
import { playState } from './passes';

/** Starting avatars need no row: every account owns them from its first sign-in (the starter state). */
const owns = (a: PlayerAvatarRow): boolean => a.kind === 'starting' || a.earned_at !== null;

export async function avatarList(db: Db, userId: string, now: number): Promise<Avatar[]> {
  const selected = await selectedAvatarId(db, userId);
  const paid = (await playState(db, userId, now)).paid;
  return (await avatarsOf(db, userId)).map((a) => ({
    avatar_id: a.avatar_id,
    name: a.name,
    description: a.description,
    image_url: artUrl(a.art_key),
    state: stateOf(a, selected, paid),
    // Only an earned, unlooked-at avatar is 'New'; starting and locked ones are never new.
    seen: a.earned_at === null || a.seen === 1,
    subscriber_only: a.kind === 'subscriber',
  }));
}

function stateOf(a: PlayerAvatarRow, selected: string | null, paid: boolean): Avatar['state'] {
  if (a.kind === 'subscriber' && !paid) return owns(a) ? 'inactive' : 'unearned';
  if (!owns(a)) return 'unearned';
  return a.avatar_id === selected ? 'selected' : 'earned';
}

/** Chooses an avatar the player owns; answers the list as it now stands. */
export async function selectAvatar(db: Db, userId: string, avatarId: string, now: number): Promise<Avatar[]> {
  const avatar = await findAvatar(db, avatarId) ?? fail(404, 'There is no such avatar.');
  const state = (await avatarList(db, userId, now)).find((a) => a.avatar_id === avatar.avatar_id)!.state;
  if (state === 'unearned') fail(400, 'You have not earned this avatar yet.');
  if (state === 'inactive') fail(400, 'This avatar is for Mythic subscribers only.');
  await putSelectedAvatar(db, userId, avatarId);
  await markAvatarSeen(db, userId, avatarId);
  return avatarList(db, userId, now);
}

/** The player looked at their avatars: none is 'New' any more. */
export async function avatarsSeen(db: Db, userId: string, now: number): Promise<Avatar[]> {
  await markAvatarsSeen(db, userId);
  return avatarList(db, userId, now);
}

/** Earns by name (share rewards); the notice text when it is new, none when the player already had it. */
export async function earnAvatarNamed(db: Db, userId: string, name: string, now: number): Promise<{ detail?: string }> {
  const avatar = await findAvatarByName(db, name);
  if (!avatar || avatar.kind === 'starting') return {};
  return await earnAvatar(db, userId, avatar.avatar_id, now) ? { detail: `New avatar unlocked: ${avatar.name}!` } : {};
}

/** The picture a player shows: the selected avatar's art, else their generated emblem. */
export async function selectedAvatarUrl(db: Db, userId: string): Promise<string | null> {
  const id = await selectedAvatarId(db, userId);
  const avatar = id ? await findAvatar(db, id) : undefined;
  return avatar ? artUrl(avatar.art_key) : null;
}
