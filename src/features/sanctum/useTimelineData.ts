/** Live reads of the Timeline rows the Sanctum draws, each with the ensure that pulls them. */
import { db } from '../../db';
import { useEnsure } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';

export function useDungeon(dungeonId: string) {
  const dungeon = useLive(async () => (await db.dungeons.get(dungeonId)) ?? null, [dungeonId]);
  const ensure = useEnsure({ kind: 'dungeon', id: dungeonId });
  return { dungeon, ensure };
}

export function useExpedition(expeditionId: string | null) {
  const expedition = useLive(async () => (expeditionId ? ((await db.expeditions.get(expeditionId)) ?? null) : null), [expeditionId]);
  const ensure = useEnsure(expeditionId ? { kind: 'expedition', id: expeditionId } : null);
  return { expedition, ensure };
}

export function useRank() {
  const rank = useLive(async () => (await db.rank.get('me')) ?? null, []);
  const ensure = useEnsure({ kind: 'rank' });
  return { rank, ensure };
}

/** Every artifact earned and not yet shown, across the player's crawls (in-play §2 Artifact earned modal). */
export function useArtifactsEarned() {
  return useLive(async () => (await db.dungeonProgress.toArray()).flatMap((p) => p.artifacts_earned ?? []), []);
}

/** The expedition of the featured dungeons: the first expedition_id among those pulled. */
export function useFeaturedExpeditionId(dungeonIds: readonly string[]) {
  const key = dungeonIds.join('|');
  return useLive(async () => {
    const rows = await db.dungeons.bulkGet(key ? key.split('|') : []);
    return rows.find((d) => d?.expedition_id)?.expedition_id ?? null;
  }, [key]);
}
