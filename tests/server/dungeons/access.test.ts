import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { caller, login } from '../helpers';
import { attempt, dungeonServer, historian, PREMIUM_VAULT, subscribe, VAULT } from './helpers';

let app: FastifyInstance;
afterEach(() => app.close());

const start = { restart: false, artifacts: [] };

describe('who may see and change a crawl', () => {
  it('every dungeon call needs a session', async () => {
    ({ app } = await dungeonServer());
    const res = await app.inject({ method: 'GET', url: `/api/dungeon/${VAULT}/` });
    expect(res.statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `/api/dungeon/${VAULT}/`, payload: start })).statusCode).toBe(401);
  });

  it("another player's crawl is never visible or changed: each player sees only their own", async () => {
    ({ app } = await dungeonServer());
    const ada = await historian(app, 'ada');
    const bea = await historian(app, 'bea');
    await ada.call(api.dungeonStart, { id: VAULT }, start);
    await ada.call(api.dungeonContinue, { id: VAULT }, { text: 'take the lantern' });
    for (const path of ['user-progress/', 'details/', 'fast-travel/']) {
      expect((await attempt(bea, 'GET', `/dungeon/${VAULT}/${path}`)).status).toBe(404);
    }
    expect((await attempt(bea, 'PUT', `/dungeon/${VAULT}/continue/`, { text: 'go south' })).status).toBe(404);
    expect((await attempt(bea, 'POST', `/dungeon/${VAULT}/restart-room/`)).status).toBe(404);
    expect((await attempt(bea, 'PUT', `/dungeon/${VAULT}/reset/`)).status).toBe(404);
    expect((await bea.call(api.dungeon, { id: VAULT })).has_active_crawl).toBe(false);
    // Bea's own crawl starts fresh: Ada's lantern is still lying in Bea's hall.
    const hers = await bea.call(api.dungeonStart, { id: VAULT }, start);
    expect(hers.progress.inventory).toEqual([]);
    expect((await ada.call(api.dungeonProgress, { id: VAULT })).inventory.map((i) => i.name)).toEqual(['Brass Lantern']);
  });

  it('an unknown dungeon is a 404', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    expect(await attempt(me, 'GET', '/dungeon/nowhere/')).toEqual({ status: 404, body: { message: 'That Timeline does not exist.' } });
    expect((await attempt(me, 'POST', '/dungeon/nowhere/', start)).status).toBe(404);
    expect((await attempt(me, 'GET', '/expedition/nowhere/')).status).toBe(404);
  });
});

describe('premium timelines', () => {
  it('cannot be entered without a subscription: can_access false and a 403', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    const page = await me.call(api.dungeon, { id: PREMIUM_VAULT });
    expect([page.is_premium, page.can_access]).toEqual([true, false]);
    const refused = await attempt(me, 'POST', `/dungeon/${PREMIUM_VAULT}/`, start);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Premium/);
  });

  it('open to subscribers, and closed again when the subscription lapses', async () => {
    const made = await dungeonServer();
    app = made.app;
    const me = await historian(app, 'ada');
    await subscribe(app, me.userId);
    expect((await me.call(api.dungeon, { id: PREMIUM_VAULT })).can_access).toBe(true);
    await me.call(api.dungeonStart, { id: PREMIUM_VAULT }, start);
    made.clock.advance(31 * 24 * 3_600_000);
    // A month on, the access token has long expired too: sign in again, then try to play.
    const later = caller(app, (await login(app, 'ada@example.com')).access_token);
    expect((await attempt(later, 'PUT', `/dungeon/${PREMIUM_VAULT}/continue/`, { text: 'go south' })).status).toBe(403);
  });
});

describe('input rules', () => {
  it('a choice is trimmed, 1 to 250 characters', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    await me.call(api.dungeonStart, { id: VAULT }, start);
    expect((await attempt(me, 'PUT', `/dungeon/${VAULT}/continue/`, { text: '   ' })).status).toBe(400);
    expect((await attempt(me, 'PUT', `/dungeon/${VAULT}/continue/`, { text: 'x'.repeat(251) })).status).toBe(400);
    const turn = await me.call(api.dungeonContinue, { id: VAULT }, { text: '  take the lantern  ' });
    expect(turn.events[0]).toMatchObject({ type: 'input', text: 'take the lantern' });
    expect(turn.new_items.map((i) => i.name)).toEqual(['Brass Lantern']);
  });
});
