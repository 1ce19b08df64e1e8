/**
 * Second chances. Resurrection (free for subscribers, or the paid try-again: the engine does not
 * price them, the server does) and room restart both roll the world back to the moment the current
 * room was entered; a restart of the whole dungeon begins a new crawl that keeps the journal and notes.
 * Dice position, discoveries, collapse notices and mission verdicts are never rolled back.
 */
import type { DungeonSeed } from '../../content/dungeon-types';
import { type Ctx, makeCtx, say } from './turn-context';
import { CrawlError, type EngineResult, finish } from './result';
import { initialState, openingScene, type StartOptions } from './start';
import type { CrawlState } from './state';
import { trackerMax } from './trackers';
import { roomDescription } from './state-text';
import { roomOf } from './world';

/** Actions a resurrection adds to those the room was entered with (never beyond the budget). */
export const RESURRECTION_ACTIONS = 5;

export type ResurrectionKind = 'free_resurrection' | 'try_again';

function rollBack(ctx: Ctx): void {
  ctx.s.world = structuredClone(ctx.s.roomEntry);
  say(ctx, roomDescription(ctx.s.world, roomOf(ctx.t, ctx.s.world.room)));
}

export function resurrect(t: DungeonSeed, state: CrawlState, opts: { now: string; kind: ResurrectionKind }): EngineResult {
  if (state.status !== 'game_over') throw new CrawlError('not_game_over', 'Only a collapsed crawl can be resurrected.');
  const ctx = makeCtx(t, state, opts.now);
  const s = ctx.s;
  say(ctx, opts.kind === 'free_resurrection'
    ? 'The Sanctum reaches into the collapsing timeline and pulls you back, whole, to the threshold of this room.'
    : 'You pay the ferryman of hours. The timeline rewinds to the moment you stepped into this room.');
  rollBack(ctx);
  const w = s.world;
  w.actionsLeft = Math.min(s.actionsTotal, w.actionsLeft + RESURRECTION_ACTIONS);
  // Back on your feet: at least half health, so the first blow does not end it again.
  const half = Math.ceil(trackerMax(t, s, 'health') / 2);
  if (w.trackers.health !== undefined) w.trackers.health = Math.max(w.trackers.health, half);
  s.status = 'active';
  s.gameOver = null;
  s.resurrections += 1;
  s.roomEntry = structuredClone(w);
  return finish(ctx, false);
}

/** Back to the state when the current room was entered (its actions, health, items and retries). */
export function restartRoom(t: DungeonSeed, state: CrawlState, opts: { now: string }): EngineResult {
  if (state.status !== 'active') throw new CrawlError('crawl_over', 'A room can be restarted only while the crawl goes on.');
  const ctx = makeCtx(t, state, opts.now);
  say(ctx, 'The room folds back on itself like a page turned back. Everything is as it was when you arrived.');
  rollBack(ctx);
  return finish(ctx, false);
}

/** A new crawl from the first room, keeping the player's journal and notes and the event numbering. */
export function restartDungeon(t: DungeonSeed, state: CrawlState, opts: StartOptions): EngineResult {
  const s = initialState(t, opts);
  s.seq = state.seq;
  s.journal = state.journal;
  s.notes = state.notes;
  s.nextId = state.nextId;
  const ctx: Ctx = { t, s, now: opts.now, events: [], newItems: [], firstEntries: [] };
  openingScene(ctx);
  return finish(ctx, false);
}
