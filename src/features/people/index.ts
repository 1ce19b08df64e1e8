/** The people feature's door: how other players appear (blurred avatars), blocking and the blocked list. */
export { AuthorMenu } from './AuthorMenu';
export { BlockedUsersSheet } from './BlockedUsersSheet';
export { PlayerAvatar } from './PlayerAvatar';
export { blockedIds, useBlockedUsers, useIsBlocked } from './reads';
