import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, NotificationType } from '../../../src/contract';
import { notify } from '../../../server/account/notify';
import { DUNGEONS } from '../../../server/content/dungeons';
import { sameTwice, signIn } from './helpers';
import { caller, getWith, login, player, server, userIdOf, rawRun } from '../helpers';

let app: FastifyInstance;
afterEach(() => app.close());

describe('notifications', () => {
  it('the demo account has one of every type, tap texts suffixed, all counted as pending', async () => {
    ({ app } = await server());
    const demo = caller(app, (await login(app, 'demo@chronicle.local')).access_token);
    const user = await demo.call(api.getUser);
    expect(user).toMatchObject({ username: 'Demo Historian', onboarding_state: 2, linked_accounts: ['email'], subscription_active: true });
    const list = await demo.call(api.notifications);
    expect(new Set(list.notifications.map((n) => n.type))).toEqual(new Set(NotificationType.options));
    expect(user.pending_notifications).toBe(NotificationType.options.length);
    const reply = list.notifications.find((n) => n.type === 'comment_reply')!;
    expect(reply.text).toBe('Wren the Wanderer replied to your comment - tap to view it');
    expect(reply.extra_data.saga_id).toBe('saga-glassblowers-oath');
    expect(list.notifications.find((n) => n.type === 'pending_notifications')!.text).not.toContain('tap to view it');
    expect(list.notifications.find((n) => n.type === 'trading_card_received')!.extra_data).toEqual({ card_id: 'card-glassblowers-oath-gold', type: 'gold' });
    expect((await demo.call(api.friends)).map((f) => [f.username, f.rank_title])).toEqual([['Wren the Wanderer', expect.any(String)]]);
    expect((await demo.call(api.historianRank)).current_points).toBeGreaterThanOrEqual(300);
  });

  it("every demo notification names something that exists: its card is the demo's, its story opens", async () => {
    ({ app } = await server());
    const demo = caller(app, (await login(app, 'demo@chronicle.local')).access_token);
    const extra = async (type: string) => (await demo.call(api.notifications)).notifications.find((n) => n.type === type)!.extra_data;
    const card = await extra('trading_card_received');
    const cards = await getWith(demo, api.collectibleCards, '/collectible-cards/', { card_id: card.card_id! });
    expect(cards).toMatchObject({ tab: 'originals', selected_card_id: card.card_id });
    expect(cards.cards.find((c) => c.card_id === card.card_id)).toMatchObject({ type: 'gold', count: 1, status: 'unlocked' });
    const story = await demo.call(api.story, { storyId: (await extra('custom_adventure_started')).story_id! });
    expect(story).toMatchObject({ is_owner: true, title: "The Lamplighter's Wager" });
    const custom = await getWith(demo, api.collectibleCards, '/collectible-cards/', { tab: 'custom' });
    expect(custom.cards).toMatchObject([{ saga_id: story.saga_id, count: null, status: 'unlocked', created_by_username: 'Demo Historian' }]);
  });

  it('reading one, then all, brings pending_notifications to 0; another player’s is a 404', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const id = await userIdOf(me);
    await notify(app.ctx.db, id, 'level_season_pass', 'Level up', {}, app.ctx.now());
    await notify(app.ctx.db, id, 'playtest_dungeon', 'Try this', { dungeon_id: 'd1' }, app.ctx.now());
    const [first] = (await me.call(api.notifications)).notifications;
    const read = (await sameTwice(me, api.readNotification, { id: first!.notification_id })) as { read: boolean };
    expect(read.read).toBe(true);
    expect((await me.call(api.getUser)).pending_notifications).toBe(1);
    expect(await sameTwice(me, api.readAllNotifications)).toEqual({ unread: 0 });
    expect((await me.call(api.getUser)).pending_notifications).toBe(0);
    const bo = await player(app, 'bo@example.com');
    expect((await bo.inject({ method: 'POST', url: `/api/notifications/${first!.notification_id}/read/` })).statusCode).toBe(404);
  });
});

describe('creators, following and search', () => {
  it('lists the two creators; a page has bio and series; follow and unfollow are idempotent', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    expect((await me.call(api.creators)).map((c) => c.page_name)).toEqual(['lantern-guild', 'vellum-house']);
    const page = await me.call(api.creatorPage, { name: 'lantern-guild' });
    expect(page.series_ids).toContain('glassblowers-oath');
    expect(page.bio.length).toBeGreaterThan(10);
    const followed = (await sameTwice(me, api.follow, { name: 'vellum-house' })) as { is_following: boolean; follower_count: number };
    expect([followed.is_following, followed.follower_count]).toEqual([true, 1]);
    expect((await me.call(api.following)).map((c) => c.page_name)).toEqual(['vellum-house']);
    await sameTwice(me, api.unfollow, { name: 'vellum-house' });
    expect(await me.call(api.following)).toEqual([]);
    expect((await me.inject({ method: 'GET', url: '/api/creators/nobody/' })).statusCode).toBe(404);
  });

  it('search matches series, Timelines and creators by name or description, ignoring case', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const res = await me.inject({ method: 'GET', url: '/api/search/?q=GLASS' });
    const hits = api.search.response.parse(res.json());
    expect(hits.series.map((s) => s.id)).toContain('glassblowers-oath');
    const lantern = api.search.response.parse((await me.inject({ method: 'GET', url: '/api/search/?q=lantern' })).json());
    expect(lantern.creators.map((c) => c.page_name)).toEqual(['lantern-guild']);
    const timeline = api.search.response.parse((await me.inject({ method: 'GET', url: '/api/search/?q=golden%20horn' })).json());
    expect(timeline.dungeons.map((d) => d.id)).toEqual(['chain-golden-horn']);
    expect((await me.inject({ method: 'GET', url: '/api/search/?q=' })).statusCode).toBe(400);
  });
});

describe('friends and blocking', () => {
  it('adds by exact username or email with the spec’s error texts', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com', 'Ada');
    await player(app, 'bo@example.com', 'Bo');
    const post = (query: string) => me.inject({ method: 'POST', url: '/api/friends/', payload: { query } });
    expect((await post('   ')).json()).toEqual({ message: 'Please enter a username or email' });
    expect((await post('Bob')).json()).toEqual({ message: 'This username does not exist' });
    const added = (await sameTwice(me, api.addFriend, {}, { query: '  Bo ' })) as { username: string; email: string | null };
    expect([added.username, added.email]).toEqual(['Bo', null]);
    const again = await post('bo@example.com');
    expect([again.statusCode, again.json()]).toEqual([400, { message: 'User is already in your group' }]);
    expect((await me.call(api.friends)).map((f) => f.username)).toEqual(['Bo']);
  });

  it('blocking lists the player with name and avatar; nobody can lift another’s block', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com', 'Ada');
    const bo = await player(app, 'bo@example.com', 'Bo');
    const cy = await player(app, 'cy@example.com', 'Cy');
    const cyId = await userIdOf(cy);
    const blocked = await sameTwice(ada, api.blockUser, { userId: cyId });
    expect(blocked).toEqual({ blocked_users: [{ user_id: cyId, username: 'Cy', avatar: expect.stringContaining('/api/media/art/avatar-') }] });
    await bo.call(api.unblockUser, { userId: cyId });
    expect((await ada.call(api.getUser)).blocked_users.map((b) => b.user_id)).toEqual([cyId]);
    expect(await sameTwice(ada, api.unblockUser, { userId: cyId })).toEqual({ blocked_users: [] });
    expect((await ada.inject({ method: 'POST', url: `/api/user/block/${await userIdOf(ada)}/` })).statusCode).toBe(400);
    expect((await ada.inject({ method: 'POST', url: '/api/user/block/nobody/' })).statusCode).toBe(404);
  });
});

describe('the priority alert', () => {
  it("counts every Historian's Timeline choices towards the goal and ranks who made the most", async () => {
    ({ app } = await server());
    const empty = await (await player(app, 'ada@example.com', 'Ada')).call(api.priorityAlert);
    expect(empty.alert).toMatchObject({ name: 'Priority Alert: The Archive Is Burning', current_value: 0, goal: 500, variant: 'default', leaderboard: [] });
    expect(empty.alert!.images).toHaveLength(3);

    const ada = await player(app, 'ada@example.com', 'Ada');
    const bo = await player(app, 'bo@example.com', 'Bo');
    const dungeon = DUNGEONS[0];
    for (const me of [ada, bo]) await me.call(api.dungeonStart, { id: dungeon!.dungeon_id }, { restart: false, artifacts: [] });
    await ada.call(api.dungeonContinue, { id: dungeon!.dungeon_id }, { text: 'look around' });
    await ada.call(api.dungeonContinue, { id: dungeon!.dungeon_id }, { text: 'open the door' });
    await bo.call(api.dungeonContinue, { id: dungeon!.dungeon_id }, { text: 'listen' });

    const { alert } = await bo.call(api.priorityAlert);
    expect(alert).toMatchObject({ current_value: 3, variant: 'default' });
    expect(alert!.leaderboard.map((l) => [l.rank, l.username, l.amount])).toEqual([
      [1, 'Ada', 2],
      [2, 'Bo', 1],
    ]);
  });

  it('turns complete once the goal is reached, and is gone after the season', async () => {
    let clock;
    ({ app, clock } = await server());
    const ada = await player(app, 'ada@example.com', 'Ada');
    const id = await userIdOf(ada);
    const insert = "INSERT INTO dungeon_events (user_id, dungeon_id, seq, type, payload_json, created_at) VALUES (?, ?, ?, 'input', '{}', ?)";
    const dungeon = DUNGEONS[0];
    for (let i = 0; i < 500; i++) await rawRun(app.ctx.db, insert, id, dungeon!.dungeon_id, i, new Date(clock.now()).toISOString());
    expect((await ada.call(api.priorityAlert)).alert).toMatchObject({ current_value: 500, variant: 'complete' });
    clock.advance(Date.parse('2027-01-01T00:00:00Z') - clock.now());
    expect(await (await signIn(app, 'ada@example.com')).call(api.priorityAlert)).toEqual({ alert: null });
  });
});
