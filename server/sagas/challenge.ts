/**
 * Community challenges (flag community_challenge={sagaId}): the choices every Historian makes in a
 * saga's Memory count towards one goal (not those the world was seeded with); the choice that reaches it
 * rewards everyone who took part and tells them (community_challenge_completed, whose tap opens the
 * challenge again).
 */
import type { CommunityChallenge } from '../../src/contract';
import { notify } from '../account/notify';
import { grantArtifactPower } from '../account/rank';
import { artUrl } from '../art/urls';
import { SEEDED_HISTORIAN_EMAILS } from '../content/memories/other-historians';
import { CHALLENGES, DEFAULT_CHALLENGE } from '../content/sagas/challenges';
import { fail } from '../http/errors';
import { challengeCompletedAt, hasSagaChoice, markChallengeCompleted, sagaChoiceCount, sagaParticipants } from '../store/sagas/challenges';
import type { Db } from '../store/db';
import { seriesOfSaga } from '../store/memories/seeded-memories';

const seedOf = (sagaId: string) => CHALLENGES[sagaId] ?? DEFAULT_CHALLENGE;

export async function communityChallenge(db: Db, userId: string, sagaId: string): Promise<CommunityChallenge> {
  const series = await seriesOfSaga(db, sagaId) ?? fail(404, 'This adventure has no community challenge.');
  const seed = seedOf(sagaId);
  const count = await sagaChoiceCount(db, sagaId, SEEDED_HISTORIAN_EMAILS);
  return {
    saga_id: sagaId,
    saga_name: series.name,
    title: seed.title,
    description: seed.description,
    image_url: artUrl(series.art),
    goal: seed.goal,
    current_value: Math.min(count, seed.goal),
    value_name: seed.value_name,
    completed: await challengeCompletedAt(db, sagaId) !== null,
    joined: await hasSagaChoice(db, sagaId, userId),
    reward: `+${seed.reward_power} Artifact Power for every Historian who took part`,
    series_id: series.series_id,
  };
}

/** For the memories domain: call after recording a choice, inside its transaction. */
export async function countChallengeChoice(db: Db, sagaId: string, now: number): Promise<void> {
  const seed = seedOf(sagaId);
  if (await sagaChoiceCount(db, sagaId, SEEDED_HISTORIAN_EMAILS) < seed.goal || !await markChallengeCompleted(db, sagaId, now)) return;
  const name = (await seriesOfSaga(db, sagaId))?.name ?? 'a Memory';
  for (const userId of await sagaParticipants(db, sagaId, SEEDED_HISTORIAN_EMAILS)) {
    await grantArtifactPower(db, userId, seed.reward_power, `community challenge ${sagaId}`, now);
    await notify(db, userId, 'community_challenge_completed', `The community challenge of ${name} is complete`, { saga_id: sagaId }, now);
  }
}
