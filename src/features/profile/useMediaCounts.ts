import { useEffect, useState } from 'react';
import { onStorageChange } from '../../lib/storage';

/** The service worker's media caches (sw/sw.ts): artwork and narration kept as the player went. */
const MEDIA_CACHES = { pictures: 'images-v1', narrations: 'audio-v1' } as const;

export interface MediaCounts {
  pictures: number;
  narrations: number;
}

async function countMedia(): Promise<MediaCounts | null> {
  if (typeof caches === 'undefined') return null;
  const count = async (name: string) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0);
  return { pictures: await count(MEDIA_CACHES.pictures), narrations: await count(MEDIA_CACHES.narrations) };
}

/** How many pictures and narrations the media caches hold; counted again when storage changes. null: unknown. */
export function useMediaCounts(): MediaCounts | null {
  const [counts, setCounts] = useState<MediaCounts | null>(null);
  useEffect(() => {
    let live = true;
    const read = () => void countMedia().then((c) => live && setCounts(c), () => undefined);
    read();
    const off = onStorageChange(read);
    return () => {
      live = false;
      off();
    };
  }, []);
  return counts;
}
