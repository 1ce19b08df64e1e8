/**
 * The offline cache: the narration and artwork of what the player made available offline. A cache of its
 * own, so the media caches' limits (sw/sw.ts: entries, age, purge on quota) never evict a download; the
 * service worker answers images and audio from it first. The name is shared with sw/sw.ts.
 */
import { DOWNLOAD_CACHE, MEDIA_CACHES } from '../media';

/** Where a download keeps its files; injected so tests can count what is kept. */
export interface OfflineFiles {
  /** Keeps the file (fetching it unless it is kept already) and answers its size in bytes; throws when it cannot. */
  keep(url: string): Promise<number>;
  /** Lets the file go. */
  drop(url: string): Promise<void>;
}

/** A file the media caches already hold (a pull warmed them): moved, not fetched again, not kept twice. */
async function takeFromMediaCaches(url: string): Promise<Response | null> {
  for (const name of Object.values(MEDIA_CACHES)) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    const res = await cache.match(url);
    if (res?.status === 200) {
      await cache.delete(url);
      return res;
    }
  }
  return null;
}

/**
 * The real one: Cache Storage, filled with the whole 200 answer (the service worker slices ranges from it).
 * Fetched with cache 'no-store', which the service worker lets through without keeping a copy of its own.
 */
export const cacheFiles: OfflineFiles = {
  async keep(url) {
    const cache = await caches.open(DOWNLOAD_CACHE);
    const kept = await cache.match(url);
    if (kept) return (await kept.blob()).size;
    const res = (await takeFromMediaCaches(url)) ?? (await fetch(url, { credentials: 'same-origin', cache: 'no-store' }));
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    const body = await res.blob();
    // The body is decoded: its stored copy must not claim the wire's encoding or length.
    const headers = new Headers(res.headers);
    headers.delete('content-encoding');
    headers.set('content-length', String(body.size));
    await cache.put(url, new Response(body, { status: 200, headers }));
    return body.size;
  },
  async drop(url) {
    await (await caches.open(DOWNLOAD_CACHE)).delete(url);
  },
};
