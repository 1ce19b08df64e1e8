import type { ChronicleDB, DungeonExtrasRow } from '../../src/db';
import type { PullSpec } from './pull';

/** Sets some fields of a dungeon's extras row, keeping the others. Call inside a transaction over dungeonExtras. */
export async function mergeExtras(db: ChronicleDB, dungeonId: string, patch: Omit<Partial<DungeonExtrasRow>, 'dungeon_id'>): Promise<void> {
  const current = await db.dungeonExtras.get(dungeonId);
  await db.dungeonExtras.put({ ...current, ...patch, dungeon_id: dungeonId });
}

type ExtrasEndpoint = 'dungeonArtifacts' | 'dungeonLeaderboard' | 'dungeonLoading' | 'dungeonResurrectionStatus';

/**
 * One field of the extras row per endpoint. A failed fetch writes nothing, so a field is absent
 * until a fetch succeeds (the game-over screen hides the free resurrection without a status).
 */
const extrasSpec =
  <N extends ExtrasEndpoint>(resource: string, endpoint: N, field: 'artifacts' | 'leaderboard' | 'loading' | 'resurrection') =>
  (id: string): PullSpec<N> => ({
    key: `${resource}:${id}`,
    endpoint,
    params: { id },
    tables: (db) => [db.dungeonExtras],
    write: (db, value) => mergeExtras(db, id, { [field]: value }),
  });

export const artifactsSpec = extrasSpec('dungeonArtifacts', 'dungeonArtifacts', 'artifacts');
export const leaderboardSpec = extrasSpec('leaderboard', 'dungeonLeaderboard', 'leaderboard');
export const loadingSpec = extrasSpec('dungeonLoading', 'dungeonLoading', 'loading');
export const resurrectionSpec = extrasSpec('resurrectionStatus', 'dungeonResurrectionStatus', 'resurrection');
