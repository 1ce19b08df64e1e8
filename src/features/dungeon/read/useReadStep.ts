import { useEffect } from 'react';
import type { DungeonEventRow } from '../../../db';
import { PENDING_SEQ_BASE } from '../../../db';
import { sync } from '../../../worker-client';
import { findLastOf } from '../rules/events';

/**
 * Remembers how far the Historian has read (PUT user-progress read_step) when the server's history
 * moves past the saved step. Optimistic events have no server seq and are not counted.
 */
export function useReadStep(dungeonId: string, events: DungeonEventRow[] | undefined, saved: number | undefined): void {
  const last = events ? findLastOf(events, (r) => r.seq < PENDING_SEQ_BASE)?.seq : undefined;
  useEffect(() => {
    if (last === undefined || saved === undefined || last <= saved) return;
    // Best effort: a failure only means the next visit opens a little earlier.
    void sync.setReadStep(dungeonId, last).catch(() => undefined);
  }, [dungeonId, last, saved]);
}
