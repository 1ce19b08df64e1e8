import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { artwork } from '../../../server/art/artwork';
import { allArtKeys, allGlyphs } from '../../../server/art/keys';
import { roomArtKey } from '../../../server/art/urls';
import { ICONS, PORTRAITS, SCENES } from '../../../server/content/art';
import { DUNGEONS } from '../../../server/content/dungeons';
import { ICON_CREDITS } from '../../../src/features/credits/icon-credits';
import { server } from '../helpers';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('the pictures of the world', () => {
  const keys = allArtKeys();

  it('gives every art key the world names a picture of its own, with alt text', () => {
    for (const key of keys) {
      const art = artwork(key);
      expect(art, key).not.toBeNull();
      expect(art!.alt.length, key).toBeGreaterThan(3);
      expect(art!.svg, key).toContain(`aria-label=`);
    }
    // A picture drawn for nobody is a mistake too: every drawn key is one the world names.
    for (const key of [...Object.keys(ICONS), ...Object.keys(PORTRAITS), ...Object.keys(SCENES)]) expect(keys, key).toContain(key);
  });

  it('draws no two things the same', () => {
    const svgs = keys.map((k) => artwork(k)!.svg);
    expect(new Set(svgs).size).toBe(svgs.length);
  });

  it('draws a scene for every room of every Timeline, wide, for the room card', () => {
    for (const t of DUNGEONS) for (const r of t.rooms) expect(artwork(roomArtKey(t.dungeon_id, r.key))?.svg, r.key).toContain('viewBox="0 0 480 270"');
  });

  it('credits the author of every Game Icons glyph it draws, and only those', () => {
    const credited = ICON_CREDITS.flatMap((c) => c.icons).sort();
    expect(credited).toEqual(allGlyphs());
    expect(new Set(credited).size).toBe(credited.length);
  });
});

describe('the art route', () => {
  it('serves icons square and small, rooms wide, portraits square, and 404s a key of nothing', async () => {
    ({ app } = await server());
    const get = (key: string) => app!.inject({ method: 'GET', url: `/api/media/art/${key}.svg` });
    expect((await get('skill-athletics')).body).toContain('viewBox="0 0 64 64"');
    expect((await get('room-chain-golden-horn-cistern')).body).toContain('viewBox="0 0 480 270"');
    expect((await get('avatar-starting-quill')).body).toContain('viewBox="0 0 300 300"');
    expect((await get('timeline-haarlem')).body).toContain('<title>Haarlem in the winter of 1637');
    expect((await get('nothing-of-the-world')).statusCode).toBe(404);
  });
});
