import type { MissionRule } from './dungeon-types';

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

/**
 * How an artifact is earned, as its award_description says: owned from the first day, a mission of a
 * type completed, a Timeline won, a guardian overcome (by blade or by word), an expedition completed.
 * The dungeons domain grants it the moment the deed is done (server/dungeons/artifact-awards.ts).
 */
export type ArtifactAward =
  | { kind: 'starter' }
  | { kind: 'mission'; mission: MissionRule['type'] }
  | { kind: 'victory' }
  | { kind: 'overcome' }
  | { kind: 'expedition'; expedition: string };

export interface ArtifactSeed {
  artifact_id: string;
  name: string;
  icon: string;
  publicDescription: string;
  /** Shown while locked: how to earn it. Says exactly what `earned_by` rewards. */
  award_description: string;
  earned_by: ArtifactAward;
  effect: ArtifactEffect;
}

export const ARTIFACTS: ArtifactSeed[] = [
  {
    artifact_id: 'astrolabe-of-hours',
    name: 'Astrolabe of Borrowed Hours',
    icon: 'artifact-astrolabe',
    publicDescription: 'Its brass rings turn against the stars. A timeline holds together three actions longer around it.',
    award_description: 'Complete the Expedition "The Unravelling Archive".',
    earned_by: { kind: 'expedition', expedition: 'unravelling-archive' },
    effect: { actions: 3 },
  },
  {
    artifact_id: 'witness-quill',
    name: "The Witness's Quill",
    icon: 'artifact-quill',
    publicDescription: 'A heron feather that once wrote down what really happened. +2 to every skill check.',
    award_description: 'Given to every Historian on the first day in the Sanctum.',
    earned_by: { kind: 'starter' },
    effect: { skill: 2 },
  },
  {
    artifact_id: 'fortunas-knucklebone',
    name: "Fortuna's Knucklebone",
    icon: 'artifact-knucklebone',
    publicDescription: 'A gambler\'s die from a Roman camp, worn smooth by luck. Re-roll one failed check per Timeline.',
    award_description: 'Given to every Historian on the first day in the Sanctum.',
    earned_by: { kind: 'starter' },
    effect: { rerolls: 1 },
  },
  {
    artifact_id: 'aegis-shard',
    name: 'Shard of the Aegis',
    icon: 'artifact-aegis',
    publicDescription: 'A sliver of polished bronze that catches blows before they land. +2 to combat defence.',
    award_description: 'Complete a Hardcore Mode mission.',
    earned_by: { kind: 'mission', mission: 'hardcore_mode' },
    effect: { defense: 2 },
  },
  {
    artifact_id: 'durendal-splinter',
    name: 'Splinter of Durendal',
    icon: 'artifact-durendal',
    publicDescription: 'A finger of steel from the sword that would not break at Roncevaux. +2 to combat attacks.',
    award_description: 'Overcome a guardian in any Timeline, by blade or by word.',
    earned_by: { kind: 'overcome' },
    effect: { attack: 2 },
  },
  {
    artifact_id: 'phoenix-ash',
    name: 'Phial of Phoenix Ash',
    icon: 'artifact-phoenix',
    publicDescription: 'Warm grey ash that remembers being fire. +3 health in every Timeline.',
    award_description: 'Complete a Rescue mission.',
    earned_by: { kind: 'mission', mission: 'rescue' },
    effect: { health: 3 },
  },
  {
    artifact_id: 'laurel-of-samothrace',
    name: 'Laurel of Samothrace',
    icon: 'artifact-laurel',
    publicDescription: 'A bronze laurel leaf that fell from the wings of a Victory. +1 to combat defence and +1 health.',
    award_description: 'Win any Timeline.',
    earned_by: { kind: 'victory' },
    effect: { defense: 1, health: 1 },
  },
  {
    artifact_id: 'scarab-of-ptolemy',
    name: 'Scarab of Ptolemy',
    icon: 'artifact-scarab',
    publicDescription: 'A lapis scarab from the tomb of a king who collected books by force. +1 to skill checks and +1 to combat attacks.',
    award_description: 'Complete a Treasure Hunt mission.',
    earned_by: { kind: 'mission', mission: 'treasure_hunt' },
    effect: { skill: 1, attack: 1 },
  },
  {
    artifact_id: 'lodestone-of-pytheas',
    name: 'Lodestone of Pytheas',
    icon: 'artifact-lodestone',
    publicDescription: 'The stone the explorer of the far north hung on a thread to find his way home. +2 actions in every Timeline, +1 to skill checks.',
    award_description: 'Catalogue a Timeline: discover every room and find every item.',
    earned_by: { kind: 'mission', mission: 'catalogue_the_timeline' },
    effect: { actions: 2, skill: 1 },
  },
  {
    artifact_id: 'sandglass-of-clavijo',
    name: "Clavijo's Sandglass",
    icon: 'artifact-sandglass',
    publicDescription: 'The envoy\'s hourglass, which once ran upward. Now it runs a little slow: +3 actions in every Timeline.',
    award_description: 'Complete a Challenge Mode mission.',
    earned_by: { kind: 'mission', mission: 'challenge_mode' },
    effect: { actions: 3 },
  },
];

/** artifact_power price by number taken in (in-play §9: cost_one..cost_four, 0 for none). */
export const ARTIFACT_COSTS = { cost_one: 100, cost_two: 250, cost_three: 450, cost_four: 700 } as const;
export type ArtifactCosts = { cost_one: number; cost_two: number; cost_three: number; cost_four: number };
