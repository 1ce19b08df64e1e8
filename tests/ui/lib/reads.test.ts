import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/db';
import { getSession, listFeatured } from '../../../src/lib/reads';

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('the app-wide reads', () => {
  it('answer null, not undefined, for an absent row (undefined means "not read yet" to live queries)', async () => {
    expect(await getSession()).toBeNull();
  });

  it('keep the featured order the server gave', async () => {
    const item = (key: string, position: number) => ({
      key,
      position,
      kind: 'series' as const,
      series_id: key,
      dungeon_id: null,
      story_id: null,
      name: key,
      image_url: '',
      description: '',
      is_premium: false,
      can_access: true,
      progress: 'Not Started' as const,
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    await db.featured.bulkPut([item('b', 1), item('a', 0), item('c', 2)]);
    expect((await listFeatured()).map((i) => i.key)).toEqual(['a', 'b', 'c']);
  });
});
