/**
 * Places outside the app the player may tap: plain links, never loaded by the app itself (nothing at run
 * time reaches the internet on its own).
 */
export const EXTERNAL = {
  discord: 'https://discord.gg/chronicle-historians',
  appStore: 'https://apps.apple.com/app/chronicle-historians/id6450000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=app.chronicle.historians',
  /** The creator site: creating is on a computer (app-shell §1). */
  creatorSite: 'https://create.chronicle.app',
} as const;

/** The link a player shares: it opens the app and brings their referral code to the friend's sign-in. */
export function referralLink(origin: string, code: string): string {
  return `${origin}/?ref=${encodeURIComponent(code)}`;
}
