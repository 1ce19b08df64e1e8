/** The announcement modals, loaded on demand by the app's query-flag host. */
export const announcementPages = {
  prompt: () => import('./PromptModal'),
  appLaunchGiveaway: () => import('./AppLaunchGiveawayModal'),
  communityCreations: () => import('./CommunityCreationsModal'),
  communityChallenge: () => import('./CommunityChallengeModal'),
  onboardingOverlay: () => import('./OnboardingOverlay'),
};
