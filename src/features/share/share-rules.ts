/** The share dialog's rules (in-play §2, §4, §8). */

export const SHARE_TITLE = 'CLICK TO COPY LINK';
export const COPIED_TEXT = 'Success! The Link was copied!';
export const COPY_FAILED_TEXT = 'The link could not be copied. Select it and copy it by hand.';

export type Platform = 'Reddit' | 'Facebook' | 'Instagram' | 'Twitter/X';
export const PLATFORMS: readonly Platform[] = ['Reddit', 'Facebook', 'Instagram', 'Twitter/X'];

export interface ShareOption {
  title: string;
  link: string;
}

/**
 * Where a platform's button goes. Instagram has no web share address: its button copies the link (the
 * player pastes it in the app) and opens Instagram.
 */
export function shareUrl(platform: Platform, link: string, text: string): string {
  const u = encodeURIComponent(link);
  const t = encodeURIComponent(text);
  switch (platform) {
    case 'Reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${t}`;
    case 'Facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'Twitter/X':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'Instagram':
      return 'https://www.instagram.com/';
  }
}

/** The share rewards the server knows (POST /avatars/award/): only these platforms earn one. */
const REWARDS: Partial<Record<Platform, 'Share Facebook' | 'Share Reddit'>> = { Facebook: 'Share Facebook', Reddit: 'Share Reddit' };

/**
 * When the dialog closes: a reward for each platform clicked, but only if the link was copied
 * (in-play §4 Share dialog), each platform once.
 */
export function rewardsOnClose(copied: boolean, clicked: readonly Platform[]): ('Share Facebook' | 'Share Reddit')[] {
  if (!copied) return [];
  return [...new Set(clicked)].flatMap((p) => (REWARDS[p] ? [REWARDS[p]] : []));
}
