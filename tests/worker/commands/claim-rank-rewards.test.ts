import { describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/harness';

describe('claimRankRewards: every earned rank reward claimed', () => {
  it('claimRankRewards claims online and stores the rank the server answers', async () => {
    const { db, net, api } = await signedIn();
    const rank = {
      current_rank: { title: 'Chronicler', rank: 2 },
      next_rank: { title: 'Timewarden', rank: 3 },
      current_points: 250,
      points_to_next: 150,
      missions_completed: 2,
      expeditions_completed: 0,
      rewards: [{ reward_id: 'r2', rank: 2, type: 'artifact_power' as const, amount: 200, avatar: null, state: 'rewarded' as const }],
    };
    net.on('PUT', '/historian-rank/rewards/', { status: 200, body: { claimed: rank.rewards, rank } });
    expect(await api.claimRankRewards()).toEqual({ ok: true, value: { claimed: 1 } });
    expect(await db.rank.get('me')).toEqual({ ...rank, id: 'me' });
  });

  it('a claimed free room restart perk shows on every stored crawl at once, and the resurrection status is read again', async () => {
    const { db, net, api } = await signedIn();
    await db.dungeonProgress.put({ dungeon_id: 'd1', free_room_restart_available: false } as never);
    await db.syncState.put({ resource: 'resurrectionStatus:d1', fetchedAt: 1 } as never);
    const perk = (type: 'free_room_restart' | 'free_resurrection') => ({ reward_id: type, rank: 9, type, amount: -1, avatar: null, state: 'rewarded' as const });
    const rank = {
      current_rank: { title: 'Cartographer of Ages', rank: 9 },
      next_rank: null,
      current_points: 2750,
      points_to_next: 0,
      missions_completed: 0,
      expeditions_completed: 0,
      rewards: [perk('free_room_restart'), perk('free_resurrection')],
    };
    net.on('PUT', '/historian-rank/rewards/', { status: 200, body: { claimed: rank.rewards, rank } });
    expect(await api.claimRankRewards()).toEqual({ ok: true, value: { claimed: 2 } });
    expect((await db.dungeonProgress.get('d1'))?.free_room_restart_available).toBe(true);
    expect(await db.syncState.get('resurrectionStatus:d1')).toBeUndefined();
  });
});
