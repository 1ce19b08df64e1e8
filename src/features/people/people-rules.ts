/** Rules of how other players appear (app-shell §4, in-play §2, §4). */

/** A tap shows another player's avatar for this long (app-shell §9: avatar unblur 10 seconds). */
export const AVATAR_UNBLUR_MS = 10_000;

export const NO_BLOCKED_TEXT = "You haven't blocked any users yet.";

/** The blocked-users overlay's title shows a count (in-play §2). */
export const blockedUsersTitle = (count: number): string => `Blocked Users (${count})`;

/** Whose avatar is shown as is: the player's own. Every other player's is blurred until tapped. */
export const isOwnAvatar = (meId: string | null | undefined, userId: string): boolean => !!meId && meId === userId;
