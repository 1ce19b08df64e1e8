/** Artifacts earned and not yet shown, across the player's crawls (in-play §2 Artifact earned modal). */
import { useSyncExternalStore } from 'react';
import { db } from '../../db';
import { useLive } from '../../lib/useLive';
import { artifactsToShow, rememberShown, shownArtifacts } from './artifact-rules';

// The device's shown list changes outside IndexedDB: every reader reads again when the modal adds to it.
let shownVersion = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function markArtifactsShown(ids: string[]): void {
  rememberShown(ids);
  shownVersion++;
  for (const listener of listeners) listener();
}

export function useArtifactsEarned() {
  const version = useSyncExternalStore(subscribe, () => shownVersion);
  return useLive(async () => artifactsToShow((await db.dungeonProgress.toArray()).map((p) => p.artifacts_earned), shownArtifacts()), [version]);
}

/** For the host of the other announcements: an 'Artifact Earned!' modal is due, and goes first. */
export const useArtifactsDue = (): boolean => (useArtifactsEarned()?.length ?? 0) > 0;
