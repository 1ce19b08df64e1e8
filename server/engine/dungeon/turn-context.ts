/**
 * One turn in progress. The public functions clone the stored state once, let the rules mutate the
 * clone through this context, and hand back the clone with the events: pure from the outside.
 */
import type { z } from 'zod';
import type { DungeonEvent } from '../../../src/contract/dungeon';
import type { DungeonSeed } from '../../content/dungeon-types';
import type { CrawlState } from './state';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An event as the engine writes it: the contract's input, so fields the server fills (a room's picture) may be left out. */
export type EventDraft = DistributiveOmit<z.input<typeof DungeonEvent>, 'event_id' | 'seq' | 'created_at'>;

export interface Ctx {
  t: DungeonSeed;
  s: CrawlState;
  now: string;
  events: DungeonEvent[];
  /** Item keys picked up this turn ('New Item Acquired'). */
  newItems: string[];
  /** Rooms entered for the first time in this crawl this turn. */
  firstEntries: string[];
}

export function makeCtx(t: DungeonSeed, state: CrawlState, now: string): Ctx {
  if (state.timelineId !== t.dungeon_id) throw new Error(`State of ${state.timelineId} played against ${t.dungeon_id}`);
  // The state is plain JSON by design (the server stores it so): a JSON copy is the cheapest deep copy.
  return { t, s: JSON.parse(JSON.stringify(state)) as CrawlState, now, events: [], newItems: [], firstEntries: [] };
}

/** Numbers the event from the crawl's own counter: ids are stable across replays of the same inputs. */
export function emit(ctx: Ctx, draft: EventDraft): DungeonEvent {
  const seq = ctx.s.seq++;
  const event = { ...draft, event_id: `ev-${seq}`, seq, created_at: ctx.now } as DungeonEvent;
  ctx.events.push(event);
  return event;
}

export function say(ctx: Ctx, text: string): void {
  emit(ctx, { type: 'narrativeTextParagraph', author: 'dungeon_text', text });
}
