import { describe, expect, it } from 'vitest';
import type { EndScreen, Loading } from '../../../src/contract';
import { dungeon } from '../helpers/dungeon-fixtures';
import { seriesDetails } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';

const END: EndScreen = {
  type: 'coming_soon',
  title: 'To Be Continued',
  caption: 'Soon.',
  next_adventure: { image_url: '/art/next.svg', adventure_id: null, release_status: 'coming_later_with_date', release_text: '2027-03-01T00:00:00Z' },
  users_also_like: [
    { dungeon_id: 'd1', series_id: null, image_url: '/art/d1.svg', name: 'The Library' },
    { dungeon_id: null, series_id: 's2', image_url: '/art/s2.svg', name: 'Series s2' },
    { dungeon_id: null, series_id: 'gone', image_url: '/art/gone.svg', name: 'Gone' },
  ],
};

const LOADING: Loading = { phrases: ['Lighting the lamp…'], shareCode: null, shareCodeBackgroundImage: null, shareCodeSecondsUntilExpire: null, shareCodeTitle: null };

describe('what surrounds an adventure', () => {
  it("the end screen is kept for offline, and each 'also like' detail is fetched alongside; a failed one is skipped", async () => {
    const { db, net, api } = await signedIn();
    const started: string[] = [];
    let startedAtFirstAnswer = 0;
    const slow = (path: string, body: unknown, status = 200) => async () => {
      started.push(path);
      await new Promise((r) => setTimeout(r, 20));
      startedAtFirstAnswer ||= started.length;
      return { status, body };
    };
    net.on('GET', '/ac/:id/end-screen/', { status: 200, body: END });
    net.on('GET', '/dungeon/:id/', slow('d1', dungeon('d1')));
    net.on('GET', '/ac/series/:seriesId/details/', (req) => slow(req.path, req.path.includes('gone') ? { message: 'Gone' } : seriesDetails('s2'), req.path.includes('gone') ? 404 : 200)());

    expect(await api.refresh({ kind: 'endScreen', id: 'a1' })).toEqual({ ok: true, value: undefined });

    expect((await db.adventureExtras.get('a1'))?.end_screen).toEqual(END);
    expect(await db.dungeons.get('d1')).toBeTruthy();
    expect(await db.series.get('s2')).toBeTruthy();
    expect(await db.series.get('gone')).toBeUndefined();
    // In parallel: every detail was asked for before the first one answered.
    expect(started).toHaveLength(3);
    expect(startedAtFirstAnswer).toBe(3);
  });

  it("the loader's phrases are kept beside the end screen", async () => {
    const { db, net, api } = await signedIn();
    await db.adventureExtras.put({ adventure_id: 'a1', end_screen: END });
    net.on('GET', '/ac/:id/loading/', { status: 200, body: LOADING });

    await api.ensure({ kind: 'adventureLoading', id: 'a1' });

    expect(await db.adventureExtras.get('a1')).toEqual({ adventure_id: 'a1', end_screen: END, loading: LOADING });
  });
});
