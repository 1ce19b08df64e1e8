/**
 * The avatar list and the player's picture, with the avatar writes still in the outbox applied on top:
 * a pull must not undo a selection (or a 'New' cleared) the player just made offline.
 */
import type { Avatar } from '../../src/contract';
import type { AvatarRow, ChronicleDB, OutboxRow } from '../../src/db';
import type { PullSpec } from './pull';

/** Avatar writes go in the order the player made them. */
export const AVATARS_SCOPE = 'avatars';

const pendingAvatarWrites = (db: ChronicleDB): Promise<OutboxRow[]> =>
  db.outbox.where('[scope+seq]').between([AVATARS_SCOPE, 0], [AVATARS_SCOPE, Infinity]).toArray();

/** `avatarId` becomes the selected one; the one selected before goes back to earned. */
export function withSelected(list: readonly AvatarRow[], avatarId: string): AvatarRow[] {
  return list.map((a) =>
    a.avatar_id === avatarId ? { ...a, state: 'selected', seen: true } : a.state === 'selected' ? { ...a, state: 'earned' } : a,
  );
}

export const withSeen = (list: readonly AvatarRow[], ids: readonly string[]): AvatarRow[] =>
  list.map((a) => (ids.includes(a.avatar_id) ? { ...a, seen: true } : a));

/** The server's list, with the queued selections and 'New' clears replayed over it in order. */
export async function avatarsWithPending(db: ChronicleDB, fromServer: readonly Avatar[]): Promise<AvatarRow[]> {
  let list: AvatarRow[] = [...fromServer];
  for (const row of await pendingAvatarWrites(db)) {
    if (row.kind === 'avatarSelect') list = withSelected(list, row.request.params.avatarId);
    else if (row.kind === 'avatarNewClear') list = withSeen(list, row.avatar_ids);
  }
  return list;
}

/** The picture of the player's latest queued selection, if any (else the server's stands). */
export async function pendingPicture(db: ChronicleDB): Promise<string | null> {
  const selects = (await pendingAvatarWrites(db)).filter((r) => r.kind === 'avatarSelect');
  const last = selects[selects.length - 1];
  if (!last || last.kind !== 'avatarSelect') return null;
  return (await db.avatars.get(last.request.params.avatarId))?.image_url ?? null;
}

/** The whole list is replaced: an avatar the server no longer lists disappears. */
export async function writeAvatars(db: ChronicleDB, avatars: readonly Avatar[]): Promise<void> {
  const list = await avatarsWithPending(db, avatars);
  await db.avatars.clear();
  await db.avatars.bulkPut(list);
}

export const avatarsSpec = (): PullSpec<'avatars'> => ({
  key: 'avatars',
  endpoint: 'avatars',
  tables: (db) => [db.avatars, db.outbox],
  write: writeAvatars,
  media: (list) => ({ image: list.map((a) => a.image_url) }),
});
