import { useEffect, useState } from 'react';
import { sync } from '../../worker-client';

/**
 * A chapter asked for beyond the last one the device holds (played on another device, a link from a
 * notification) may exist on the server: online, the adventure is pulled again once before the page gives
 * up on it. Answers true while that pull runs.
 */
export function useChapterCatchUp(adventureId: string, wanted: number | null, lastReached: number, online: boolean): boolean {
  const beyond = wanted !== null && lastReached > 0 && wanted > lastReached && online;
  const key = beyond ? `${adventureId}:${wanted}` : null;
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    if (!key) return;
    let current = true;
    void sync.refresh({ kind: 'adventure', id: adventureId }).finally(() => current && setDone(key));
    return () => {
      current = false;
    };
  }, [key, adventureId]);
  return key !== null && done !== key;
}
