/**
 * Expedition progress and its reward: when a victory completes the last of an expedition's dungeons, the
 * artifact is granted (owned) and an 'Artifact Earned!' notice is kept until the app clears it.
 */
import type { Expedition, ExpeditionProgress } from '../../src/contract';
import { artUrl } from '../art/urls';
import { ARTIFACTS } from '../content/artifacts';
import { EXPEDITION, type ExpeditionSeed } from '../content/expedition';
import { EXPEDITION_POINTS } from '../engine/dungeon';
import type { Db } from '../store/db';
import { fail } from '../http/errors';
import { dungeonSeedOf, findDungeon } from '../store/dungeons/seeded-dungeons';
import { earnArtifact } from './artifact-awards';
import { awardPoints, completedAmong, recordExpedition } from '../store/dungeons/points';

export const EXPEDITIONS: ExpeditionSeed[] = [EXPEDITION];

export const findExpedition = (id: string | null | undefined): ExpeditionSeed | undefined =>
  EXPEDITIONS.find((e) => e.expedition_id === id);

const expeditionOr404 = (id: string): ExpeditionSeed => findExpedition(id) ?? fail(404, 'That expedition does not exist.');

/** GET /expedition/:id/: its dungeons (as seeded) and the artifact it earns. */
export async function expeditionView(db: Db, id: string): Promise<Expedition> {
  const e = expeditionOr404(id);
  const artifact = ARTIFACTS.find((a) => a.artifact_id === e.artifact)!;
  return {
    expedition_id: e.expedition_id,
    name: e.name,
    description: e.description,
    disclaimer: e.disclaimer,
    image_url: artUrl(e.art),
    dungeons: (await Promise.all(e.dungeons.map(async (dungeonId) => {
      const row = await findDungeon(db, dungeonId);
      return row ? [{ dungeon_id: dungeonId, name: row.name, image_url: artUrl(dungeonSeedOf(row).art) }] : [];
    }))).flat(),
    artifact: { artifact_id: artifact.artifact_id, name: artifact.name, icon: artUrl(artifact.icon), description: artifact.publicDescription },
  };
}

/** GET /expedition/:id/user-progress/ */
export const expeditionProgressOf = (db: Db, userId: string, id: string): Promise<ExpeditionProgress> => expeditionProgress(db, userId, expeditionOr404(id));

async function expeditionProgress(db: Db, userId: string, e: ExpeditionSeed): Promise<ExpeditionProgress> {
  const completed = await completedAmong(db, userId, e.dungeons);
  const current = e.dungeons.find((id) => !completed.includes(id)) ?? null;
  return { expedition_id: e.expedition_id, completed_dungeons: completed, current_dungeon: current, completed: current === null };
}

/** After a victory was recorded: grants the reward once, when every dungeon is now complete. */
export async function settleExpedition(db: Db, userId: string, e: ExpeditionSeed, now: number): Promise<ExpeditionProgress> {
  const progress = await expeditionProgress(db, userId, e);
  if (progress.completed && await recordExpedition(db, userId, e.expedition_id, now)) {
    await earnArtifact(db, userId, e.artifact, `expedition:${e.expedition_id}`, now);
    await awardPoints(db, userId, EXPEDITION_POINTS, 'expedition', e.expedition_id, now);
  }
  return progress;
}
