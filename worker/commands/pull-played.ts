import type { CommandContext } from './context';
import { memoryChanged } from '../sync/series';

/** Pulls the adventure and what playing it changed; each pull's failure is its own (the screens ensure again). */
export async function pullPlayed({ db, sync }: CommandContext, adventureId: string): Promise<void> {
  await sync.refresh({ kind: 'adventure', id: adventureId });
  const seriesId = (await db.adventures.get(adventureId))?.series_id;
  await Promise.all((seriesId ? memoryChanged(seriesId) : [{ kind: 'featured' } as const, { kind: 'recents' } as const]).map((r) => sync.refresh(r)));
}
