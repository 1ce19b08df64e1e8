/**
 * The calls that play a turn on an existing crawl: continue, fast travel, resurrection, room restart and
 * the instant restart of the whole dungeon. Each runs the engine, then commitResult stores what it did.
 */
import type { ResurrectionStatus, TurnResponse } from '../../src/contract';
import { act, fastTravel, restartRoom, restartDungeon, resurrect, type EngineResult } from '../engine/dungeon';
import type { ServerContext } from '../http/server-context';
import { fail } from '../http/errors';
import { eventsAfter, markFreeResurrectionUsed } from '../store/dungeons/crawls';
import { type Crawl, findCrawl, putCrawl } from './crawls';
import { ensurePlayer } from '../store/dungeons/players';
import { resurrectionsUnlimited, resurrectionView, takeFreeResurrection, takeFreeRoomRestart } from './free-chances';
import { crawlOr404, dungeonOr404, engine, type Playing, playableOr403 } from './dungeon-access';
import { chargePurchase } from './payments';
import { linkEvents } from './art-links';
import { headView } from './progress-view';
import { crawlSeed } from './setup';
import { type Committed, commitResult } from './commit-result';
import { onFirstChoice } from '../account/referrals';

type Turn = (d: Playing, crawl: Crawl, at: string) => EngineResult | Promise<EngineResult>;

/**
 * A turn's answer: the crawl's head and the events the client lacks: every one after `afterSeq` when it
 * says what it holds, else the ones this turn played. Never the whole history: a turn costs the same at
 * 2,000 events as at 0 (bench/crawl-turn.bench.ts).
 */
export async function turnAnswer(ctx: ServerContext, userId: string, d: Playing, committed: Committed, afterSeq: number | undefined): Promise<TurnResponse> {
  const crawl = await crawlOr404(ctx.db, userId, d.row.dungeon_id);
  const events = afterSeq === undefined ? committed.events : linkEvents(d.t, await eventsAfter(ctx.db, userId, d.row.dungeon_id, afterSeq));
  return { ...committed, events, progress: await headView(ctx, userId, d, crawl) };
}

async function playTurn(ctx: ServerContext, userId: string, id: string, afterSeq: number | undefined, turn: Turn): Promise<TurnResponse> {
  const d = await playableOr403(ctx, userId, id);
  const crawl = await crawlOr404(ctx.db, userId, d.row.dungeon_id);
  const now = ctx.now();
  await ensurePlayer(ctx.db, userId, now);
  const result = await engine(() => turn(d, crawl, new Date(now).toISOString()));
  return turnAnswer(ctx, userId, d, await commitResult(ctx.db, userId, d, result, now), afterSeq);
}

/** A typed choice; a referred player's first choice of any kind credits their referrer (app-shell §9). */
export async function continueCrawl(ctx: ServerContext, userId: string, id: string, text: string, afterSeq?: number): Promise<TurnResponse> {
  const answer = await playTurn(ctx, userId, id, afterSeq, (d, c, now) => act(d.t, c.state, text, { now }));
  await onFirstChoice(ctx.db, userId, ctx.now());
  return answer;
}

export const changeRoom = (ctx: ServerContext, userId: string, id: string, room: string, afterSeq?: number): Promise<TurnResponse> =>
  playTurn(ctx, userId, id, afterSeq, (d, c, now) => fastTravel(d.t, c.state, room, { now }));

/** GET /dungeon/:id/resurrection-status/ */
export async function resurrectionStatus(ctx: ServerContext, userId: string, id: string): Promise<ResurrectionStatus> {
  const d = await dungeonOr404(ctx.db, id);
  return resurrectionView(ctx.db, userId, await findCrawl(ctx.db, userId, d.row.dungeon_id), ctx.now());
}

/** A free resurrection (a rank perk, or a subscriber's once per crawl), else the paid try-again; never paid while unlimited. */
export async function resurrectCrawl(ctx: ServerContext, userId: string, id: string, useFree: boolean, afterSeq?: number): Promise<TurnResponse> {
  return await playTurn(ctx, userId, id, afterSeq, async (d, c, now) => {
    const free = useFree || await resurrectionsUnlimited(ctx.db, userId);
    const result = engine(() => resurrect(d.t, c.state, { now, kind: free ? 'free_resurrection' : 'try_again' }));
    if (!free) {
      await chargePurchase(ctx, userId, 'resurrection', d.row.dungeon_id);
      return result;
    }
    const taken = await takeFreeResurrection(ctx.db, userId, d.row.dungeon_id, c, ctx.now());
    if (taken === 'none') fail(403, 'Free resurrection is for subscribers.');
    if (taken === 'used') fail(409, 'Your free resurrection for this crawl is used.');
    if (taken === 'subscription') await markFreeResurrectionUsed(ctx.db, userId, d.row.dungeon_id);
    return result;
  });
}

/** Free while a free room restart is left (the starter's, or a rank perk's), else a paid purchase. */
export async function restartCurrentRoom(ctx: ServerContext, userId: string, id: string, afterSeq?: number): Promise<TurnResponse> {
  return await playTurn(ctx, userId, id, afterSeq, async (d, c, now) => {
    const result = engine(() => restartRoom(d.t, c.state, { now }));
    if (!await takeFreeRoomRestart(ctx.db, userId, d.row.dungeon_id, ctx.now())) await chargePurchase(ctx, userId, 'restart_room', d.row.dungeon_id);
    return result;
  });
}

/** PUT /reset/: a new crawl from the first room with the artifacts already paid for; history stays. */
export async function resetCrawl(ctx: ServerContext, userId: string, id: string): Promise<{ message: string }> {
  const d = await playableOr403(ctx, userId, id);
  const crawl = await crawlOr404(ctx.db, userId, d.row.dungeon_id);
  const now = ctx.now();
  const attempt = crawl.attempt + 1;
  const seed = crawlSeed(ctx.db, userId, d.row.dungeon_id, attempt);
  const result = restartDungeon(d.t, crawl.state, { seed, artifacts: crawl.artifacts, now: new Date(now).toISOString() });
  await putCrawl(ctx.db, userId, d.row.dungeon_id, { attempt, state: result.state }, now);
  await commitResult(ctx.db, userId, d, result, now);
  return { message: 'The Timeline has been restarted.' };
}

/** The reference server meters no plays, so there are no uses to reset: it answers so the app's call succeeds. */
export async function resetDungeonUses(ctx: ServerContext, userId: string, id: string): Promise<{ message: string }> {
  await playableOr403(ctx, userId, id);
  return { message: 'Your uses of this Timeline are reset.' };
}
