/** Artifacts earned and not yet shown, across the player's crawls (in-play §2 Artifact earned modal). */
import { db } from '../../db';
import { useLive } from '../../lib/useLive';

export function useArtifactsEarned() {
  return useLive(async () => (await db.dungeonProgress.toArray()).flatMap((p) => p.artifacts_earned ?? []), []);
}
