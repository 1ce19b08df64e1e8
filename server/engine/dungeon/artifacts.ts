/** Artifacts taken into a crawl: the price by count (in-play §9) and their summed effects. */
import { ARTIFACTS, type ArtifactCosts, type ArtifactEffect } from '../../content/artifacts';

export const MAX_ARTIFACTS = 4;
export const TOO_MANY_ARTIFACTS = 'You can only select up to 4 artifacts.';

export type CostResult = { ok: true; cost: number } | { ok: false; error: string };

/**
 * The artifact_power a selection costs. Rejects more than four, duplicates, unknown ids and, when
 * `owned` is given, any artifact the player does not own (only owned ones are selectable).
 */
export function artifactCost(list: string[], costs: ArtifactCosts, owned?: string[]): CostResult {
  if (list.length > MAX_ARTIFACTS) return { ok: false, error: TOO_MANY_ARTIFACTS };
  if (new Set(list).size !== list.length) return { ok: false, error: 'Each artifact can be taken only once.' };
  const unknown = list.find((id) => !ARTIFACTS.some((a) => a.artifact_id === id));
  if (unknown) return { ok: false, error: `Unknown artifact ${unknown}.` };
  const notOwned = owned ? list.find((id) => !owned.includes(id)) : undefined;
  if (notOwned) return { ok: false, error: 'Only owned artifacts can be taken into a Timeline.' };
  const byCount = [0, costs.cost_one, costs.cost_two, costs.cost_three, costs.cost_four];
  return { ok: true, cost: byCount[list.length]! };
}

/** The summed effect of a selection; unknown ids add nothing (validate with artifactCost first). */
export function artifactEffects(list: string[]): Required<ArtifactEffect> {
  const sum: Required<ArtifactEffect> = { skill: 0, attack: 0, defense: 0, actions: 0, health: 0, rerolls: 0 };
  for (const id of list) {
    const effect = ARTIFACTS.find((a) => a.artifact_id === id)?.effect ?? {};
    for (const k of Object.keys(sum) as (keyof ArtifactEffect)[]) sum[k] += effect[k] ?? 0;
  }
  return sum;
}
