/** How a player is shown to others: next to comments, on leaderboards, in echoes and friend lists. */
import type { PublicUser } from '../../src/contract';
import { avatarUrl } from '../art/urls';

/** Shown for players who have not chosen a username yet. */
export const UNNAMED = 'A Historian';

export const publicUser = (u: { user_id: string; username: string | null }): PublicUser => ({
  user_id: u.user_id,
  username: u.username ?? UNNAMED,
  avatar_url: avatarUrl(u.user_id),
  rank_title: null,
});
