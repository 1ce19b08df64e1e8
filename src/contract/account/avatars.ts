import * as z from 'zod/mini';
import { Id, Url } from '../common';
import { endpoint } from '../endpoint';

/** in-play §4: earned and selected are unlocked; unearned shows 'To Unlock'; inactive shows 'Unavailable'. */
export const AvatarState = z.enum(['earned', 'selected', 'inactive', 'unearned']);

/** in-play §3 Avatar. subscriber_only avatars turn inactive while the player has no subscription. */
export const Avatar = z.object({
  avatar_id: Id,
  name: z.string(),
  description: z.string(),
  image_url: Url,
  state: AvatarState,
  /** false marks the avatar 'New' (earned and not yet looked at). */
  seen: z.boolean(),
  subscriber_only: z.boolean(),
});
export type Avatar = z.infer<typeof Avatar>;
export const AvatarList = z.array(Avatar);

/** POST /avatars/award/ — the share rewards of the share dialog. */
export const AvatarAward = z.object({ avatar_name: z.enum(['Share Facebook', 'Share Reddit']) });
/** detail is present only when something new was earned; the app shows it as a notice. */
export const AvatarAwardResponse = z.object({ detail: z.optional(z.string()) });

const NoBody = z.optional(z.strictObject({}));

export const avatarApi = {
  avatars: endpoint({ method: 'GET', path: '/avatars/', response: AvatarList }),
  selectAvatar: endpoint({ method: 'PUT', path: '/avatars/select/:avatarId/', body: NoBody, response: AvatarList }),
  /** Marks every earned avatar as seen (clears the 'New' marks). */
  avatarsSeen: endpoint({ method: 'POST', path: '/avatars/seen/', body: NoBody, response: AvatarList }),
  awardAvatar: endpoint({ method: 'POST', path: '/avatars/award/', body: AvatarAward, response: AvatarAwardResponse }),
} as const;
