import type { ArtifactEarned } from '../../contract';

/** 'Artifact Earned!' or, for more than one, 'Artifacts Earned!' (in-play §2). */
export const artifactEarnedTitle = (count: number) => (count > 1 ? 'Artifacts Earned!' : 'Artifact Earned!');

/**
 * The artifacts the modal shows: each crawl's head carries the player's whole list of unseen artifacts, so
 * the same artifact comes once per Timeline stored; each is shown once, and never one this device showed
 * already (its clearing may still be on its way, or have failed offline).
 */
export function artifactsToShow(lists: (ArtifactEarned[] | undefined)[], shown: ReadonlySet<string>): ArtifactEarned[] {
  const out = new Map<string, ArtifactEarned>();
  for (const a of lists.flat()) if (a && !shown.has(a.artifact_id) && !out.has(a.artifact_id)) out.set(a.artifact_id, a);
  return [...out.values()];
}

const KEY = 'artifacts-shown';

/** The artifacts this device has shown (UI state, like a narration's position: the server's clearing is the truth). */
export function shownArtifacts(storage: Pick<Storage, 'getItem'> = localStorage): Set<string> {
  try {
    const ids: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberShown(ids: string[], storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify([...new Set([...shownArtifacts(storage), ...ids])]));
  } catch {
    // no storage: the server's clearing still ends them
  }
}
