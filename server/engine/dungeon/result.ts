/** What every engine call hands back: the new state, the new events and what the server must act on. */
import type { DungeonEvent } from '../../../src/contract/dungeon';
import type { Ctx } from './turn-context';
import { judgeMissions } from './missions';
import type { CrawlState } from './state';

export interface EngineResult {
  state: CrawlState;
  events: DungeonEvent[];
  /** False when the input was not placed: no action was spent. */
  placed: boolean;
  /** Items picked up in this call, for 'New Item Acquired' (keys; views.ts turns them into cards). */
  newItems: string[];
  /** Rooms entered for the first time in this crawl: the server decides global firsts (+100 artifact power). */
  firstEntries: string[];
  /** Missions completed in this call (each reported once per crawl): the server awards rank points. */
  missionsCompleted: string[];
  missionsFailed: string[];
  status: CrawlState['status'];
  /** False when the words named no deed the parser could place here: an interpreter of free text may try them. */
  understood: boolean;
}

export function finish(ctx: Ctx, placed: boolean, understood = true): EngineResult {
  const judged = judgeMissions(ctx.t, ctx.s);
  return {
    state: ctx.s,
    events: ctx.events,
    placed,
    newItems: ctx.newItems,
    firstEntries: ctx.firstEntries,
    missionsCompleted: judged.completed,
    missionsFailed: judged.failed,
    status: ctx.s.status,
    understood,
  };
}

/** Thrown when a call does not fit the crawl (acting after game over, fast travel to an unknown room). */
export class CrawlError extends Error {
  constructor(
    readonly code: 'crawl_over' | 'not_game_over' | 'bad_input' | 'unknown_room',
    message: string,
  ) {
    super(message);
  }
}
