/**
 * The device's storage for this app: how much it takes, how much the browser allows, and whether the
 * browser keeps it under storage pressure (persistence). Shared by the profile's storage meter and by
 * anything that stores a lot at the player's request (a download), which asks for persistence first.
 */

export interface StorageFigures {
  /** Bytes the app's origin takes (IndexedDB, caches, the service worker's files). */
  usage: number;
  /** Bytes the browser lets the origin take; 0 when it does not say. */
  quota: number;
  /** True when the browser will not evict the app's data without asking the player. */
  persisted: boolean;
}

type StorageLike = Pick<StorageManager, 'estimate' | 'persist' | 'persisted'>;

const manager = (): StorageLike | undefined => (typeof navigator === 'undefined' ? undefined : navigator.storage);

/** What the app takes now; null where the browser has no StorageManager (older Safari, insecure origins). */
export async function readStorage(storage: StorageLike | undefined = manager()): Promise<StorageFigures | null> {
  if (!storage?.estimate) return null;
  const [estimate, persisted] = await Promise.all([storage.estimate(), storage.persisted ? storage.persisted() : Promise.resolve(false)]);
  return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
}

/**
 * Asks the browser to keep the app's data (navigator.storage.persist). Asked once the player has shown
 * they mean to keep things here (a first download, installing the app); browsers grant it silently or
 * after a prompt, or refuse. Never asks again once granted. Answers whether the data is now persistent.
 */
export async function requestPersistence(storage: StorageLike | undefined = manager()): Promise<boolean> {
  if (!storage?.persist) return false;
  if (storage.persisted && (await storage.persisted())) return true;
  const granted = await storage.persist();
  notify();
  return granted;
}

/** Asks for persistence when the app is installed (the browser's appinstalled event). Called once at boot. */
export function persistWhenInstalled(): void {
  window.addEventListener('appinstalled', () => void requestPersistence().catch(() => false));
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Subscribes to "the figures may have changed" (persistence asked for, a download stored or removed). */
export function onStorageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call after storing or removing a lot, so meters on screen read the figures again. */
export const storageChanged = notify;

/** "12.4 MB" — the sizes a storage meter and a download show (decimal units, as phones' settings do). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
