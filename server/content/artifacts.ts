/**
 * Artifacts a Historian can carry into a dungeon (in-play §2 Artifact chooser). Effects are read by the
 * engine at the start of a crawl (server/engine/dungeon/artifacts.ts). Ids are stable: owned artifacts
 * are stored by id.
 */
export interface ArtifactEffect {
  /** Added to every skill check. */
  skill?: number;
  attack?: number;
  defense?: number;
  /** Added to the action budget. */
  actions?: number;
  /** Added to the health tracker's start and maximum. */
  health?: number;
  /** Failed rolls re-rolled for free, once each. */
  rerolls?: number;
}

export interface ArtifactSeed {
  artifact_id: string;
  name: string;
  icon: string;
  publicDescription: string;
  /** Shown while locked: how to earn it. */
  award_description: string;
  effect: ArtifactEffect;
}

export const ARTIFACTS: ArtifactSeed[] = [
  {
    artifact_id: 'astrolabe-of-hours',
    name: 'Astrolabe of Borrowed Hours',
    icon: 'artifact-astrolabe',
    publicDescription: 'Its brass rings turn against the stars. A timeline holds together three actions longer around it.',
    award_description: 'Complete the Expedition "The Unravelling Archive".',
    effect: { actions: 3 },
  },
  {
    artifact_id: 'witness-quill',
    name: "The Witness's Quill",
    icon: 'artifact-quill',
    publicDescription: 'A heron feather that once wrote down what really happened. +2 to every skill check.',
    award_description: 'Reach Historian rank 2.',
    effect: { skill: 2 },
  },
  {
    artifact_id: 'fortunas-knucklebone',
    name: "Fortuna's Knucklebone",
    icon: 'artifact-knucklebone',
    publicDescription: 'A gambler\'s die from a Roman camp, worn smooth by luck. Re-roll one failed check per Timeline.',
    award_description: 'Be first to enter any room of a Timeline.',
    effect: { rerolls: 1 },
  },
  {
    artifact_id: 'aegis-shard',
    name: 'Shard of the Aegis',
    icon: 'artifact-aegis',
    publicDescription: 'A sliver of polished bronze that catches blows before they land. +2 to combat defence.',
    award_description: 'Complete a Hardcore Mode mission.',
    effect: { defense: 2 },
  },
  {
    artifact_id: 'durendal-splinter',
    name: 'Splinter of Durendal',
    icon: 'artifact-durendal',
    publicDescription: 'A finger of steel from the sword that would not break at Roncevaux. +2 to combat attacks.',
    award_description: 'Defeat a guardian in any Timeline.',
    effect: { attack: 2 },
  },
  {
    artifact_id: 'phoenix-ash',
    name: 'Phial of Phoenix Ash',
    icon: 'artifact-phoenix',
    publicDescription: 'Warm grey ash that remembers being fire. +3 health in every Timeline.',
    award_description: 'Complete a Rescue mission.',
    effect: { health: 3 },
  },
];

/** artifact_power price by number taken in (in-play §9: cost_one..cost_four, 0 for none). */
export const ARTIFACT_COSTS = { cost_one: 100, cost_two: 250, cost_three: 450, cost_four: 700 } as const;
export type ArtifactCosts = { cost_one: number; cost_two: number; cost_three: number; cost_four: number };
