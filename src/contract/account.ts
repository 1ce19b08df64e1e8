/**
 * The account and social domains' calls (avatars, rank, season pass, notifications, creators,
 * friends, blocking, codes, referrals, billing, feedback, FAQ), combined from their files.
 */
import { avatarApi } from './account-avatars';
import { billingApi, codeApi } from './account-billing';
import { creatorApi } from './account-creators';
import { feedbackApi } from './account-feedback';
import { friendApi } from './account-friends';
import { notificationApi } from './account-notifications';
import { rankApi } from './account-rank';
import { seasonApi } from './account-season';

export * from './account-avatars';
export * from './account-billing';
export * from './account-creators';
export * from './account-feedback';
export * from './account-friends';
export * from './account-notifications';
export * from './account-rank';
export * from './account-season';

export const accountApi = {
  ...avatarApi,
  ...rankApi,
  ...seasonApi,
  ...notificationApi,
  ...creatorApi,
  ...friendApi,
  ...codeApi,
  ...billingApi,
  ...feedbackApi,
} as const;
