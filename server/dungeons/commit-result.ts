/**
 * What the server adds to every engine result before storing it: global firsts (+100 artifact power and
 * the notice card), rank points for missions (double for the first completer ever), the victory's
 * completion counts, fabulous firsts, expedition progress and the artifacts the result earned. Then the
 * state and events are stored.
 */
import type { DungeonEvent, InventoryItem } from '../../src/contract';
import {
  announceFirstToEnter,
  discovery,
  FIRST_TO_ENTER_POWER,
  inventoryView,
  missionPoints,
  type EngineResult,
  VICTORY_POINTS,
} from '../engine/dungeon';
import type { Db } from '../store/db';
import { appendEvents } from '../store/dungeons/crawls';
import { saveState } from './crawls';
import { claimFabulousFirst, claimRoomFirst } from '../store/dungeons/firsts';
import { addArtifactPower } from '../store/dungeons/players';
import { awardPoints, recordCompletion, recordMission } from '../store/dungeons/points';
import type { Playing } from './dungeon-access';
import { awardArtifacts } from './artifact-awards';
import { linkEvents, linkItems } from './art-links';
import { findExpedition, settleExpedition } from './expedition';

export interface Committed {
  events: DungeonEvent[];
  new_items: InventoryItem[];
  missions_completed: string[];
}

export async function commitResult(db: Db, userId: string, d: Playing, result: EngineResult, now: number): Promise<Committed> {
  const id = d.row.dungeon_id;
  const at = new Date(now).toISOString();
  let state = result.state;
  let events = [...result.events];

  for (const room of result.firstEntries) {
    if (!await claimRoomFirst(db, id, room, userId, now)) continue;
    const announced = announceFirstToEnter(d.t, state, room, { now: at });
    state = announced.state;
    events.push(...announced.events);
    await addArtifactPower(db, userId, FIRST_TO_ENTER_POWER, now);
  }

  for (const key of result.missionsCompleted) {
    const mission = d.t.missions.find((m) => m.key === key);
    const recorded = await recordMission(db, userId, id, key, now);
    // Points once per player and mission: replaying a dungeon does not farm rank.
    if (mission && recorded.isNew) await awardPoints(db, userId, missionPoints(mission.rule.type, recorded.first), 'mission', `${id}:${key}`, now);
  }

  if (d.t.type === 'structured') {
    const found = discovery(d.t, state);
    if (found.all_rooms) await claimFabulousFirst(db, id, 'all_rooms', userId, now);
    if (found.all_items) await claimFabulousFirst(db, id, 'all_items', userId, now);
  }

  if (state.status === 'victory' && events.some((e) => e.type === 'victory')) {
    if (await recordCompletion(db, userId, id, now)) await awardPoints(db, userId, VICTORY_POINTS, 'victory', id, now);
    await claimFabulousFirst(db, id, 'complete', userId, now);
    const expedition = findExpedition(d.row.expedition_id);
    if (expedition) {
      const { expedition_id, completed_dungeons, current_dungeon } = await settleExpedition(db, userId, expedition, now);
      const passage = expedition.passages[completed_dungeons.length - 1] ?? null;
      const summary = { expedition_id, completed_dungeons, current_dungeon, total_dungeons: expedition.dungeons.length, passage };
      events = events.map((e) => (e.type === 'victory' ? { ...e, expedition_progress: summary } : e));
    }
  }

  const won = state.status === 'victory' && events.some((e) => e.type === 'victory');
  await awardArtifacts(db, userId, d.t, { state, missionsCompleted: result.missionsCompleted, won }, now);

  await saveState(db, userId, id, state, now);
  await appendEvents(db, userId, id, events);
  return { events: linkEvents(d.t, events), new_items: linkItems(inventoryView(d.t, state, result.newItems)), missions_completed: result.missionsCompleted };
}
