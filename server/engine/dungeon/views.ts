/**
 * The crawl as the screens see it (contract shapes). Fields only the server knows — first
 * completers, first discoverers, free restarts, audio — are left null/false for it to fill.
 */
import type { InventoryItem, Mission, RoomInfo, RoomSummary, TrackerItem } from '../../../src/contract/dungeon';
import type { DungeonSeed } from '../../content/dungeon-types';
import { fastTravelTargets } from './fast-travel';
import type { CrawlState } from './state';
import { trackerDanger, trackerMax } from './trackers';
import { findableItems, heldKeys, itemOf, roomFindables, roomOf } from './world';

export function inventoryView(t: DungeonSeed, s: CrawlState, keys: string[] = heldKeys(s.world)): InventoryItem[] {
  return keys.map((k) => {
    const i = itemOf(t, k);
    return { name: i.name, icon: i.icon, quantity: Math.max(1, s.world.inventory[k] ?? 1), publicDescription: i.publicDescription };
  });
}

export function trackersView(t: DungeonSeed, s: CrawlState): TrackerItem[] {
  return t.trackers.map((tr) => {
    const { danger, turnsLeft } = trackerDanger(t, s, tr.key);
    return {
      name: tr.name,
      icon: tr.icon,
      value: s.world.trackers[tr.key] ?? tr.start,
      description: tr.description,
      max: trackerMax(t, s, tr.key),
      fatal: tr.fatalAtZero === true,
      danger,
      turns_left: turnsLeft,
    };
  });
}

export function missionsView(t: DungeonSeed, s: CrawlState | null): Mission[] {
  return t.missions.map((m) => ({
    mission_id: m.key,
    mission_type: m.rule.type,
    status: s?.missions[m.key] ?? 'active',
    description: m.description,
    first_completed_user: null,
  }));
}

function foundIn(s: CrawlState, key: string, t: DungeonSeed): number {
  return roomFindables(roomOf(t, key)).filter((i) => s.found.includes(i.key)).length;
}

/** Discovered rooms for the Room Notes sheet; counts hidden (null) in open dungeons. */
export function roomSummaries(t: DungeonSeed, s: CrawlState): RoomSummary[] {
  const travel = fastTravelTargets(s);
  return s.visited.map((key) => {
    const room = roomOf(t, key);
    return {
      name: room.name,
      count: s.notes.filter((n) => n.room === room.name).length,
      items_found: foundIn(s, key, t),
      total_items: t.type === 'structured' ? roomFindables(room).length : null,
      can_fast_travel: travel.includes(key),
    };
  });
}

export function roomInfo(t: DungeonSeed, s: CrawlState): RoomInfo {
  const room = roomOf(t, s.world.room);
  return {
    room: room.name,
    total_items: t.type === 'structured' ? roomFindables(room).length : null,
    items_found: foundIn(s, room.key, t),
    actions_available: s.world.actionsLeft,
    first_to_discover_room: null,
    next_room_info: room.exits.map((e) => ({ label: e.label, room: s.visited.includes(e.to) ? roomOf(t, e.to).name : null })),
  };
}

/** Whole-dungeon discovery counts (leaderboard items_found/total_items, all-rooms/all-items firsts). */
export function discovery(t: DungeonSeed, s: CrawlState) {
  const items = findableItems(t);
  return {
    items_found: items.filter((i) => s.found.includes(i.key)).length,
    total_items: items.length,
    all_rooms: t.rooms.every((r) => s.visited.includes(r.key)),
    all_items: items.every((i) => s.found.includes(i.key)),
  };
}
