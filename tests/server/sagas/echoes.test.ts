import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { OTHER_HISTORIANS } from '../../../server/content/memories/other-historians';
import { api } from '../../../src/contract';
import { attempt, type Caller, makeSubscriber, player, server, userIdOf } from '../helpers';

let app: FastifyInstance;
afterEach(() => app.close());

/** Other players' stories with typed turns: the stuff echoes are made of. */
async function othersPlay(players: Caller[], turns: number): Promise<void> {
  for (const [i, p] of players.entries()) {
    const s = await p.call(api.createCustomSaga, {}, { premise: `Story ${i} of a drowned bell.` });
    for (let t = 0; t < turns; t++) await p.call(api.storyTurn, { storyId: s.story_id }, { text: `Player ${i} choice ${t}` });
  }
}

describe('echoes', () => {
  it('list other players’ choices at a similar point, up to 10, never the owner’s own', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const others = await Promise.all(['bo', 'cy', 'di', 'ed'].map((n) => player(app, `${n}@example.com`)));
    await othersPlay(others, 3);
    const mine = await ada.call(api.createCustomSaga, {}, { premise: 'A bell under the lake.' });
    await ada.call(api.storyTurn, { storyId: mine.story_id }, { text: 'my own words' });
    const list = await ada.call(api.sagaEchoes, { sagaId: mine.saga_id });
    expect(list.echoes).toHaveLength(10);
    expect(list.echoes.some((e) => e.text === 'my own words')).toBe(false);
    // At chapter 2 the nearest point is what others typed to open their chapter 3 (choice 1).
    expect(list.echoes[0]!.text).toMatch(/choice 1$/);
    expect(list).toMatchObject({ chapter: 2, rerolls_left: 3, can_reroll: false, can_feature: false, adventure_mode: 'solo' });
  });

  it('with no other players yet the list is empty (the first-player message)', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const mine = await ada.call(api.createCustomSaga, {}, { premise: 'Alone in the archive.' });
    expect((await ada.call(api.sagaEchoes, { sagaId: mine.saga_id })).echoes).toEqual([]);
  });

  it('reroll is for subscribers, 3 times per chapter; each reroll once per key', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    await othersPlay(await Promise.all(['bo', 'cy', 'di', 'ed'].map((n) => player(app, `${n}@example.com`))), 3);
    const mine = await ada.call(api.createCustomSaga, {}, { premise: 'A bell under the lake.' });
    const url = `/sagas/${mine.saga_id}/echoes/reroll/`;
    const denied = await attempt(ada, 'POST', url, {});
    expect(denied).toMatchObject({ status: 403, message: 'Rerolling echoes is for subscribers.' });
    await makeSubscriber(app, await userIdOf(ada));
    const before = await ada.call(api.sagaEchoes, { sagaId: mine.saga_id });
    expect(before.can_reroll).toBe(true);
    const first = await ada.call(api.echoesReroll, { sagaId: mine.saga_id }, {}, 'reroll-1');
    expect(await ada.call(api.echoesReroll, { sagaId: mine.saga_id }, {}, 'reroll-1')).toEqual(first);
    expect(first.rerolls_left).toBe(2);
    expect(first.echoes.map((e) => e.echoes_id)).not.toEqual(before.echoes.map((e) => e.echoes_id));
    await ada.call(api.echoesReroll, { sagaId: mine.saga_id }, {});
    const last = await ada.call(api.echoesReroll, { sagaId: mine.saga_id }, {});
    expect(last).toMatchObject({ rerolls_left: 0, can_reroll: false });
    expect(await attempt(ada, 'POST', url, {})).toMatchObject({ status: 400, message: 'You have used all 3 rerolls for this chapter.' });
    // Another player, even a subscriber, cannot reroll someone else's story.
    const bo = await player(app, 'bo2@example.com');
    await makeSubscriber(app, await userIdOf(bo));
    expect((await attempt(bo, 'POST', url, {})).status).toBe(404);
  });

  it('featuring: subscribers only, one per chapter; confirm keeps a Scroll of Fate the narrator weaves in', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    await othersPlay(await Promise.all(['bo', 'cy'].map((n) => player(app, `${n}@example.com`))), 2);
    const mine = await ada.call(api.createCustomSaga, {}, { premise: 'A bell under the lake.' });
    const list = await ada.call(api.sagaEchoes, { sagaId: mine.saga_id });
    const [a, b] = list.echoes;
    expect((await attempt(ada, 'POST', `/sagas/${mine.saga_id}/echoes/${a!.echoes_id}/feature/`, {})).status).toBe(403);
    await makeSubscriber(app, await userIdOf(ada));
    const featured = await ada.call(api.echoFeature, { sagaId: mine.saga_id, echoId: a!.echoes_id }, {}, 'feature-1');
    expect(featured.echoes[0]).toMatchObject({ echoes_id: a!.echoes_id, is_featured: true });
    expect(featured.can_feature).toBe(false);
    expect(await ada.call(api.echoFeature, { sagaId: mine.saga_id, echoId: a!.echoes_id }, {}, 'feature-1')).toEqual(featured);
    expect((await attempt(ada, 'POST', `/sagas/${mine.saga_id}/echoes/${b!.echoes_id}/feature/`, {})).status).toBe(403);
    expect((await attempt(ada, 'POST', `/sagas/${mine.saga_id}/echoes/nope/feature/`, {})).status).toBe(404);

    const confirmed = await ada.call(api.echoesConfirm, { sagaId: mine.saga_id }, { echoes: [a!.echoes_id, b!.echoes_id], adventure_mode: 'echo' }, 'confirm-1');
    expect(confirmed.adventure_mode).toBe('echo');
    expect(await ada.call(api.echoesConfirm, { sagaId: mine.saga_id }, { echoes: [a!.echoes_id, b!.echoes_id], adventure_mode: 'echo' }, 'confirm-1')).toEqual(confirmed);
    expect(confirmed.scroll.map((e) => [e.echoes_id, e.is_featured])).toEqual([
      [a!.echoes_id, true],
      [b!.echoes_id, false],
    ]);
    expect((await attempt(ada, 'POST', `/sagas/${mine.saga_id}/echoes/confirm/`, { echoes: ['nope'], adventure_mode: 'echo' })).status).toBe(400);
    const next = await ada.call(api.storyTurn, { storyId: mine.story_id }, { text: 'I listen for the bell' });
    const told = next.chapters[1]!.blocks.map((x) => x.blockText).join(' ');
    expect(told).toContain(a!.text);
    expect(told).toContain(b!.text);
    // A retelling of that chapter weaves in the same Scroll of Fate.
    const retold = await ada.call(api.storyRefresh, { storyId: mine.story_id }, {});
    const again = retold.chapters[1]!.blocks.map((x) => x.blockText).join(' ');
    expect(again).not.toBe(told);
    for (const e of [a!, b!]) expect(again.split(e.text).length - 1).toBe(1);
  });

  it('a series saga’s echoes are other players’ choices in its adventures, read only', async () => {
    ({ app } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    await bo.call(api.adventureContinue, { id: 'glassblowers-oath-1' }, { chapter: 1, choice: 'hide the mirror in the kiln' });
    const list = await ada.call(api.sagaEchoes, { sagaId: 'saga-glassblowers-oath' });
    // The newest first; after it, the choices the world's seeded Historians made before anyone played.
    expect(list.echoes[0]).toMatchObject({ text: 'hide the mirror in the kiln', username: 'bo', story_id: 'glassblowers-oath-1' });
    const seeded = new Set(OTHER_HISTORIANS.map((h) => h.username));
    expect(list.echoes.slice(1).every((e) => seeded.has(e.username))).toBe(true);
    expect(list.echoes.some((e) => e.username === 'ada')).toBe(false);
  });
});
