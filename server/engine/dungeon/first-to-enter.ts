/**
 * The engine reports first entries in a crawl (EngineResult.firstEntries); only the server knows whether
 * nobody ever entered the room before. When it decides so, this appends the notice card.
 */
import type { DungeonSeed } from '../../content/dungeon-types';
import { emit, makeCtx } from './turn-context';
import type { DungeonEvent } from '../../../src/contract/dungeon';
import type { CrawlState } from './state';
import { roomOf } from './world';

export const FIRST_TO_ENTER_POWER = 100;

export function announceFirstToEnter(t: DungeonSeed, state: CrawlState, roomKey: string, opts: { now: string }): { state: CrawlState; events: DungeonEvent[] } {
  const ctx = makeCtx(t, state, opts.now);
  emit(ctx, { type: 'firstToEnter', room: roomOf(t, roomKey).name, artifact_power_awarded: FIRST_TO_ENTER_POWER });
  return { state: ctx.s, events: ctx.events };
}
