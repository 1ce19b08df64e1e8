/// <reference lib="webworker" />
/**
 * The service worker: precaches the app shell, answers every navigation but /api with index.html,
 * and keeps images and narration audio cache-first so that what a player has seen works offline.
 * API responses are deliberately NOT cached here: data lives in IndexedDB, written by the sync worker.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { createPartialResponse } from 'workbox-range-requests';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { manifestVersion } from './version';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// Cache names are shared with the sync worker, which fills them ahead (worker/media.ts).
const IMAGE_CACHE = 'images-v1';
const AUDIO_CACHE = 'audio-v1';
/**
 * What the player made available offline (worker/commands/offline-files.ts fills it): no expiration, so
 * nothing there is evicted by the media caches' limits; looked in first for every picture and narration.
 */
const DOWNLOAD_CACHE = 'chronicle-downloads';

/** A download's own fetch (cache 'no-store'): it keeps the file itself, so no media cache keeps a second copy. */
const forDownload = (request: Request): boolean => request.cache === 'no-store';

const downloaded = async (url: string): Promise<Response | undefined> => (await caches.open(DOWNLOAD_CACHE)).match(url);

const manifest = self.__WB_MANIFEST;
const VERSION = manifestVersion(manifest);

// A new version waits until the page says the player chose to update (src/features/update): skipping
// the wait on its own would swap the precache under a page still running the old version. The page
// asks each worker which version it runs, to offer an update only when there is a new one.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  else if (type === 'GET_VERSION') event.ports[0]?.postMessage(VERSION);
});
clientsClaim();

precacheAndRoute(manifest);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

const pictures = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true }),
  ],
});

registerRoute(
  ({ request, url }) => !forDownload(request) && (request.destination === 'image' || url.pathname.startsWith('/api/media/art/')),
  async (options) => (await downloaded(options.request.url)) ?? pictures.handle(options),
);

/**
 * Narration, cache-first with range requests. An audio element asks for ranges, and a 206 slice cannot be
 * cached; so the first request of a narration fetches the whole file (the server renders it then, which
 * can take a while), keeps it, and answers the range from it. From then on every request — every seek —
 * is answered from the cache, with the network or without: once heard, a narration plays offline. The
 * sync worker may fill the same cache ahead (worker/media.ts).
 */
async function narration({ request }: { request: Request }): Promise<Response> {
  const cache = await caches.open(AUDIO_CACHE);
  let whole = (await downloaded(request.url)) ?? (await cache.match(request.url));
  if (!whole) {
    const res = await fetch(request.url, { credentials: 'same-origin' });
    if (res.status !== 200) return res;
    await cache.put(request.url, res.clone());
    whole = res;
  }
  return request.headers.has('range') ? createPartialResponse(request, whole) : whole;
}

registerRoute(({ request, url }) => !forDownload(request) && (request.destination === 'audio' || url.pathname.startsWith('/api/media/audio/')), narration);
