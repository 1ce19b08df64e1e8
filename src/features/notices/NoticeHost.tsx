import { useEffect } from 'react';
import { Toast } from '../../ui/Toast';
import { sync } from '../../worker-client';
import { useFirstNotice } from './reads';

/** How long a notice stays on screen before the next one shows. */
export const NOTICE_MS = 5_000;

/**
 * Shows, one at a time, what the server said of writes delivered in the background ("Your card is now
 * public", a share reward): each is kept on the device until it has been on screen once.
 */
export function NoticeHost() {
  const notice = useFirstNotice();
  const id = notice?.id;
  useEffect(() => {
    if (id === undefined) return;
    const timer = window.setTimeout(() => void sync.noticeDismiss(id), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [id]);
  return <Toast toast={notice?.id === undefined ? null : { tone: notice.tone, text: notice.text, id: notice.id }} />;
}
