/**
 * Fills the service worker's caches ahead of need, so a chapter's narration (and its artwork) play
 * offline once the chapter has been opened online. Cache names match sw/sw.ts.
 * `cache.add` stores the complete 200 response, which the service worker's RangeRequestsPlugin
 * then slices for seeking; a 206 from a media element's own request would not be cacheable.
 */
export const MEDIA_CACHES = { image: 'images-v1', audio: 'audio-v1' } as const;
/** What the player made available offline (worker/commands/offline-files.ts): never warmed twice. */
export const DOWNLOAD_CACHE = 'chronicle-downloads';

export async function prefetchMedia(kind: keyof typeof MEDIA_CACHES, urls: Iterable<string | null | undefined>): Promise<void> {
  if (typeof caches === 'undefined') return; // tests and very old browsers
  const cache = await caches.open(MEDIA_CACHES[kind]);
  const downloads = (await caches.has(DOWNLOAD_CACHE)) ? await caches.open(DOWNLOAD_CACHE) : null;
  await Promise.all(
    [...new Set([...urls].filter((u): u is string => !!u))].map(async (url) => {
      try {
        if (!(await cache.match(url)) && !(await downloads?.match(url))) await cache.add(url);
      } catch (err) {
        // Offline or a missing file: the element will fetch it itself next time.
        console.warn(`media prefetch failed for ${url}`, err);
      }
    }),
  );
}

/** The media one pulled resource names, by cache. */
export interface MediaUrls {
  audio?: (string | null | undefined)[];
  image?: (string | null | undefined)[];
}

/** Fire and forget: never awaited by a pull, never failing one. */
export type PrefetchMedia = (urls: MediaUrls) => void;

export const prefetchAll: PrefetchMedia = (urls) => {
  for (const kind of ['audio', 'image'] as const) {
    const list = urls[kind] ?? [];
    if (list.length === 0) continue;
    prefetchMedia(kind, list).catch((err: unknown) => console.warn(`media prefetch (${kind}) failed`, err));
  }
};

/** Inventory and tracker icons may be an emoji or a name as well as a picture: only paths and URLs are fetched. */
export const isMediaUrl = (s: string | null | undefined): s is string => !!s && /^(\/|https?:\/\/)/.test(s);
