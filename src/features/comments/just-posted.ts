/**
 * Comments the player just posted, shown on the page at once, before the worker's optimistic row comes
 * back through the live query (a round trip through the worker and IndexedDB costs tens of ms; the
 * player's words should land under their thumb in one frame). Each carries the id the worker gives its
 * row, so the row takes its place without a flicker; it goes away as soon as a read of the thread that
 * started after the write was stored has come back. Nothing here is stored: the outbox row is the truth.
 */
import { useSyncExternalStore } from 'react';
import type { CommentRow } from '../../db';

export interface Posted {
  row: CommentRow;
  /** When the worker had stored the write (performance.now()); null while it is on its way. */
  storedAt: number | null;
}

const byList = new Map<string, Posted[]>();
const listeners = new Set<() => void>();
const NONE: Posted[] = [];

function set(list: string, shown: Posted[]): void {
  if (shown.length) byList.set(list, shown);
  else byList.delete(list);
  for (const l of listeners) l();
}

/** A comment just posted, shown at once. `list`: the thread key for a top-level comment, `replies:ID` for a reply. */
export function showPosted(list: string, row: CommentRow): void {
  set(list, [...(byList.get(list) ?? NONE), { row, storedAt: null }]);
}

/** The worker has stored it: any read begun from now on has its row. */
export function postedStored(list: string, commentId: string): void {
  set(
    list,
    (byList.get(list) ?? NONE).map((e) => (e.row.comment_id === commentId ? { ...e, storedAt: performance.now() } : e)),
  );
}

/** The row has taken its place, or the worker refused it. */
export function dropPosted(list: string, commentId: string): void {
  set(
    list,
    (byList.get(list) ?? NONE).filter((e) => e.row.comment_id !== commentId),
  );
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const usePosted = (list: string): Posted[] => useSyncExternalStore(subscribe, () => byList.get(list) ?? NONE);

/**
 * The just-posted comments still to show above (or below) what a read of the device returned: not in it, and not stored
 * before the read began (then the read has the row, or the server's comment that replaced it).
 */
export function stillPosting(posted: Posted[], read: { startedAt: number; ids: ReadonlySet<string> } | undefined): Posted[] {
  return posted.filter((e) => !read || (!read.ids.has(e.row.comment_id) && (e.storedAt === null || read.startedAt <= e.storedAt)));
}
