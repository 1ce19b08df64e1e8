/**
 * The account and social domains' calls (avatars, rank, season pass, notifications, creators,
 * friends, blocking, codes, referrals, billing, feedback, FAQ, prompts, community challenges), combined from their files.
 */
import { avatarApi } from './avatars';
import { billingApi, codeApi } from './billing';
import { creatorApi } from './creators';
import { feedbackApi } from './feedback';
import { friendApi } from './friends';
import { notificationApi } from './notifications';
import { priorityAlertApi } from './priority-alert';
import { challengeApi, promptApi } from './prompts';
import { rankApi } from './rank';
import { seasonApi } from './season';
import { deletionApi } from './deletion';
import { subscriptionApi } from './subscription';

export * from './avatars';
export * from './billing';
export * from './creators';
export * from './feedback';
export * from './friends';
export * from './notifications';
export * from './priority-alert';
export * from './prompts';
export * from './rank';
export * from './season';
export * from './deletion';
export * from './subscription';

export const accountApi = {
  ...avatarApi,
  ...rankApi,
  ...seasonApi,
  ...notificationApi,
  ...priorityAlertApi,
  ...creatorApi,
  ...friendApi,
  ...codeApi,
  ...billingApi,
  ...feedbackApi,
  ...promptApi,
  ...challengeApi,
  ...subscriptionApi,
  ...deletionApi,
} as const;
