/**
 * The query flags that open the modals of app-shell §2 over any page (`?refferal=true`). The server
 * names them in redirects and notification taps, the app's query-flag host (src/app/query-flags.ts)
 * opens one modal per flag; the value is 'true' unless said otherwise. Wire names: never rename.
 */
export const QUERY_FLAGS = {
  /** The referral modal (spelled so by the spec). */
  referral: 'refferal',
  /** The limited referral offer. */
  limitedReferral: 'limited_referral_order',
  /** The subscribe/continue modal; with `creator` for premium content, `option` for its option panel. */
  subscription: 'subscription',
  freePlayCode: 'free_play_code',
  /** Value: the saga id. */
  communityChallenge: 'community_challenge',
  communityCreations: 'community_creations',
  /** With dungeonId. */
  dungeonLeaderboard: 'dungeon_leaderboard',
  /** The link-account modal (in-play §4); with blocker=true it cannot be closed. */
  linkAccount: 'link_account',
  /** The login modal, for a player whose session ended (with `redirect`). */
  login: 'login',
  /** Back from checkout: the success confirmation. */
  subscriptionSuccess: 'subscription_success',
  /** Back from an abandoned or failed checkout: the something-went-wrong modal, which removes it on close. */
  redirectedFromStripe: 'redirected_from_stripe',
  /** The installed app's first launch (display-mode standalone): 24 hours free for installing. */
  appLaunchGiveaway: 'app_launch_giveaway',
  /** The Sanctum's feature tour; seen once (a local flag remembers it). */
  onboardingOverlay: 'onboarding_overlay',
  /** The server's prompts (src/contract/account/prompts.ts): the value is the prompt's id. */
  achievement: 'achievement',
  rankAchievement: 'rank_achievement',
  roomRestartAchievement: 'room_restart_achievement',
  unlimitedFree: 'unlimited_free',
  sanctumTeaser: 'sanctum_teaser',
  /** After 'Delete my account', signed out: the account is gone. */
  accountDeleted: 'account_deleted',
} as const;

/** Parameters that travel with a flag and leave with it. */
export const FLAG_PARAMS = {
  creator: 'creator',
  subscribe: 'subscribe',
  option: 'option',
  dungeonId: 'dungeonId',
  sagaId: 'sagaId',
  blocker: 'blocker',
} as const;
