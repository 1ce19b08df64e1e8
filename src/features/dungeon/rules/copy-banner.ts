/** What the player is told after copying the share banner (in-play §8 Banner copy). */
export type CopyOutcome = 'copied' | 'opened' | 'popup-blocked' | 'failed';

export const COPY_MESSAGES: Record<Exclude<CopyOutcome, 'opened'>, { tone: 'success' | 'error'; text: string }> = {
  copied: { tone: 'success', text: 'Banner copied successfully' },
  'popup-blocked': { tone: 'error', text: 'Popup blocked! Please allow popups to view the image.' },
  failed: { tone: 'error', text: 'Something went wrong' },
};

/**
 * After a failed clipboard write the image opens in a new tab: a null window means popups are blocked.
 * With no image at all (the canvas failed) there is nothing to open.
 */
export function copyFallbackOutcome(hadImage: boolean, openedWindow: boolean): CopyOutcome {
  if (!hadImage) return 'failed';
  return openedWindow ? 'opened' : 'popup-blocked';
}
