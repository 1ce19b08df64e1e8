/**
 * Comments the player just posted, shown on the page at once, before the worker's optimistic row comes
 * back through the live query (a round trip through the worker and IndexedDB costs tens of ms; the
 * player's words should land under their thumb in one frame). An echo carries the id the worker gives its
 * row, so the row takes its place without a flicker; it goes away as soon as a read of the thread that
 * started after the write was stored has come back. Nothing here is stored: the outbox row is the truth.
 */
import { useSyncExternalStore } from 'react';
import type { CommentRow } from '../../db';

export interface Echo {
  row: CommentRow;
  /** When the worker had stored the write (performance.now()); null while it is on its way. */
  storedAt: number | null;
}

const byList = new Map<string, Echo[]>();
const listeners = new Set<() => void>();
const NONE: Echo[] = [];

function set(list: string, echoes: Echo[]): void {
  if (echoes.length) byList.set(list, echoes);
  else byList.delete(list);
  for (const l of listeners) l();
}

/** `list`: the thread key for a top-level comment, `replies:ID` for a reply. */
export function addEcho(list: string, row: CommentRow): void {
  set(list, [...(byList.get(list) ?? NONE), { row, storedAt: null }]);
}

export function echoStored(list: string, commentId: string): void {
  set(
    list,
    (byList.get(list) ?? NONE).map((e) => (e.row.comment_id === commentId ? { ...e, storedAt: performance.now() } : e)),
  );
}

export function dropEcho(list: string, commentId: string): void {
  set(
    list,
    (byList.get(list) ?? NONE).filter((e) => e.row.comment_id !== commentId),
  );
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useEchoes = (list: string): Echo[] => useSyncExternalStore(subscribe, () => byList.get(list) ?? NONE);

/**
 * The echoes still to show above (or below) what a read of the device returned: not in it, and not stored
 * before the read began (then the read has the row, or the server's comment that replaced it).
 */
export function pendingEchoes(echoes: Echo[], read: { startedAt: number; ids: ReadonlySet<string> } | undefined): Echo[] {
  return echoes.filter((e) => !read || (!read.ids.has(e.row.comment_id) && (e.storedAt === null || read.startedAt <= e.storedAt)));
}
