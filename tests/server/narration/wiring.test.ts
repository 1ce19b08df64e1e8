import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../../src/contract';
import { player, server } from '../helpers';

const dataDir = mkdtempSync(join(tmpdir(), 'chronicle-narration-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('narration in adventures', () => {
  it('gives every reached chapter an audio_url that serves MP3 narration', { timeout: 60_000 }, async () => {
    const { app } = await server({ dataDir });
    const me = await player(app, 'listener@example.com');
    const play = await me.call(api.seriesPlay, { seriesId: 'glassblowers-oath' });
    const adventure = await me.call(api.adventure, { id: play.adventure_id });
    const url = adventure.chapters[0]!.audio_url;
    expect(url).toMatch(/^\/api\/media\/audio\/[0-9a-f]+\.mp3$/);
    expect(play.audio_url).toBe(url);

    const head = await app.inject({ method: 'HEAD', url: url! });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('audio/mpeg');
    expect(head.headers['accept-ranges']).toBe('bytes');
    await app.close();
  });

  it('narrates the chapters of a custom story too', async () => {
    const { app } = await server({ dataDir });
    const me = await player(app, 'teller@example.com');
    const story = await me.call(api.createCustomSaga, {}, { premise: 'A lighthouse keeper finds a door in the sea wall.' });
    expect(story.chapters[0]!.audio_url).toMatch(/^\/api\/media\/audio\/[0-9a-f]+\.mp3$/);
    const again = await me.call(api.story, { storyId: story.story_id });
    expect(again.chapters[0]!.audio_url).toBe(story.chapters[0]!.audio_url);
    await app.close();
  });

  it("gives every room a crawl has found its narration, the current room's included (a download keeps them)", async () => {
    const { app } = await server({ dataDir });
    const me = await player(app, 'roomlistener@example.com');
    const started = await me.call(api.dungeonStart, { id: 'tulip-haarlem' }, { restart: false, artifacts: [] });
    const crawl = await me.call(api.dungeonProgress, { id: 'tulip-haarlem' });
    expect(crawl.rooms.length).toBeGreaterThan(0);
    for (const room of crawl.rooms) expect(room.audio_url).toMatch(/^\/api\/media\/audio\/[0-9a-f]+\.mp3$/);
    expect(crawl.rooms.find((r) => r.name === crawl.current_room)?.audio_url).toBe(started.room.audio_url);
    await app.close();
  });

  it('leaves audio_url null when the server has no data directory to keep narration in', async () => {
    const { app } = await server();
    const me = await player(app, 'quiet@example.com');
    const play = await me.call(api.seriesPlay, { seriesId: 'glassblowers-oath' });
    const adventure = await me.call(api.adventure, { id: play.adventure_id });
    expect(adventure.chapters[0]!.audio_url).toBeNull();
    await app.close();
  });
});

describe('narration across instances', () => {
  it('a narration URL one instance names is served by a second fresh instance on the same database, and after a restart', { timeout: 90_000 }, async () => {
    const shared = mkdtempSync(join(tmpdir(), 'chronicle-instances-'));
    const opts = { dataDir: shared, dbPath: join(shared, 'chronicle.sqlite'), secret: 'one secret for every instance' };
    /** An instance built from freshly loaded modules: nothing of another's process memory. */
    const fresh = async () => {
      vi.resetModules();
      const { buildServer } = await import('../../../server/app');
      return buildServer({ ...opts, devRoutes: true, payments: { testMode: true }, communityStories: false });
    };
    try {
      const { app: first } = await server(opts);
      const second = await fresh();
      const me = await player(first, 'twoinstances@example.com');
      const started = await me.call(api.dungeonStart, { id: 'tulip-haarlem' }, { restart: false, artifacts: [] });
      const url = started.room.audio_url!;
      expect(url).toMatch(/^\/api\/media\/audio\/[0-9a-f]{64}\.mp3$/);
      // The first instance never rendered it: the second finds its text in the database, not on disk.
      expect(readdirSafe(join(shared, 'audio'))).toEqual([]);
      const there = await second.inject({ method: 'GET', url });
      expect(there.statusCode).toBe(200);
      expect(there.headers['content-type']).toBe('audio/mpeg');
      await Promise.all([first.close(), second.close()]);

      // A restart with the rendered files gone renders it again from the database.
      rmSync(join(shared, 'audio'), { recursive: true, force: true });
      const restarted = await fresh();
      const again = await restarted.inject({ method: 'GET', url });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(there.rawPayload)).toBe(true);
      await restarted.close();
    } finally {
      rmSync(shared, { recursive: true, force: true });
    }
  });
});

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
