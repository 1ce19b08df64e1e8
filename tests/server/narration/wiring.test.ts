import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
