import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { memories } from '../../../server/content';
import type { MemorySeed } from '../../../server/content/memory-types';
import { attempt, type Caller, getWith, makeSubscriber, player, server, userIdOf } from '../helpers';

let app: FastifyInstance;
afterEach(() => app.close());

/** Plays one adventure to its end through the API, taking the first authored branch at every moment. */
async function playToEnd(me: Caller, adventure: MemorySeed['adventures'][number]): Promise<void> {
  const started = await me.call(api.adventureStart, { id: adventure.adventure_id }, { restart: false });
  expect(started.current_chapter).toBe(1);
  for (let chapter = 1; chapter < adventure.chapters.length; chapter++) {
    const choice = adventure.chapters[chapter - 1]!.moment!.branches[0]!.label;
    const after = await me.call(api.adventureContinue, { id: adventure.adventure_id }, { chapter, choice });
    expect(after.current_chapter).toBe(chapter + 1);
  }
  const ended = await me.call(api.adventure, { id: adventure.adventure_id });
  expect(ended.status).toBe('ended');
  expect(ended.series_end).toBe(adventure.end.type);
}

describe('every seeded Memory, played to its end through the API', () => {
  for (const memory of memories) {
    it(`${memory.name}: every adventure ends, with its end screen, progress and cards`, async () => {
      ({ app } = await server());
      const me = await player(app, 'ada@example.com');
      if (memory.is_premium) {
        // Locked for players without a subscription…
        const denied = await attempt(me, 'POST', `/ac/${memory.adventures[0]!.adventure_id}/`, { restart: false });
        expect(denied.status).toBe(403);
        expect((await attempt(me, 'GET', `/ac/${memory.adventures[0]!.adventure_id}/end-screen/`)).status).toBe(403);
        // …and open to a subscriber.
        await makeSubscriber(app, await userIdOf(me));
      }
      for (const [i, adventure] of memory.adventures.entries()) {
        await playToEnd(me, adventure);
        const progress = await me.call(api.seriesUserProgress, { seriesId: memory.series_id });
        expect(progress.completed_adventures).toBe(i + 1);
        const end = await me.call(api.endScreen, { id: adventure.adventure_id });
        expect(end.type).toBe(adventure.end.type);
        expect(end.users_also_like.every((x) => x.series_id !== memory.series_id)).toBe(true);
        expect(end.users_also_like.length).toBeGreaterThan(0);
      }
      const progress = await me.call(api.seriesUserProgress, { seriesId: memory.series_id });
      expect(progress.progress).toBe('Completed');
      const cards = await me.call(api.sagaCards, { sagaId: memory.saga_id });
      expect(cards.cards.map((c) => [c.type, c.count, c.status])).toEqual([
        ['gold', 1, 'unlocked'],
        ...memory.adventures.map(() => ['silver', 1, 'unlocked']),
      ]);
    });
  }
});

describe('end screens', () => {
  it('next_available names the next adventure, ready to play', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const end = await me.call(api.endScreen, { id: 'glassblowers-oath-1' });
    expect(end).toMatchObject({
      type: 'next_available',
      next_adventure: { adventure_id: 'glassblowers-oath-2', release_status: 'ready_to_play', release_text: null },
    });
  });

  it('coming_soon carries the release date for a countdown', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const end = await me.call(api.endScreen, { id: 'salt-cartographer-2' });
    expect(end.type).toBe('coming_soon');
    expect(end.next_adventure).toMatchObject({ adventure_id: null, release_status: 'coming_later_with_date', release_text: '2027-03-01T00:00:00Z' });
  });

  it('end_of_series has nothing next, and suggests other series and dungeons', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const end = await me.call(api.endScreen, { id: 'glassblowers-oath-3' });
    expect(end.type).toBe('end_of_series');
    expect(end.next_adventure).toBeNull();
    for (const like of end.users_also_like) expect(!!like.dungeon_id !== !!like.series_id).toBe(true);
  });

  it('an unknown adventure is a 404', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    expect((await attempt(me, 'GET', '/ac/nope/end-screen/')).status).toBe(404);
  });
});

describe('around play', () => {
  it('restart clears the player’s progress and choices of that adventure, once per key', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const id = 'glassblowers-oath-1';
    await me.call(api.adventureStart, { id }, { restart: false });
    await me.call(api.adventureContinue, { id }, { chapter: 1, choice: 'hide the mirror' });
    const again = await me.call(api.adventureStart, { id }, { restart: true }, 'restart-1');
    expect(again).toEqual({ adventure_id: id, current_chapter: 1, audio_url: null });
    await me.call(api.adventureContinue, { id }, { chapter: 1, choice: 'row away' });
    // The same key replays its answer: the new choice survives.
    expect(await me.call(api.adventureStart, { id }, { restart: true }, 'restart-1')).toEqual(again);
    const view = await me.call(api.adventure, { id });
    expect(view.current_chapter).toBe(2);
    expect(view.chapters[0]!.choice_made).toBe('row away');
  });

  it('user progress before any play, loading phrases, extra section and reset uses', async () => {
    ({ app } = await server());
    const me = await player(app, 'ada@example.com');
    const progress = await me.call(api.seriesUserProgress, { seriesId: 'glassblowers-oath' });
    expect(progress).toMatchObject({ progress: 'Not Started', current_adventure_id: 'glassblowers-oath-1', completed_adventures: 0, total_adventures: 3 });
    const loading = await me.call(api.adventureLoading, { id: 'glassblowers-oath-1' });
    expect(loading.phrases.length).toBeGreaterThan(3);
    expect(loading.shareCode).toBeNull();
    const extra = await getWith(me, api.adventureExtraSection, '/ac/glassblowers-oath-1/extra-section/', { chapter: '1', is_app: 'false' });
    expect(extra.characters.map((c) => c.name)).toContain('Archivist Ilse');
    expect(extra.promo?.button_text).toBe('Subscribe for Endless Adventures!');
    await makeSubscriber(app, await userIdOf(me));
    expect((await me.call(api.adventureExtraSection, { id: 'glassblowers-oath-1' })).promo).toBeNull();
    const reset = await me.call(api.adventureResetUses, { id: 'glassblowers-oath-1' }, {}, 'reset-1');
    expect(reset.message).toMatch(/reset/);
    expect(await me.call(api.adventureResetUses, { id: 'glassblowers-oath-1' }, {}, 'reset-1')).toEqual(reset);
    expect((await attempt(me, 'GET', '/ac/series/nope/user-progress/')).status).toBe(404);
  });
});
