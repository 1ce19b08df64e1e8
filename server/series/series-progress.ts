/** GET /ac/series/{id}/user-progress/: where a player stands in each adventure of a series. */
import type { SeriesUserProgress } from '../../src/contract';
import type { Db } from '../store/db';
import { progressInSeries } from '../store/memories/progress';
import { listAdventures } from '../store/memories/seeded-memories';
import { seriesOr404 } from '../access/adventure-access';

export async function seriesUserProgress(db: Db, userId: string, seriesId: string): Promise<SeriesUserProgress> {
  const series = await seriesOr404(db, seriesId);
  const all = await listAdventures(db, series.series_id);
  const mine = new Map((await progressInSeries(db, userId, series.series_id)).map((p) => [p.adventure_id, p]));
  const adventures = all.map((a) => {
    const p = mine.get(a.adventure_id);
    return {
      adventure_id: a.adventure_id,
      status: !p ? ('not_started' as const) : p.status,
      current_chapter: p?.current_chapter ?? 0,
      chapters_count: a.chapters.length,
    };
  });
  const completed = adventures.filter((a) => a.status === 'ended').length;
  return {
    series_id: series.series_id,
    progress: mine.size === 0 ? 'Not Started' : completed === all.length ? 'Completed' : 'In Progress',
    current_adventure_id: (adventures.find((a) => a.status !== 'ended') ?? adventures.at(-1))?.adventure_id ?? null,
    completed_adventures: completed,
    total_adventures: all.length,
    adventures,
  };
}

