/**
 * Artifacts earned by play (content/artifacts.ts `earned_by`): each granted the moment its deed is done
 * and announced once with an 'Artifact Earned!' notice (DungeonProgress.artifacts_earned).
 */
import { ARTIFACTS, type ArtifactAward } from '../content/artifacts';
import type { DungeonSeed } from '../content/dungeon-types';
import type { CrawlState } from '../engine/dungeon';
import type { Db } from '../store/db';
import { grantArtifact, ownedArtifacts, recordArtifactEarned } from '../store/dungeons/players';

/** Grants the artifact and keeps its notice, unless the player owns it already. */
export async function earnArtifact(db: Db, userId: string, artifactId: string, source: string, now: number): Promise<void> {
  if (await grantArtifact(db, userId, artifactId, source, now)) await recordArtifactEarned(db, userId, artifactId, now);
}

/** What one committed step did, as the awards read it. */
export interface Deeds {
  state: CrawlState;
  missionsCompleted: string[];
  won: boolean;
}

function earned(award: ArtifactAward, t: DungeonSeed, d: Deeds): boolean {
  switch (award.kind) {
    case 'mission':
      return d.missionsCompleted.some((key) => t.missions.find((m) => m.key === key)?.rule.type === award.mission);
    case 'victory':
      return d.won;
    case 'overcome':
      return d.state.world.defeated.length > 0;
    default:
      // Starter artifacts come with the player; expeditions are settled in expedition.ts.
      return false;
  }
}

export async function awardArtifacts(db: Db, userId: string, t: DungeonSeed, d: Deeds, now: number): Promise<void> {
  const owned = new Set(await ownedArtifacts(db, userId));
  for (const a of ARTIFACTS) {
    if (!owned.has(a.artifact_id) && earned(a.earned_by, t, d)) await earnArtifact(db, userId, a.artifact_id, `${t.dungeon_id}:${a.earned_by.kind}`, now);
  }
}
