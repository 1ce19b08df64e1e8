import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaUrls } from '../../../worker/media';
import { details, progress } from '../helpers/dungeon-fixtures';
import { adventure, chapter } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';
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
});
