import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_TABLES } from '../../src/db';
import { avatar, dungeon, input, narrative, progress, start, turn } from './helpers/dungeon-fixtures';
import { homeItem, user } from './helpers/fixtures';
import { harness, signIn } from './helpers/harness';

const OFFLINE = { ok: false, message: 'You are offline. This needs a connection.' };

afterEach(() => {
  vi.restoreAllMocks();
});

async function signedIn() {
  const h = harness();
  await signIn(h.db);
  await h.db.user.put({ ...user(), id: 'me' });
  return h;
}

describe('Timeline commands', () => {
  it('online commands refuse offline with a plain message and write nothing', async () => {
    const { db, net, api } = await signedIn();
    net.online = false;

    expect(await api.startDungeon('d1', { restart: false, artifacts: [] })).toEqual(OFFLINE);
    expect(await api.resurrect('d1', true)).toEqual(OFFLINE);
    expect(await api.restartRoom('d1')).toEqual(OFFLINE);
    expect(await api.fastTravel('d1', 'The Gate')).toEqual(OFFLINE);
    expect(await api.resetDungeon('d1')).toEqual(OFFLINE);
    expect(await api.selectAvatar('av1')).toEqual(OFFLINE);
    expect(await api.usePartnerCode('WREN1')).toEqual(OFFLINE);
    expect(await db.dungeonProgress.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('startDungeon writes the crawl, its events and the active crawl, refreshes recents and answers the start', async () => {
    const { db, net, api, sync } = await signedIn();
    await db.dungeons.put(dungeon('d1'));
    const answer = start(progress('d1', [narrative(1), narrative(0)]), '/audio/gate.mp3');
    net.on('POST', '/dungeon/:id/', { status: 200, body: answer });
    net.on('GET', '/homepage/recents/', { status: 200, body: { items: [homeItem('d1', { kind: 'dungeon', series_id: null, dungeon_id: 'd1' })] } });

    expect(await api.startDungeon('d1', { restart: true, artifacts: ['ar1'] })).toEqual({ ok: true, value: answer });
    await sync.refresh({ kind: 'recents' });

    expect(net.to('POST', '/dungeon/d1/')[0]?.body).toEqual({ restart: true, artifacts: ['ar1'] });
    expect(await db.dungeonProgress.get('d1')).toMatchObject({ current_room: 'The Gate', status: 'active' });
    expect((await db.dungeonEvents.where('dungeon_id').equals('d1').sortBy('seq')).map((e) => e.event.event_id)).toEqual(['e0', 'e1']);
    expect((await db.dungeons.get('d1'))?.has_active_crawl).toBe(true);
    expect((await db.recents.toArray()).map((r) => r.key)).toEqual(['dungeon:d1']);
  });

  it('startDungeon refuses more than 4 artifacts without calling the server', async () => {
    const { net, api } = await signedIn();
    expect(await api.startDungeon('d1', { restart: false, artifacts: ['a', 'b', 'c', 'd', 'e'] })).toEqual({
      ok: false,
      message: 'You can only select up to 4 artifacts.',
    });
    expect(net.requests).toHaveLength(0);
  });

  it('resurrect, restart-room and fast travel write the turn they answer', async () => {
    const { db, net, api } = await signedIn();
    const after = progress('d1', [narrative(0), input(1, 'Go'), narrative(2)], { current_room: 'The Hall' });
    net.on('POST', '/dungeon/:id/change-room/', { status: 200, body: turn(after, [narrative(2)]) });
    net.on('POST', '/dungeon/:id/resurrect/', { status: 403, body: { message: 'Free resurrection is for subscribers.' } });

    const moved = await api.fastTravel('d1', 'The Hall');
    expect(moved.ok).toBe(true);
    expect(net.to('POST', '/dungeon/d1/change-room/')[0]?.body).toEqual({ room: 'The Hall' });
    expect((await db.dungeonProgress.get('d1'))?.current_room).toBe('The Hall');
    expect(await db.dungeonEvents.count()).toBe(3);

    expect(await api.resurrect('d1', true)).toEqual({ ok: false, message: 'Free resurrection is for subscribers.', status: 403 });
  });

  it('an online turn waits for the dungeon writes still in the outbox', async () => {
    const { db, net, api, outbox } = await signedIn();
    net.online = false;
    await api.submitDungeonChoice('d1', 'Wait');
    await outbox.idle();

    expect(await api.restartRoom('d1')).toEqual(OFFLINE);
    expect(await db.outbox.count()).toBe(1);

    net.online = true;
    const order: string[] = [];
    net.on('PUT', '/dungeon/:id/continue/', (req) => {
      order.push(req.path);
      return { status: 200, body: turn(progress('d1', [input(0, 'Wait')]), [input(0, 'Wait')]) };
    });
    net.on('POST', '/dungeon/:id/restart-room/', (req) => {
      order.push(req.path);
      return { status: 200, body: turn(progress('d1', [input(0, 'Wait'), narrative(1)]), [narrative(1)]) };
    });
    expect((await api.restartRoom('d1')).ok).toBe(true);
    expect(order).toEqual(['/dungeon/d1/continue/', '/dungeon/d1/restart-room/']);
  });

  it('resetDungeon pulls the new crawl', async () => {
    const { db, net, api } = await signedIn();
    await db.dungeonEvents.put({ dungeon_id: 'd1', seq: 7, event: narrative(7), pending_outbox_id: null });
    net.on('PUT', '/dungeon/:id/reset/', { status: 200, body: { message: 'Restarted' } });
    net.on('GET', '/dungeon/:id/user-progress/', { status: 200, body: progress('d1', [narrative(0)]) });
    net.on('GET', '/dungeon/:id/details/', { status: 404, body: { message: 'No details' } });

    expect(await api.resetDungeon('d1')).toEqual({ ok: true, value: undefined });
    expect((await db.dungeonEvents.toArray()).map((e) => e.seq)).toEqual([0]);
  });

  it('read steps are stored at once and sent coalesced: one request at a time, only the latest waits', async () => {
    const { db, net, api } = await signedIn();
    await db.dungeonProgress.put((({ events: _e, ...row }) => row)(progress('d1')));
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    net.on('PUT', '/dungeon/:id/user-progress/', async () => {
      await gate;
      return { status: 200, body: progress('d1') };
    });

    await api.setReadStep('d1', 1);
    await api.setReadStep('d1', 2);
    await api.setReadStep('d1', 3);
    expect((await db.dungeonProgress.get('d1'))?.read_step).toBe(3);
    release();

    await vi.waitFor(() => expect(net.to('PUT', '/dungeon/d1/user-progress/')).toHaveLength(2));
    expect(net.to('PUT', '/dungeon/d1/user-progress/').map((r) => r.body)).toEqual([{ read_step: 1 }, { read_step: 3 }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('clearArtifactsEarned tells the server, then empties the earned artifacts of every crawl', async () => {
    const { db, api, net } = await signedIn();
    net.on('POST', '/user/artifact-earned/clear/', { status: 200, body: { message: 'Artifacts seen.' } });
    const earned = [{ artifact_id: 'ar1', title: 'Artifact Earned!', image: '/a.png', name: 'Lamp', description: 'Light.' }];
    await db.dungeonProgress.put((({ events: _e, ...row }) => row)(progress('d1', [], { artifacts_earned: earned })));
    expect(await api.clearArtifactsEarned()).toEqual({ ok: true, value: undefined });
    expect((await db.dungeonProgress.get('d1'))?.artifacts_earned).toEqual([]);
    expect(net.to('POST', '/user/artifact-earned/clear/')).toHaveLength(1);
  });
});

describe('account commands', () => {
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

  it('startCheckout answers the hosted checkout page, or the server refusal as it was worded', async () => {
    const { net, api } = await signedIn();
    net.on('POST', '/auth/create-customer-session/', { status: 200, body: { checkout_url: '/api/billing/test-checkout?session=s1' } });
    expect(await api.startCheckout()).toEqual({ ok: true, value: { checkoutUrl: '/api/billing/test-checkout?session=s1' } });
    net.on('POST', '/auth/create-customer-session/', { status: 403, body: { message: 'Link an account before subscribing.' } });
    expect(await api.startCheckout()).toMatchObject({ ok: false, message: 'Link an account before subscribing.' });
    net.online = false;
    expect(await api.startCheckout()).toEqual(OFFLINE);
  });

  it('selectAvatar writes the avatars the server answers and refreshes the user', async () => {
    const { db, net, api } = await signedIn();
    await db.avatars.bulkPut([avatar('av1', { state: 'selected' }), avatar('old')]);
    net.on('PUT', '/avatars/select/:avatarId/', { status: 200, body: [avatar('av1'), avatar('av2', { state: 'selected' })] });
    net.on('GET', '/user/', { status: 200, body: user({ avatar: { image_url: '/art/av2.png' } }) });

    expect(await api.selectAvatar('av2')).toEqual({ ok: true, value: undefined });

    expect((await db.avatars.orderBy('avatar_id').toArray()).map((a) => [a.avatar_id, a.state])).toEqual([
      ['av1', 'earned'],
      ['av2', 'selected'],
    ]);
    expect((await db.user.get('me'))?.avatar?.image_url).toBe('/art/av2.png');
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

  it('logout clears the Timeline tables too', async () => {
    const { db, api } = await signedIn();
    await db.dungeonEvents.put({ dungeon_id: 'd1', seq: 0, event: narrative(0), pending_outbox_id: null });
    await db.dungeonExtras.put({ dungeon_id: 'd1', resurrection: { free_resurrection_available: true } });
    await db.avatars.put(avatar('a1'));
    await db.dungeonNotes.put({ note_id: 'n1', room: 'r', text: 't', created_at: '2025-01-01T00:00:00.000Z', dungeon_id: 'd1', pending: false, outbox_id: null });

    await api.logout();

    for (const t of PLAYER_TABLES) expect([t, await db.table(t).count()]).toEqual([t, 0]);
  });
});
