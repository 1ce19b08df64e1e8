/**
 * The one seam to the dungeons domain: rank inputs, artifact power balance and the seeded dungeons.
 * Rank points are the dungeon ledger's plus this domain's own (rank_points: demo seed, events).
 */
import type { Db } from '../store/db';
import { ledgerSum } from '../store/account/ledgers';
import { addArtifactPower } from '../store/dungeons/players';
import { rankPointsOf as dungeonRankPoints } from '../store/dungeons/points';
import { listDungeons, dungeonSeedOf } from '../store/dungeons/seeded-dungeons';

export const rankPointsOf = async (db: Db, userId: string): Promise<number> => await dungeonRankPoints(db, userId) + await ledgerSum(db, 'rank_points', userId);

/** Credits the dungeon-side balance, the one artifact choosers spend (the ledger here keeps the reason). */
export const creditArtifactPower = (db: Db, userId: string, amount: number, now: number): Promise<void> => addArtifactPower(db, userId, amount, now);

export interface DungeonSummary {
  dungeon_id: string;
  name: string;
  description: string;
  art: string;
  creator: string;
  updated_at: string;
}

export async function dungeonSummaries(db: Db): Promise<DungeonSummary[]> {
  return (await listDungeons(db)).map((row) => {
    const t = dungeonSeedOf(row);
    return { dungeon_id: t.dungeon_id, name: t.name, description: t.description, art: t.art, creator: t.creator, updated_at: row.updated_at };
  });
}
