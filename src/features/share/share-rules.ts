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

/**
 * Who a custom story's link opens for: anyone once its card is public; before that only its creator and the
 * Historians who hold its card. `owner`: the creator may make it public from the share dialog; `holder`:
 * only the creator can, so there is no link to hand out (and no share reward for one that would not open).
 */
export type ShareGate = { kind: 'owner'; makePublic: () => Promise<boolean> } | { kind: 'holder' };

export const GATE_TITLE = 'Make this adventure public?';
export const GATE_OWNER_TEXT =
  'Only you can open this story’s link. Make the adventure public so anyone you send it to can read it. You can make it private again from its trading card.';
export const GATE_HOLDER_TEXT = 'This adventure is private: its link opens only for its creator and the Historians who hold its card. Only its creator can make it public.';
export const GATE_FAILED_TEXT = 'The adventure could not be made public. Try again in a moment.';

/** The gate a custom story's share needs, if any: none once public; its creator's, or a holder's. */
export function shareGateKind(story: { is_public: boolean; is_creator: boolean; card_id: string | null }): ShareGate['kind'] | null {
  if (story.is_public) return null;
  return story.is_creator && story.card_id ? 'owner' : 'holder';
}
