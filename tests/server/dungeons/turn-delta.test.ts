/**
 * A turn answers the crawl's head and only the events the client lacks: a turn's answer does not grow
 * with the crawl's history, and a client that names the last event it holds is never left with a gap.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../../src/contract';
import { attempt, dungeonServer, historian, VAULT } from './helpers';

let app: FastifyInstance;
afterEach(() => app.close());

describe('a Timeline turn answers only the new events', () => {
  it('without after_seq: the events the turn played, and a head without the history', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    const started = await me.call(api.dungeonStart, { id: VAULT }, { artifacts: [] });
    const turn = await attempt(me, 'PUT', `/dungeon/${VAULT}/continue/`, { text: 'hum a tune' });
    expect(turn.status).toBe(200);
    const body = turn.body as { events: { seq: number; type: string }[]; progress: Record<string, unknown> };
    expect(body.progress).not.toHaveProperty('events');
    expect(body.events[0]).toMatchObject({ type: 'input', seq: started.events.at(-1)!.seq + 1 });
    const { events } = await me.call(api.dungeonProgress, { id: VAULT });
    expect(events.slice(-body.events.length)).toEqual(body.events);
  });

  it('with after_seq: every event after it, the ones played elsewhere since included', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    const started = await me.call(api.dungeonStart, { id: VAULT }, { artifacts: [] });
    const known = started.events.at(-1)!.seq;
    // Another device of the same player plays two turns this one never saw.
    await me.call(api.dungeonContinue, { id: VAULT }, { text: 'hum a tune' });
    await me.call(api.dungeonContinue, { id: VAULT }, { text: 'whistle a song' });

    const turn = await me.call(api.dungeonContinue, { id: VAULT }, { text: 'look around', after_seq: known });
    const { events } = await me.call(api.dungeonProgress, { id: VAULT });
    expect(turn.events).toEqual(events.filter((e) => e.seq > known));
    expect(turn.events.map((e) => e.seq)).toEqual(turn.events.map((_, i) => known + 1 + i));
  });

  it("an answer's size stays the same as the history grows", async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    let last = (await me.call(api.dungeonStart, { id: VAULT }, { artifacts: [] })).events.at(-1)!.seq;
    const size = async () => {
      const res = await me.inject({ method: 'PUT', url: `/api/dungeon/${VAULT}/continue/`, payload: { text: 'hum a tune', after_seq: last } });
      const turn = api.dungeonContinue.response.parse(res.json());
      last = turn.events.at(-1)!.seq;
      return res.body.length;
    };
    const early = await size();
    for (let i = 0; i < 60; i++) await size();
    expect(last).toBeGreaterThan(100);
    expect(await size()).toBeLessThan(early * 1.2);
  });

  it('the progress calls that play no turn answer the head too', async () => {
    ({ app } = await dungeonServer());
    const me = await historian(app, 'ada');
    await me.call(api.dungeonStart, { id: VAULT }, { artifacts: [] });
    const res = await attempt(me, 'PUT', `/dungeon/${VAULT}/user-progress/`, { read_step: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dungeon_id: VAULT, read_step: 3 });
    expect(res.body).not.toHaveProperty('events');
  });
});
