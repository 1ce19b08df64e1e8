import type { SeriesPlayResponse } from '../../src/contract';
import { memoryChanged } from '../sync/series';
import type { Result } from '../types';
import type { CommandContext } from './context';
import { failed, failedOnline, ok } from '../result';

/** Pulls the adventure and what playing it changed; each pull's failure is its own (the screens ensure again). */
async function pullPlayed({ db, sync }: CommandContext, adventureId: string): Promise<void> {
  await sync.refresh({ kind: 'adventure', id: adventureId });
  const seriesId = (await db.adventures.get(adventureId))?.series_id;
  await Promise.all((seriesId ? memoryChanged(seriesId) : [{ kind: 'featured' } as const, { kind: 'recents' } as const]).map((r) => sync.refresh(r)));
}

/** Online only: the server opens (or resumes) the series' adventure, then the worker pulls what changed. */
export async function playSeries(ctx: CommandContext, seriesId: string): Promise<Result<SeriesPlayResponse>> {
  const out = await ctx.http.call('seriesPlay', { params: { seriesId } });
  if (out.kind !== 'ok') return failed(out);
  // Even if these pulls fail the play happened: the adventure screen ensures it again.
  await pullPlayed(ctx, out.data.adventure_id);
  return ok(out.data);
}

/**
 * Online only: POST /ac/{id}/ starts or resumes one adventure; with restart the player's choices of it are
 * cleared first and it starts again at chapter 1. A choice still waiting to be sent would land on the
 * cleared adventure, so a restart waits for it.
 */
export async function startAdventure(ctx: CommandContext, adventureId: string, restart: boolean): Promise<Result<SeriesPlayResponse>> {
  const waiting = await ctx.db.outbox.where('scope').equals(`adventure:${adventureId}`).count();
  if (restart && waiting > 0) return { ok: false, message: 'Your last choice is still waiting to be sent. Restart once it has been.' };
  const out = await ctx.http.call('adventureStart', { params: { id: adventureId }, body: { restart } });
  if (out.kind !== 'ok') return failedOnline(out);
  await pullPlayed(ctx, adventureId);
  return ok(out.data);
}
