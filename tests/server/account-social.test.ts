import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, NotificationType } from '../../src/contract';
import { notify } from '../../server/account/notify';
import { sameTwice } from './account-helpers';
import { caller, login, player, server, userIdOf } from './helpers';

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
    expect(list.notifications.find((n) => n.type === 'trading_card_received')!.extra_data).toEqual({ card_id: 'demo-card', type: 'gold' });
    expect((await demo.call(api.friends)).map((f) => f.username)).toEqual(['Wren the Wanderer']);
    expect((await demo.call(api.historianRank)).current_points).toBeGreaterThanOrEqual(300);
  });

  it('reading one, then all, brings pending_notifications to 0; another player’s is a 404', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const id = await userIdOf(me);
    notify(app.ctx.db, id, 'level_season_pass', 'Level up', {}, app.ctx.now());
    notify(app.ctx.db, id, 'playtest_dungeon', 'Try this', { dungeon_id: 'd1' }, app.ctx.now());
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
