import { describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/harness';
import { card, cardList, echo, echoList, saga, story, storyChapter } from '../helpers/saga-fixtures';

describe('pulls of sagas and stories', () => {
  it('a story and its chapters are stored word for word; its portraits are fetched for offline, its narration is not', async () => {
    const media: { audio?: unknown[]; image?: unknown[] }[] = [];
    const { db, net, api } = await signedIn({ prefetch: (m) => media.push(m) });
    const told = story('st1', [storyChapter(1, { choice_made: 'I dive' }), storyChapter(2)]);
    net.on('GET', '/story/:storyId/', { status: 200, body: told });

    expect(await api.ensure({ kind: 'story', id: 'st1' })).toEqual({ ok: true, value: undefined });

    const { chapters: _c, ...row } = told;
    expect(await db.stories.get('st1')).toEqual({ ...row, deleting: null });
    const chapters = await db.storyChapters.where('story_id').equals('st1').sortBy('chapter_number');
    expect(chapters.map(({ story_id: _s, pending_choice: _p, ...c }) => c)).toEqual(told.chapters);
    expect(media).toHaveLength(1);
    expect(media[0]!.audio).toBeUndefined();
    expect(new Set(media[0]!.image!.filter(Boolean))).toEqual(new Set(['/api/media/art/char-story-wren.svg']));
  });

  it('a saga page, its cards and its echoes are kept for offline', async () => {
    const { db, net, api } = await signedIn();
    net.on('GET', '/sagas/:sagaId/', { status: 200, body: saga('st1') });
    net.on('GET', '/sagas/:sagaId/cards/', { status: 200, body: cardList([card('c1')]) });
    net.on('GET', '/sagas/:sagaId/echoes/', { status: 200, body: echoList([echo('e1')]) });
    await Promise.all([api.ensure({ kind: 'saga', id: 'st1' }), api.ensure({ kind: 'sagaCards', id: 'st1' }), api.ensure({ kind: 'echoes', id: 'st1' })]);
    expect(await db.sagas.get('st1')).toEqual(saga('st1'));
    expect(await db.sagaCards.get('st1')).toEqual({ saga_id: 'st1', cards: [card('c1')] });
    expect(await db.echoes.get('st1')).toEqual({ ...echoList([echo('e1')]), saga_id: 'st1', pending_outbox_id: null });

    // Offline, an ensure fails and what was kept stays.
    net.online = false;
    expect((await api.refresh({ kind: 'saga', id: 'st1' })).ok).toBe(false);
    expect(await db.sagas.get('st1')).toEqual(saga('st1'));
  });
});
