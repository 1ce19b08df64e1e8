import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { glassblowersOath } from '../../../server/content/memories/glassblowers-oath';
import { player, server } from '../helpers';

let app: FastifyInstance;
afterEach(() => app.close());

describe('home', () => {
  it('features every series; recents list only what the player played, most recent first', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const featured = await me.call(api.featured);
    expect(featured.items.map((i) => i.series_id)).toContain(glassblowersOath.series_id);
    expect(featured.items.every((i) => ['series', 'dungeon'].includes(i.kind) && i.progress === 'Not Started')).toBe(true);
    expect((await me.call(api.recents)).items).toEqual([]);
    await me.call(api.seriesPlay, { seriesId: glassblowersOath.series_id });
    const recents = await me.call(api.recents);
    expect(recents.items.map((i) => [i.series_id, i.progress])).toEqual([[glassblowersOath.series_id, 'In Progress']]);
  });

  it('series details name the creator and list every adventure ready to play', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const details = await me.call(api.seriesDetails, { seriesId: glassblowersOath.series_id });
    expect(details).toMatchObject({ saga_id: glassblowersOath.saga_id, created_by: 'The Lantern Guild', is_premium: false, can_access: true });
    expect(details.adventures).toHaveLength(glassblowersOath.adventures.length);
    expect(details.adventures.map((a) => a.button_state)).toEqual(glassblowersOath.adventures.map(() => 'ready_to_play'));
    expect(details.adventures.every((a) => a.chapters_count >= 3)).toBe(true);
  });
});
