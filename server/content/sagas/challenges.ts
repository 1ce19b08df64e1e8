/**
 * Community challenges of the seeded sagas: every Historian's choices in the saga's Memory count
 * towards one goal. Reaching it rewards everyone who took part. Sagas without an entry use DEFAULT.
 */
export interface ChallengeSeed {
  title: string;
  description: string;
  goal: number;
  value_name: string;
  /** Artifact power for each Historian who made at least one of the choices. */
  reward_power: number;
}

export const DEFAULT_CHALLENGE: ChallengeSeed = {
  title: 'Write the Chronicle Together',
  description: 'Every decisive moment any Historian settles in this Memory counts. Reach the goal together and everyone who took part is rewarded.',
  goal: 50,
  value_name: 'choices made',
  reward_power: 100,
};

export const CHALLENGES: Record<string, ChallengeSeed> = {};
