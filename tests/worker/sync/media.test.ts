import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaUrls } from '../../../worker/media';
import { details, progress, rank } from '../helpers/dungeon-fixtures';
import { adventure, chapter, user } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';
import { card, friend, priorityAlert } from '../helpers/profile-fixtures';
import { DETAILS, PROGRESS } from '../helpers/servers';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('media prefetch', () => {
  it('a pulled crawl or adventure warms the media caches with its audio and artwork, and a failing prefetch fails nothing', async () => {
    const seen: MediaUrls[] = [];
    const h = await signedIn({ prefetch: (urls) => void seen.push(urls) });
    const p = progress('d1', [], {
      room_audio_url: '/audio/gate.mp3',
      inventory: [
        { name: 'Key', icon: '/art/key.png', quantity: 1, publicDescription: 'Opens.' },
        { name: 'Coin', icon: '🪙', quantity: 2, publicDescription: 'Shiny.' },
      ],
    });
    h.net.on('GET', PROGRESS, { status: 200, body: p });
    h.net.on('GET', DETAILS, { status: 200, body: details() });
    h.net.on('GET', '/ac/:id/', { status: 200, body: adventure('a1', [chapter(1, { audio_url: '/audio/c1.mp3' })]) });

    await h.api.refresh({ kind: 'crawl', id: 'd1' });
    await h.api.refresh({ kind: 'adventure', id: 'a1' });

    expect(seen[0]).toEqual({ audio: ['/audio/gate.mp3'], image: ['/art/key.png'] });
    expect(seen[1]?.audio).toEqual(['/audio/c1.mp3']);
    expect(seen[1]?.image).toContain('/art/mara.jpg');

    const failing = await signedIn({
      prefetch: () => {
        throw new Error('no caches');
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    failing.net.on('GET', '/ac/:id/', { status: 200, body: adventure('a1', [chapter(1)]) });
    expect(await failing.api.refresh({ kind: 'adventure', id: 'a1' })).toEqual({ ok: true, value: undefined });
  });

  it("the player's corner keeps its pictures for offline: the player's own, their group's, cards and the alert's", async () => {
    const seen: MediaUrls[] = [];
    const h = await signedIn({ prefetch: (urls) => void seen.push(urls) });
    h.net.on('GET', '/user/', { status: 200, body: user({ avatar: { image_url: '/art/me.svg' } }) });
    h.net.on('GET', '/historian-rank/', { status: 200, body: rank() });
    h.net.on('GET', '/friends/', { status: 200, body: [friend('u7')] });
    h.net.on('GET', '/collectible-cards/', { status: 200, body: { tab: 'originals', cards: [card('g')], selected_card_id: null } });
    h.net.on('GET', '/priority-alert/', { status: 200, body: { alert: priorityAlert() } });
    await h.api.refresh({ kind: 'user' });
    await h.api.refresh({ kind: 'friends' });
    await h.api.refresh({ kind: 'cards', tab: 'originals' });
    await h.api.refresh({ kind: 'priorityAlert' });
    const images = seen.flatMap((m) => m.image ?? []);
    for (const url of ['/art/me.svg', '/art/u7.svg', '/art/g.svg', '/art/a.svg', '/art/c.svg', '/art/ash.svg']) expect(images).toContain(url);
  });
});
