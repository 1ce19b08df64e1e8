/** The artifact chooser's rules (in-play §5, §9): owned only, at most 4, cost by count selected. */
import type { Artifact, ArtifactList } from '../../../contract/dungeon';

export const MAX_ARTIFACTS = 4;
export const ARTIFACT_LIMIT_TEXT = 'You can only select up to 4 artifacts.';
/** How long the limit warning stays (in-play §9: 3000 ms). */
export const ARTIFACT_NOTICE_MS = 3000;

type Costs = Pick<ArtifactList, 'cost_one' | 'cost_two' | 'cost_three' | 'cost_four'>;

/** The artifact power taking `count` artifacts in costs: cost_one..cost_four, 0 for none. */
export function artifactCost(list: Costs, count: number): number {
  const costs = [0, list.cost_one, list.cost_two, list.cost_three, list.cost_four];
  return costs[Math.max(0, Math.min(MAX_ARTIFACTS, count))]!;
}

export type Toggle =
  | { kind: 'changed'; selected: string[] }
  | { kind: 'locked' }
  | { kind: 'limit'; message: typeof ARTIFACT_LIMIT_TEXT };

/** Tapping an artifact: a locked one does nothing, a fifth one warns, otherwise it toggles. */
export function toggleArtifact(selected: readonly string[], artifact: Pick<Artifact, 'artifact_id' | 'owned'>): Toggle {
  if (!artifact.owned) return { kind: 'locked' };
  if (selected.includes(artifact.artifact_id)) {
    return { kind: 'changed', selected: selected.filter((id) => id !== artifact.artifact_id) };
  }
  if (selected.length >= MAX_ARTIFACTS) return { kind: 'limit', message: ARTIFACT_LIMIT_TEXT };
  return { kind: 'changed', selected: [...selected, artifact.artifact_id] };
}

/** Whether the Historian can pay for the selection. */
export function canAfford(list: Costs, count: number, power: number): boolean {
  return artifactCost(list, count) <= power;
}
