/** How leaderboards, missions and rooms show a Historian: avatar, name and rank title. */
import type { Historian } from '../../src/contract';
import { rankTitleOf } from '../account/rank';
import { avatarUrl } from '../art/urls';
import { UNNAMED } from '../account/public-user';
import type { Db } from '../store/db';
import { findUser } from '../store/users';



export async function historian(db: Db, userId: string | null | undefined): Promise<Historian | null> {
  if (!userId) return null;
  const user = await findUser(db, userId);
  if (!user) return null;
  return { avatar: avatarUrl(user.user_id), username: user.username ?? UNNAMED, rank_title: await rankTitleOf(db, user.user_id) };
}

/** A mission's first_completed_user names the title `rank`. */
export async function missionFirst(db: Db, userId: string | undefined) {
  const h = await historian(db, userId);
  return h && { avatar: h.avatar, username: h.username, rank: h.rank_title };
}
