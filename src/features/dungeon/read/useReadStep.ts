import { useEffect, useRef } from 'react';
import type { DungeonEventRow } from '../../../db';
import { PENDING_SEQ_BASE } from '../../../db';
import { sync } from '../../../worker-client';
import { findLastOf } from '../rules/events';

/**
 * How long a new read step waits before it is saved. A save is a write, and the worker loads its write
 * path for the first one: the page's first screen comes before those bytes. A run of new events is one save.
 */
export const READ_STEP_DELAY_MS = 2000;

/**
 * Remembers how far the Historian has read (PUT user-progress read_step) when the server's history
 * moves past the saved step, a moment after it does, and at once when the page closes. Optimistic
 * events have no server seq and are not counted.
 */
export function useReadStep(dungeonId: string, events: DungeonEventRow[] | undefined, saved: number | undefined): void {
  const last = events ? findLastOf(events, (r) => r.seq < PENDING_SEQ_BASE)?.seq : undefined;
  const pending = useRef<{ dungeonId: string; step: number } | null>(null);

  useEffect(() => {
    if (last === undefined || saved === undefined || last <= saved) return;
    pending.current = { dungeonId, step: last };
    const timer = setTimeout(() => save(pending), READ_STEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dungeonId, last, saved]);

  useEffect(() => () => save(pending), []);
}

function save(pending: { current: { dungeonId: string; step: number } | null }): void {
  const p = pending.current;
  pending.current = null;
  // Best effort: a failure only means the next visit opens a little earlier.
  if (p) void sync.setReadStep(p.dungeonId, p.step).catch(() => undefined);
}
