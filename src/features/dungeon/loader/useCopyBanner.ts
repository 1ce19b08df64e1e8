import { useState } from 'react';
import type { DungeonLoading } from '../../../contract/dungeon';
import { COPY_MESSAGES, copyFallbackOutcome } from '../rules/copy-banner';
import type { ToastTone } from '../../../ui/useToast';
import { renderBanner } from './banner-image';

/**
 * Copy the banner as an image: canvas -> PNG -> clipboard. When the clipboard refuses, the image opens in
 * a new tab instead (a null window means popups are blocked); a failed drawing is 'Something went wrong'.
 */
export function useCopyBanner(show: (tone: ToastTone, text: string) => void) {
  const [busy, setBusy] = useState(false);

  const copy = async (banner: NonNullable<DungeonLoading['banner']>, expires: string) => {
    setBusy(true);
    // The fallback tab needs the click's transient activation (about 5 s in Chromium); drawing takes milliseconds.
    let blob: Blob | null = null;
    try {
      blob = await renderBanner(banner, expires);
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
      show('success', COPY_MESSAGES.copied.text);
    } catch {
      const opened = blob ? window.open(URL.createObjectURL(blob), '_blank') !== null : false;
      const outcome = copyFallbackOutcome(blob !== null, opened);
      if (outcome !== 'opened') show(COPY_MESSAGES[outcome].tone, COPY_MESSAGES[outcome].text);
    } finally {
      setBusy(false);
    }
  };
  return { copy, busy };
}
