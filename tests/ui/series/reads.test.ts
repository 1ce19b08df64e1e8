import { beforeEach, describe, expect, it } from 'vitest';
import { db, type AdventureRow } from '../../../src/db';
import { findLocalAdventure } from '../../../src/features/series/reads';

const adventure = (id: string, status: AdventureRow['status']): AdventureRow => ({
  adventure_id: id,
  series_id: 's1',
  saga_id: 'saga1',
  name: id,
  current_chapter: 1,
  total_chapters: 3,
  status,
  series_end: null,
});

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('the series reads', () => {
  it('open offline the adventure asked for, else the one in progress', async () => {
    await db.adventures.bulkPut([adventure('done', 'ended'), adventure('going', 'in_progress')]);
    expect((await findLocalAdventure('s1', 'done'))?.adventure_id).toBe('done');
    expect((await findLocalAdventure('s1'))?.adventure_id).toBe('going');
    expect(await findLocalAdventure('other')).toBeNull();
  });
});
