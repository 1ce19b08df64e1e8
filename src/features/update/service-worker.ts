/**
 * The app's service worker and its updates. A new version installs in the background and waits; the
 * player is offered 'Update available' and chooses when. Then the sync worker finishes what it is
 * writing (a write the player just made is kept before the page goes), the new service worker takes
 * over, and every tab reloads onto the new version at the same address and scroll position
 * (src/app/useScrollRestoration.ts). This module and workbox-window load after the first screen; the state
 * the prompt shows is in ./update-state.
 */
import { sync } from '../../worker-client';

import { acceptWith, setUpdateState, updateState } from './update-state';

let reloading = false;

/** Leaves the page once the worker has no write under way (it answers at once when idle); once. */
async function reloadSafely(): Promise<void> {
  if (reloading) return;
  reloading = true;
  await sync.settle().catch(() => undefined);
  window.location.reload();
}

type MessageSW = (sw: ServiceWorker, data: object) => Promise<unknown>;

/** How long a worker may take to say its version; one that does not answer runs an older build. */
const VERSION_ANSWER_MS = 3000;

/** The version a worker runs (sw/version.ts), or null when it does not say. */
function versionOf(messageSW: MessageSW, sw: ServiceWorker | null): Promise<string | null> {
  if (!sw) return Promise.resolve(null);
  const answer = messageSW(sw, { type: 'GET_VERSION' }).then((v) => (typeof v === 'string' ? v : null));
  const silence = new Promise<null>((resolve) => setTimeout(() => resolve(null), VERSION_ANSWER_MS));
  return Promise.race([answer, silence]);
}

/**
 * Whether a waiting worker brings another version than the one in control. A browser may install a
 * worker again with the same app (a fresh copy of the same script), and that is no reason to interrupt
 * the player; when either worker does not say, it is offered as an update.
 */
export async function bringsNewVersion(messageSW: MessageSW, waiting: ServiceWorker): Promise<boolean> {
  const [next, current] = await Promise.all([versionOf(messageSW, waiting), versionOf(messageSW, navigator.serviceWorker.controller)]);
  return next === null || current === null || next !== current;
}


export async function registerServiceWorker(): Promise<void> {
  const { Workbox, messageSW } = await import('workbox-window');
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', (event) => {
    const waiting = event.sw;
    if (updateState() !== 'current' || !waiting) return;
    void bringsNewVersion(messageSW, waiting).then((isNew) => {
      if (isNew && updateState() === 'current' && waiting.state === 'installed') setUpdateState('available');
    });
  });
  // The new version took over (from this tab or another: the version they run is gone from the
  // precache). A first install takes over too, with nothing announced before: no reload then; nor
  // when a copy of the running version takes over.
  wb.addEventListener('controlling', () => {
    if (updateState() !== 'current') void reloadSafely();
  });
  acceptWith(() => {
    void sync
      .settle()
      .catch(() => undefined)
      .then(() => wb.messageSkipWaiting());
  });
  await wb.register();
  // A tab left open for days learns of a new version when it comes back to the foreground.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update();
  });
}
