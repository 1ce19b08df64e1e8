import { useCallback, useEffect, useState } from 'react';

/** The service worker's media caches (sw/sw.ts): artwork and narration kept for offline. */
const MEDIA_CACHES = { pictures: 'images-v1', narrations: 'audio-v1' } as const;

export interface DeviceStorage {
  /** false: the browser reports nothing about its storage. */
  supported: boolean;
  /** Bytes used by this app and the space the browser allows it; null until read. */
  usage: number | null;
  quota: number | null;
  /** Whether the browser will keep the data when space runs low; null until read. */
  persisted: boolean | null;
  /** Pictures and narrations in the media caches; null until counted. */
  media: { pictures: number; narrations: number } | null;
}

async function countMedia(): Promise<DeviceStorage['media']> {
  if (typeof caches === 'undefined') return null;
  const count = async (name: string) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0);
  return { pictures: await count(MEDIA_CACHES.pictures), narrations: await count(MEDIA_CACHES.narrations) };
}

async function readStorage(): Promise<Omit<DeviceStorage, 'supported'>> {
  const [estimate, persisted, media] = await Promise.all([
    navigator.storage.estimate(),
    navigator.storage.persisted?.() ?? Promise.resolve(false),
    countMedia().catch(() => null),
  ]);
  return { usage: estimate.usage ?? 0, quota: estimate.quota ?? null, persisted, media };
}

/**
 * The device's storage for this app (navigator.storage): how much it takes, whether it is persistent,
 * and asking for persistence. Read again after `version` changes (what the device keeps changed).
 */
export function useDeviceStorage(version: unknown) {
  const supported = typeof navigator !== 'undefined' && !!navigator.storage?.estimate;
  const [state, setState] = useState<Omit<DeviceStorage, 'supported'>>({ usage: null, quota: null, persisted: null, media: null });

  useEffect(() => {
    if (!supported) return;
    let current = true;
    void readStorage().then((read) => current && setState(read));
    return () => {
      current = false;
    };
  }, [supported, version]);

  /** Asks the browser to keep the data; answers whether it now will. */
  const requestPersistence = useCallback(async (): Promise<boolean> => {
    const granted = (await navigator.storage.persist?.()) ?? false;
    setState((s) => ({ ...s, persisted: granted }));
    return granted;
  }, []);

  return { supported, ...state, requestPersistence };
}
