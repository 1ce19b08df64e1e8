import { describe, expect, it } from 'vitest';
import { progress } from '../helpers/dungeon-fixtures';
import { user } from '../helpers/fixtures';
import { OFFLINE, signedIn } from '../helpers/harness';

describe('account commands', () => {
  it('clearArtifactsEarned tells the server, then empties the earned artifacts of every crawl', async () => {
    const { db, api, net } = await signedIn();
    net.on('POST', '/user/artifact-earned/clear/', { status: 200, body: { message: 'Artifacts seen.' } });
    const earned = [{ artifact_id: 'ar1', title: 'Artifact Earned!', image: '/a.png', name: 'Lamp', description: 'Light.' }];
    await db.dungeonProgress.put((({ events: _e, ...row }) => row)(progress('d1', [], { artifacts_earned: earned })));
    expect(await api.clearArtifactsEarned()).toEqual({ ok: true, value: undefined });
    expect((await db.dungeonProgress.get('d1'))?.artifacts_earned).toEqual([]);
    expect(net.to('POST', '/user/artifact-earned/clear/')).toHaveLength(1);
  });

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

  it('startCheckout answers the hosted checkout page, or the server refusal as it was worded', async () => {
    const { net, api } = await signedIn();
    net.on('POST', '/auth/create-customer-session/', { status: 200, body: { checkout_url: '/api/billing/test-checkout?session=s1' } });
    expect(await api.startCheckout()).toEqual({ ok: true, value: { checkoutUrl: '/api/billing/test-checkout?session=s1' } });
    net.on('POST', '/auth/create-customer-session/', { status: 403, body: { message: 'Link an account before subscribing.' } });
    expect(await api.startCheckout()).toMatchObject({ ok: false, message: 'Link an account before subscribing.' });
    net.online = false;
    expect(await api.startCheckout()).toEqual(OFFLINE);
  });

  it("usePartnerCode answers the server's message on a refusal and refreshes the user on success", async () => {
    const { net, api } = await signedIn();
    net.on('PUT', '/auth/referral-code/:code/', { status: 404, body: { message: 'That code does not exist.' } });
    expect(await api.usePartnerCode('NOPE')).toEqual({ ok: false, message: 'That code does not exist.', status: 404 });

    net.on('PUT', '/auth/referral-code/:code/', { status: 200, body: { message: 'You have 7 days of Premium!' } });
    net.on('GET', '/user/', { status: 200, body: user() });
    expect(await api.usePartnerCode(' ASH2 ')).toEqual({ ok: true, value: undefined });
    expect(net.to('PUT', '/auth/referral-code/ASH2/')).toHaveLength(1);
    expect(net.to('GET', '/user/')).toHaveLength(1);
  });
});
