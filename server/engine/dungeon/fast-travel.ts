/**
 * Fast travel (Room Notes sheet): to any discovered room but the current one. It costs one action —
 * the dungeon's time passes all the same — and skips locks, foes and hazards, which were already met.
 */
import type { DungeonSeed } from '../../content/dungeon-types';
import { makeCtx } from './turn-context';
import { enterRoom } from './enter';
import { CrawlError, type EngineResult, finish } from './result';
import type { CrawlState } from './state';
import { endTurn, spendAction } from './turn-end';

export const FAST_TRAVEL_COST = 1;

/** Rooms the player may fast-travel to now (keys). */
export function fastTravelTargets(state: CrawlState): string[] {
  return state.status === 'active' ? state.visited.filter((k) => k !== state.world.room) : [];
}

/** `room` is a room key or its name (any case). */
export function fastTravel(t: DungeonSeed, state: CrawlState, room: string, opts: { now: string }): EngineResult {
  if (state.status !== 'active') throw new CrawlError('crawl_over', 'This crawl is over.');
  const wanted = room.trim().toLowerCase();
  const target = t.rooms.find((r) => r.key === wanted || r.name.toLowerCase() === wanted);
  if (!target || !fastTravelTargets(state).includes(target.key)) {
    throw new CrawlError('unknown_room', 'You can fast-travel only to a room you have discovered, other than this one.');
  }
  const ctx = makeCtx(t, state, opts.now);
  for (let i = 0; i < FAST_TRAVEL_COST; i++) spendAction(ctx);
  enterRoom(ctx, target.key, { fastTravel: true });
  endTurn(ctx);
  return finish(ctx, true);
}
