import { describe, expect, it } from 'vitest';
import { FakeLocks } from '../helpers/fake-locks';
import { FakeFiles, memory, setup } from '../helpers/download-fixtures';
import { signedIn } from '../helpers/harness';

describe('cancelDownload: a download cancelled', () => {
  it('cancel stops between two files and takes back the files it kept and its row', async () => {
    const { api, db, net, files } = await setup();
    memory(net);
    let release!: () => void;
    let kept = 0;
    files.gate = () => (++kept === 3 ? new Promise<void>((r) => (release = r)) : Promise.resolve());

    const running = api.download('series', 's1');
    await expect.poll(() => kept).toBe(3);
    const row = await db.downloads.get('series:s1');
    expect(row).toMatchObject({ state: 'downloading', done: 5 });
    expect(row!.done / row!.total).toBeLessThan(1);

    const cancelled = api.cancelDownload('series:s1');
    release();
    expect(await running).toEqual({ ok: true, value: 'cancelled' });
    await cancelled;
    expect(files.kept.size).toBe(0);
    expect(await db.downloads.count()).toBe(0);
    // What was read stays readable, as any read.
    expect(await db.series.get('s1')).toBeTruthy();
  });

  it('cancelling a download that ran before takes back the files of both runs', async () => {
    const { api, db, net, files } = await setup();
    memory(net);
    files.kept.set('/api/media/audio/earlier.mp3', 10);
    await db.downloads.put({ key: 'series:s1', kind: 'series', id: 's1', name: 'Series s1', state: 'failed', done: 1, total: 11, bytes: 10, urls: ['/api/media/audio/earlier.mp3'], error: 'Stopped.', startedAt: 1, finishedAt: 2 });
    let release!: () => void;
    let kept = 0;
    files.gate = () => (++kept === 2 ? new Promise<void>((r) => (release = r)) : Promise.resolve());

    const running = api.download('series', 's1');
    await expect.poll(() => kept).toBe(2);
    const cancelled = api.cancelDownload('series:s1');
    release();
    expect(await running).toEqual({ ok: true, value: 'cancelled' });
    await cancelled;
    expect(files.kept.size).toBe(0);
    expect(await db.downloads.count()).toBe(0);
  });
});

describe('cancelDownload in two tabs', () => {
  /** Two tabs' workers over one database, one network, one offline cache and one set of locks. */
  async function twoTabs() {
    const files = new FakeFiles();
    const locks = new FakeLocks();
    const a = await signedIn({ offlineFiles: files, locks });
    const b = await signedIn({ offlineFiles: files, locks, db: a.db, net: a.net });
    memory(a.net);
    return { a, b, files, locks, db: a.db, net: a.net };
  }

  it('cancelled in the tab that is not running it, it stops in the one that is, and both let it go', async () => {
    const { a, b, files, db } = await twoTabs();
    let release!: () => void;
    let kept = 0;
    files.gate = () => (++kept === 3 ? new Promise<void>((r) => (release = r)) : Promise.resolve());

    const running = a.api.download('series', 's1');
    await expect.poll(() => kept).toBe(3);
    const cancelled = b.api.cancelDownload('series:s1');
    await expect.poll(() => db.downloads.count()).toBe(0);
    release();

    expect(await running).toEqual({ ok: true, value: 'cancelled' });
    await cancelled;
    expect(kept).toBe(3);
    expect(files.kept.size).toBe(0);
    expect(await db.downloads.count()).toBe(0);
  });
});
