/**
 * Expedition progress and its reward: when a victory completes the last of an expedition's dungeons, the
 * artifact is granted (owned) and an 'Artifact Earned!' notice is kept until the app clears it.
 */
import type { ExpeditionProgress } from '../../src/contract';
import { EXPEDITION, type ExpeditionSeed } from '../content/expedition';
import { EXPEDITION_POINTS } from '../engine/dungeon';
import type { Db } from '../store/db';
import { grantArtifact, recordArtifactEarned } from '../store/dungeons/players';
import { awardPoints, completedAmong, recordExpedition } from '../store/dungeons/points';

export const EXPEDITIONS: ExpeditionSeed[] = [EXPEDITION];

export const findExpedition = (id: string | null | undefined): ExpeditionSeed | undefined =>
  EXPEDITIONS.find((e) => e.expedition_id === id);

export function expeditionProgress(db: Db, userId: string, e: ExpeditionSeed): ExpeditionProgress {
  const completed = completedAmong(db, userId, e.dungeons);
  const current = e.dungeons.find((id) => !completed.includes(id)) ?? null;
  return { expedition_id: e.expedition_id, completed_dungeons: completed, current_dungeon: current, completed: current === null };
}

/** After a victory was recorded: grants the reward once, when every dungeon is now complete. */
export function settleExpedition(db: Db, userId: string, e: ExpeditionSeed, now: number): ExpeditionProgress {
  const progress = expeditionProgress(db, userId, e);
  if (progress.completed && recordExpedition(db, userId, e.expedition_id, now)) {
    grantArtifact(db, userId, e.artifact, `expedition:${e.expedition_id}`, now);
    recordArtifactEarned(db, userId, e.artifact, now);
    awardPoints(db, userId, EXPEDITION_POINTS, 'expedition', e.expedition_id, now);
  }
  return progress;
}
