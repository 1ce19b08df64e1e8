/** A download's fakes: the offline cache as a map, and a Memory (series s1) the fake network serves. */
import type { OfflineFiles } from '../../../worker/commands/offline-files';
import { adventure, chapter, seriesDetails } from './fixtures';
import { signedIn } from './harness';
import type { FakeNetwork } from './fake-network';

/** The offline cache as a map; a file's size is its URL's length unless `sizes` says; `gate` holds each keep. */
export class FakeFiles implements OfflineFiles {
  readonly kept = new Map<string, number>();
  readonly failing = new Set<string>();
  gate: (() => Promise<void>) | null = null;
  constructor(private readonly sizes: Record<string, number> = {}) {}
  async keep(url: string): Promise<number> {
    await this.gate?.();
    if (this.failing.has(url)) throw new TypeError('Failed to fetch');
    const size = this.sizes[url] ?? url.length;
    this.kept.set(url, size);
    return size;
  }
  async drop(url: string): Promise<void> {
    this.kept.delete(url);
  }
}

export const SERIES = {
  ...seriesDetails('s1'),
  adventures: [
    { ...seriesDetails('s1').adventures[0]!, adventure_id: 'a1', image_url: '/api/media/art/a1.svg', button_state: 'continue_adventure' as const },
    { ...seriesDetails('s1').adventures[0]!, adventure_id: 'a2', image_url: '/api/media/art/a2.svg', button_state: 'ready_to_play' as const },
    { ...seriesDetails('s1').adventures[0]!, adventure_id: 'a3', image_url: '/api/media/art/a3.svg', button_state: 'coming_later' as const },
  ],
  image_url: '/api/media/art/s1.svg',
};

/** Series s1: a1 reached to chapter 2, a2 not begun (its chapter 1 to read), a3 not released. */
export function memory(net: FakeNetwork) {
  net.on('GET', '/ac/series/:seriesId/details/', { status: 200, body: SERIES });
  net.on('GET', '/ac/:id/', (_req, { id }) => {
    if (id === 'a1') return { status: 200, body: adventure('a1', [chapter(1, { audio_url: '/api/media/audio/a1-1.mp3' }), chapter(2, { audio_url: '/api/media/audio/a1-2.mp3' })]) };
    if (id === 'a2') return { status: 200, body: adventure('a2', [chapter(1, { title: 'Unread', audio_url: '/api/media/audio/a2-1.mp3' })]) };
    return { status: 404, body: { message: 'Not found' } };
  });
}

export const FILES = ['/api/media/art/s1.svg', '/api/media/art/a1.svg', '/api/media/art/a2.svg', '/api/media/art/a3.svg', '/api/media/audio/a1-1.mp3', '/art/mara.jpg', '/api/media/audio/a1-2.mp3', '/api/media/audio/a2-1.mp3'];

export async function setup() {
  const files = new FakeFiles();
  const h = await signedIn({ offlineFiles: files });
  return { ...h, files };
}
