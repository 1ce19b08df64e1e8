/** Artifacts as the chooser (GET /dungeon/:id/artifacts/) and the 'Artifact Earned!' modal show them. */
import type { ArtifactEarned, ArtifactList } from '../../src/contract';
import { artUrl } from '../art/urls';
import { ARTIFACT_COSTS, ARTIFACTS } from '../content/artifacts';
import type { Db } from '../store/db';
import { artifactPowerOf, clearArtifactEarned, ownedArtifacts, unclearedArtifactsEarned } from '../store/dungeons/players';
import { dungeonOr404 } from './dungeon-access';

/** The chooser of GET /dungeon/:id/artifacts/ (the same list for every dungeon). */
export async function artifactList(db: Db, userId: string, dungeonId: string): Promise<ArtifactList> {
  await dungeonOr404(db, dungeonId);
  const owned = await ownedArtifacts(db, userId);
  return {
    artifacts: ARTIFACTS.map((a) => ({
      artifact_id: a.artifact_id,
      name: a.name,
      icon: artUrl(a.icon),
      publicDescription: a.publicDescription,
      owned: owned.includes(a.artifact_id),
      award_description: a.award_description,
    })),
    ...ARTIFACT_COSTS,
    artifact_power: await artifactPowerOf(db, userId),
  };
}

export async function artifactsEarnedView(db: Db, userId: string): Promise<ArtifactEarned[]> {
  return (await unclearedArtifactsEarned(db, userId)).flatMap((id) => {
    const a = ARTIFACTS.find((x) => x.artifact_id === id);
    return a ? [{ artifact_id: id, title: 'Artifact Earned!', image: artUrl(a.icon), name: a.name, description: a.publicDescription }] : [];
  });
}

/** The app showed the 'Artifact Earned!' notices: they are cleared. */
export async function clearArtifactsEarned(db: Db, userId: string, now: number): Promise<{ message: string }> {
  await clearArtifactEarned(db, userId, now);
  return { message: 'Artifacts seen.' };
}
