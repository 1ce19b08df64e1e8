import { useEffect, useState } from 'react';
import { onStorageChange, readStorage, type StorageFigures } from './storage';

/**
 * The app's storage figures for a meter (the profile's): read on mount, again whenever storage changes
 * (src/lib/storage.ts storageChanged) and when the page comes back to the foreground. `undefined` while
 * reading, null where the browser cannot tell.
 */
export function useStorageEstimate(): StorageFigures | null | undefined {
  const [figures, setFigures] = useState<StorageFigures | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const read = () =>
      void readStorage()
        .then((f) => live && setFigures(f))
        .catch(() => live && setFigures(null));
    read();
    const off = onStorageChange(read);
    const onVisible = () => document.visibilityState === 'visible' && read();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      off();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return figures;
}
