/**
 * Every online-only command, by name: the one registry. The worker's API gets one method per command from it
 * (worker/api.ts, through ./names.ts), named and typed by the command. A command is one module,
 * `defineCommand({ name, input, run })`, one line here and one in ./names.ts.
 */
import { commandRegistry } from './define';
import { cancelDownload } from './cancel-download';
import { claimBonus } from './claim-bonus';
import { claimRankRewards } from './claim-rank-rewards';
import { clearArtifactsEarned } from './clear-artifacts-earned';
import { completeAd } from './complete-ad';
import { download } from './download';
import { echoesReroll } from './echoes-reroll';
import { fastTravel } from './fast-travel';
import { linkAccount } from './link-account';
import { logout } from './logout';
import { deleteAccount } from './delete-account';
import { openBillingPortal } from './open-billing-portal';
import { noticeDismiss } from './notice-dismiss';
import { playSeries } from './play-series';
import { redeemCode } from './redeem-code';
import { removeDownload } from './remove-download';
import { requestCode } from './request-code';
import { resetDungeon } from './reset-dungeon';
import { restartRoom } from './restart-room';
import { resurrect } from './resurrect';
import { setReadStep } from './set-read-step';
import { startAdventure } from './start-adventure';
import { startCheckout } from './start-checkout';
import { startDungeon } from './start-dungeon';
import { storyRefresh } from './story-refresh';
import { storyRestart } from './story-restart';
import { updateUser } from './update-user';
import { usePartnerCode } from './use-partner-code';
import { useReferralCode } from './use-referral-code';
import { useToken } from './use-token';
import { verifyCode } from './verify-code';
import { googleSignIn } from './google-sign-in';
import { startGuest } from './start-guest';
import { watchAd } from './watch-ad';

export const commands = commandRegistry({
  requestCode,
  verifyCode,
  googleSignIn,
  startGuest,
  useToken,
  logout,
  updateUser,
  playSeries,
  startAdventure,
  startDungeon,
  resurrect,
  restartRoom,
  resetDungeon,
  fastTravel,
  setReadStep,
  clearArtifactsEarned,
  usePartnerCode,
  claimRankRewards,
  startCheckout,
  openBillingPortal,
  deleteAccount,
  redeemCode,
  useReferralCode,
  linkAccount,
  claimBonus,
  watchAd,
  completeAd,
  storyRefresh,
  storyRestart,
  echoesReroll,
  download,
  cancelDownload,
  removeDownload,
  noticeDismiss,
});

export type Commands = typeof commands;
export type CommandName = keyof Commands;
