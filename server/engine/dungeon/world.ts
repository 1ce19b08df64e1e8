/** Read-only lookups over a dungeon and a world state: what is where, and what the player can see. */
import type { CharacterSeed, ExitSeed, FeatureSeed, FoeSeed, ItemSeed, RoomSeed, DungeonSeed } from '../../content/dungeon-types';
import type { WorldState } from './state';

export function roomOf(t: DungeonSeed, key: string): RoomSeed {
  const room = t.rooms.find((r) => r.key === key);
  if (!room) throw new Error(`Dungeon ${t.dungeon_id} has no room ${key}`);
  return room;
}

const ITEMS = new WeakMap<DungeonSeed, ItemSeed[]>();

/** Every item of the dungeon: lying in rooms, then given or dropped (content does not change: kept per dungeon). */
export function allItems(t: DungeonSeed): ItemSeed[] {
  let items = ITEMS.get(t);
  if (!items) ITEMS.set(t, (items = [...t.rooms.flatMap((r) => r.items ?? []), ...t.items]));
  return items;
}

/** Items a player can find and carry: what items_found and catalogue missions count. */
export function findableItems(t: DungeonSeed): ItemSeed[] {
  return allItems(t).filter((i) => !i.fixed);
}

export function roomFindables(room: RoomSeed): ItemSeed[] {
  return (room.items ?? []).filter((i) => !i.fixed);
}

export function itemOf(t: DungeonSeed, key: string): ItemSeed {
  const item = allItems(t).find((i) => i.key === key);
  if (!item) throw new Error(`Dungeon ${t.dungeon_id} has no item ${key}`);
  return item;
}

export const exitId = (from: string, to: string): string => `${from}>${to}`;

export function visibleItems(room: RoomSeed, w: WorldState): ItemSeed[] {
  return (room.items ?? []).filter((i) => !w.taken.includes(i.key) && (!i.hidden || w.revealed.includes(i.key)));
}

export function hiddenBySearch(room: RoomSeed, w: WorldState): ItemSeed[] {
  return (room.items ?? []).filter((i) => i.hidden === 'search' && !w.revealed.includes(i.key));
}

export function livingFoes(room: RoomSeed, w: WorldState): FoeSeed[] {
  return (room.foes ?? []).filter((f) => !w.defeated.includes(f.key));
}

/** The foe standing between the player and that exit, if any. */
export function blockerOf(room: RoomSeed, w: WorldState, exit: ExitSeed): FoeSeed | undefined {
  return livingFoes(room, w).find((f) => f.blocks?.includes(exit.to));
}

export function isLocked(room: RoomSeed, w: WorldState, exit: ExitSeed): boolean {
  return Boolean(exit.locked) && !w.unlocked.includes(exitId(room.key, exit.to));
}

export function heldKeys(w: WorldState): string[] {
  return Object.keys(w.inventory).filter((k) => (w.inventory[k] ?? 0) > 0);
}

export const holds = (w: WorldState, item: string): boolean => (w.inventory[item] ?? 0) > 0;

export function features(room: RoomSeed): FeatureSeed[] {
  return room.features ?? [];
}

export function characters(room: RoomSeed): CharacterSeed[] {
  return room.characters ?? [];
}

/** Names in the prose's words: 'the brass lantern'. */
export function listNames(names: string[], conjunction: 'and' | 'or' = 'and'): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names[names.length - 1]}`;
}

/** 'the Night Watch' opening a sentence reads 'The Night Watch'. */
export function capitalise(text: string): string {
  return text.length > 0 ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** The name a thing goes by in the prose: an exit's label, anything else's name. */
export function thingName(t: DungeonSeed, roomKey: string, kind: string, key: string): string {
  const room = roomOf(t, roomKey);
  switch (kind) {
    case 'exit':
      return room.exits.find((e) => e.to === key)?.label ?? key;
    case 'item':
    case 'held':
      return itemOf(t, key).name;
    case 'feature':
      return features(room).find((f) => f.key === key)?.name ?? key;
    case 'character':
      return characters(room).find((c) => c.key === key)?.name ?? key;
    default:
      return (room.foes ?? []).find((f) => f.key === key)?.name ?? key;
  }
}
