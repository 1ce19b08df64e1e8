/**
 * The app's service worker and its updates. A new version installs in the background and waits; the
 * player is offered 'Update available' and chooses when. Then the sync worker finishes what it is
 * writing (a write the player just made is kept before the page goes), the new service worker takes
 * over, and every tab reloads onto the new version at the same address and scroll position
 * (src/app/useScrollRestoration.ts). workbox-window loads after the first screen.
 */
import { sync } from '../../worker-client';

export type UpdateState = 'current' | 'available' | 'updating';

type Listener = () => void;
let state: UpdateState = 'current';
const listeners = new Set<Listener>();
let accept: (() => void) | null = null;

function set(next: UpdateState): void {
  state = next;
  listeners.forEach((l) => l());
}

/** Leaves the page once the worker has no write under way (it answers at once when idle). */
async function reloadSafely(): Promise<void> {
  await sync.settle().catch(() => undefined);
  window.location.reload();
}

export const updates = {
  get state(): UpdateState {
    return state;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** 'Reload': the waiting version takes over, then the page reloads (on the controllerchange). */
  apply(): void {
    if (state !== 'available' || !accept) return;
    set('updating');
    accept();
  },
};

export async function registerServiceWorker(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => set('available'));
  // The new version took over (from this tab or another: the version they run is gone from the
  // precache). A first install takes over too, with nothing announced before: no reload then.
  wb.addEventListener('controlling', () => {
    if (state !== 'current') void reloadSafely();
  });
  accept = () => {
    void sync
      .settle()
      .catch(() => undefined)
      .then(() => wb.messageSkipWaiting());
  };
  await wb.register();
  // A tab left open for days learns of a new version when it comes back to the foreground.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update();
  });
}
