import type { CommandName } from './index';

/**
 * Every command's name, known without loading the commands themselves: worker/api.ts binds one API method to
 * each and loads the write path on the first call. A command of ./index.ts missing here (or one too many)
 * does not compile.
 */
export const COMMAND_NAMES = Object.keys({
  requestCode: true,
  verifyCode: true,
  googleSignIn: true,
  startGuest: true,
  useToken: true,
  logout: true,
  updateUser: true,
  playSeries: true,
  startAdventure: true,
  startDungeon: true,
  resurrect: true,
  restartRoom: true,
  resetDungeon: true,
  fastTravel: true,
  setReadStep: true,
  clearArtifactsEarned: true,
  usePartnerCode: true,
  claimRankRewards: true,
  startCheckout: true,
  openBillingPortal: true,
  deleteAccount: true,
  redeemCode: true,
  useReferralCode: true,
  linkAccount: true,
  claimBonus: true,
  watchAd: true,
  completeAd: true,
  storyRefresh: true,
  storyRestart: true,
  echoesReroll: true,
  download: true,
  cancelDownload: true,
  removeDownload: true,
  noticeDismiss: true,
} satisfies Record<CommandName, true>) as CommandName[];
