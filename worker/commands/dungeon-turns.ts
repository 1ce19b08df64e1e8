import { ChangeRoom, ResurrectRequest, StartRequest, type StartResponse, type TurnResponse } from '../../src/contract';
import type { HttpOutcome } from '../http/outcome';
import { dungeonScope, lastSeq, progressMedia, turnTables, writeTurn } from '../sync/crawl';
import type { Result } from '../types';
import type { CommandContext } from './context';
import { done, failedOnline, invalid, ok } from '../result';
import { afterWaiting } from './waiting';

/** A turn played online (start, resurrect, restart-room, change-room, reset) comes after the moves still waiting. */
const afterWaitingMoves = (ctx: CommandContext, dungeonId: string) =>
  afterWaiting(ctx, dungeonScope(dungeonId), 'Your earlier moves in this Timeline have not been sent yet.');

/**
 * Stores the turn the server played, in one transaction, and answers it. Each of these calls names the
 * last event the device holds (after_seq), so the answer brings every event after it and no more.
 */
async function storeTurn<T extends TurnResponse>(ctx: CommandContext, out: HttpOutcome<T>, extra?: () => Promise<void>): Promise<Result<T>> {
  if (out.kind !== 'ok') return failedOnline(out);
  const { db, clock } = ctx;
  await db.transaction('rw', [...turnTables(db), db.dungeons], async () => {
    await writeTurn(db, out.data, clock.now());
    await extra?.();
  });
  ctx.prefetch?.(progressMedia(out.data.progress));
  return ok(out.data);
}

/** POST /dungeon/:id/: start (restart: a new crawl) or resume; the loader then shows the read page. */
export async function startDungeon(ctx: CommandContext, dungeonId: string, opts: { restart: boolean; artifacts: string[] }): Promise<Result<StartResponse>> {
  const body = StartRequest.safeParse({ ...opts, after_seq: await lastSeq(ctx.db, dungeonId) });
  if (!body.success) return invalid(body.error);
  const blocked = await afterWaitingMoves(ctx, dungeonId);
  if (blocked) return blocked;
  const out = await ctx.http.call('dungeonStart', { params: { id: dungeonId }, body: body.data });
  const result = await storeTurn(ctx, out, async () => {
    await ctx.db.dungeons.update(dungeonId, { has_active_crawl: true });
  });
  if (result.ok) {
    ctx.prefetch?.({ audio: [result.value.room.audio_url] });
    // Continue Play reads the first recent: the started dungeon is it now.
    void ctx.sync.refresh({ kind: 'recents' });
  }
  return result;
}

export async function resurrect(ctx: CommandContext, dungeonId: string, useFree: boolean): Promise<Result<TurnResponse>> {
  const body = ResurrectRequest.safeParse({ use_free: useFree, after_seq: await lastSeq(ctx.db, dungeonId) });
  if (!body.success) return invalid(body.error);
  const blocked = await afterWaitingMoves(ctx, dungeonId);
  if (blocked) return blocked;
  return storeTurn(ctx, await ctx.http.call('dungeonResurrect', { params: { id: dungeonId }, body: body.data }));
}

export async function restartRoom(ctx: CommandContext, dungeonId: string): Promise<Result<TurnResponse>> {
  const blocked = await afterWaitingMoves(ctx, dungeonId);
  if (blocked) return blocked;
  return storeTurn(ctx, await ctx.http.call('dungeonRestartRoom', { params: { id: dungeonId }, body: { after_seq: await lastSeq(ctx.db, dungeonId) } }));
}

/** Fast travel from the Room Notes sheet: POST change-room to a discovered room. */
export async function fastTravel(ctx: CommandContext, dungeonId: string, room: string): Promise<Result<TurnResponse>> {
  const body = ChangeRoom.safeParse({ room, after_seq: await lastSeq(ctx.db, dungeonId) });
  if (!body.success) return invalid(body.error);
  const blocked = await afterWaitingMoves(ctx, dungeonId);
  if (blocked) return blocked;
  return storeTurn(ctx, await ctx.http.call('dungeonChangeRoom', { params: { id: dungeonId }, body: body.data }));
}

/** 'Restart the Dungeon': the server answers a message only, so the new crawl is pulled. */
export async function resetDungeon(ctx: CommandContext, dungeonId: string): Promise<Result> {
  const blocked = await afterWaitingMoves(ctx, dungeonId);
  if (blocked) return blocked;
  const out = await ctx.http.call('dungeonReset', { params: { id: dungeonId } });
  if (out.kind !== 'ok') return failedOnline(out);
  await ctx.sync.refresh({ kind: 'crawl', id: dungeonId });
  return done;
}
