/**
 * How leaderboards, missions and rooms show a Historian. Rank titles belong to the rank engineer:
 * `rankTitleOf` is the seam they replace; until then every Historian carries the first title.
 */
import type { Historian } from '../../src/contract';
import { avatarUrl } from '../art/urls';
import { UNNAMED } from '../routes/user-view';
import type { Db } from '../store/db';
import { findUser } from '../store/users';

export const FIRST_RANK_TITLE = 'Novice Historian';

export function rankTitleOf(_db: Db, _userId: string): string {
  return FIRST_RANK_TITLE;
}

export function historian(db: Db, userId: string | null | undefined): Historian | null {
  if (!userId) return null;
  const user = findUser(db, userId);
  if (!user) return null;
  return { avatar: avatarUrl(user.user_id), username: user.username ?? UNNAMED, rank_title: rankTitleOf(db, user.user_id) };
}

/** A mission's first_completed_user names the title `rank`. */
export function missionFirst(db: Db, userId: string | undefined) {
  const h = historian(db, userId);
  return h && { avatar: h.avatar, username: h.username, rank: h.rank_title };
}
