import { describe, expect, it } from 'vitest';
import { details, dungeon, narrative, progress } from '../helpers/dungeon-fixtures';
import { FILES, FakeFiles, memory, setup } from '../helpers/download-fixtures';
import { FakeLocks } from '../helpers/fake-locks';
import { signedIn } from '../helpers/harness';

describe("download: 'Make available offline' on a Memory", () => {
  it('pulls every released adventure with every chapter reached, keeps every narration and picture, and counts them', async () => {
    const { api, db, net, files } = await setup();
    memory(net);

    expect(await api.download('series', 's1')).toEqual({ ok: true, value: 'done' });

    // The text is where the reading screens read it: a2's chapter 1 was never opened, and reads now.
    expect((await db.chapters.get(['a2', 1]))?.title).toBe('Unread');
    expect(await db.chapters.where('adventure_id').equals('a1').count()).toBe(2);
    expect(net.to('GET', '/ac/a3/')).toHaveLength(0);
    expect([...files.kept.keys()].sort()).toEqual([...FILES].sort());
    const row = await db.downloads.get('series:s1');
    expect(row).toMatchObject({ kind: 'series', id: 's1', name: 'Series s1', state: 'done', error: null, done: 3 + FILES.length, total: 3 + FILES.length });
    expect(row?.bytes).toBe(FILES.reduce((n, u) => n + u.length, 0));
  });

  it('offline it answers that a connection is needed and leaves nothing behind', async () => {
    const { api, db, net, files } = await setup();
    net.online = false;
    const out = await api.download('series', 's1');
    expect(out.ok).toBe(false);
    expect(await db.downloads.count()).toBe(0);
    expect(files.kept.size).toBe(0);
  });

  it('a file that cannot be fetched stops it as failed, keeping what is done; trying again finishes it', async () => {
    const { api, db, net, files } = await setup();
    memory(net);
    files.failing.add('/api/media/audio/a1-2.mp3');

    const out = await api.download('series', 's1');
    expect(out).toMatchObject({ ok: false, message: expect.stringContaining('Try again') });
    expect(await db.downloads.get('series:s1')).toMatchObject({ state: 'failed' });

    files.failing.clear();
    expect(await api.download('series', 's1')).toEqual({ ok: true, value: 'done' });
    expect(await db.downloads.get('series:s1')).toMatchObject({ state: 'done', error: null });
    expect(files.kept.size).toBe(FILES.length);
  });

  it('a download a reload cut short runs again to the end, and lets go of what its text no longer names', async () => {
    const { api, db, net, files } = await setup();
    memory(net);
    files.kept.set('/api/media/audio/gone.mp3', 10);
    files.kept.set('/api/media/art/s1.svg', 16);
    const cut = { key: 'series:s1', kind: 'series' as const, id: 's1', name: 'Series s1', state: 'downloading' as const, done: 2, total: 11, bytes: 26, urls: ['/api/media/audio/gone.mp3', '/api/media/art/s1.svg'], error: null, startedAt: 1, finishedAt: null };
    await db.downloads.put(cut);

    expect(await api.download('series', 's1')).toEqual({ ok: true, value: 'done' });
    expect(files.kept.has('/api/media/audio/gone.mp3')).toBe(false);
    expect([...files.kept.keys()].sort()).toEqual([...FILES].sort());
    expect((await db.downloads.get('series:s1'))?.urls.sort()).toEqual([...FILES].sort());
  });
});

describe('download in two tabs', () => {
  /** Two tabs' workers over one database, one network, one offline cache and one set of locks. */
  async function twoTabs() {
    const files = new FakeFiles();
    const locks = new FakeLocks();
    const a = await signedIn({ offlineFiles: files, locks });
    const b = await signedIn({ offlineFiles: files, locks, db: a.db, net: a.net });
    memory(a.net);
    return { a, b, files, locks, db: a.db, net: a.net };
  }

  it('asked in both, it runs once: the second tab waits for the first and answers how it ended', async () => {
    const { a, b, files, db, net } = await twoTabs();
    const keeps: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    files.gate = async () => {
      keeps.push('keep');
      if (keeps.length === 1) await held;
    };

    const first = a.api.download('series', 's1');
    await expect.poll(() => keeps.length).toBe(1);
    const second = b.api.download('series', 's1');
    release();

    expect(await first).toEqual({ ok: true, value: 'done' });
    expect(await second).toEqual({ ok: true, value: 'done' });
    expect(keeps).toHaveLength(FILES.length);
    expect(net.to('GET', '/ac/series/s1/details/')).toHaveLength(1);
    expect(await db.downloads.get('series:s1')).toMatchObject({ state: 'done', done: 3 + FILES.length });
  });

  it('a tab that closed before the end leaves its download to the tab that asked for it too', async () => {
    const { b, files, db, locks } = await twoTabs();
    // The first tab began it (its row says so) and still holds its lock, then closes.
    await db.downloads.put({ key: 'series:s1', kind: 'series', id: 's1', name: 'Series s1', state: 'downloading', done: 1, total: 11, bytes: 0, urls: [], error: null, startedAt: 1, finishedAt: null });
    const close = await locks.hold('download:series:s1');
    const second = b.api.download('series', 's1');
    await new Promise((r) => setTimeout(r, 20));
    expect(files.kept.size).toBe(0);
    close();

    expect(await second).toEqual({ ok: true, value: 'done' });
    expect([...files.kept.keys()].sort()).toEqual([...FILES].sort());
    expect(await db.downloads.get('series:s1')).toMatchObject({ state: 'done' });
  });
});

describe("download: 'Make available offline' on a Timeline", () => {
  it("keeps the player's crawl whole: every room text played, each room's narration and scene", async () => {
    const { api, db, net, files } = await setup();
    const events = [
      narrative(0, 'The gate groans.'),
      { type: 'roomChange' as const, from: 'The Gate', to: 'The Hall', fast_travel: false, image_url: '/api/media/art/room-d1-hall.svg', image_alt: 'A hall', event_id: 'e1', seq: 1, created_at: '2025-01-01T00:00:00.000Z' },
      narrative(2, 'Dust on every step.'),
    ];
    const rooms = [
      { name: 'The Gate', count: 0, items_found: 0, total_items: 3, can_fast_travel: true, audio_url: '/api/media/audio/gate.mp3' },
      { name: 'The Hall', count: 0, items_found: 0, total_items: 2, can_fast_travel: true, audio_url: '/api/media/audio/hall.mp3' },
    ];
    net.on('GET', '/dungeon/:id/', { status: 200, body: dungeon('d1', { has_active_crawl: true, image_url: '/api/media/art/d1.svg' }) });
    net.on('GET', '/dungeon/:id/loading/', { status: 200, body: { phrases: ['Hold on'], banner: null, ask_rating: false } });
    net.on('GET', '/dungeon/:id/user-progress/', { status: 200, body: progress('d1', events, { current_room: 'The Hall', room_audio_url: '/api/media/audio/hall.mp3', rooms }) });
    net.on('GET', '/dungeon/:id/details/', { status: 200, body: details() });

    expect(await api.download('dungeon', 'd1')).toEqual({ ok: true, value: 'done' });
    expect((await db.dungeonEvents.where('dungeon_id').equals('d1').toArray()).map((e) => e.seq)).toEqual([0, 1, 2]);
    expect([...files.kept.keys()].sort()).toEqual(['/api/media/art/d1.svg', '/api/media/art/room-d1-hall.svg', '/api/media/audio/gate.mp3', '/api/media/audio/hall.mp3']);
    expect(await db.downloads.get('dungeon:d1')).toMatchObject({ name: 'Timeline d1', state: 'done' });
  });
});
