/**
 * The engine names pictures by art key ('item-crowbar', 'skill-athletics', 'npc-theodora'); the wire
 * carries URLs. Everything a dungeon answer shows passes through here on its way out; the store keeps
 * the keys, so a picture's address can change without touching a saved crawl.
 */
import type { DungeonEvent, InventoryItem, TrackerItem } from '../../src/contract';
import { artAlt } from '../art/artwork';
import { artUrl, roomArtKey } from '../art/urls';
import type { DungeonSeed } from '../content/dungeon-types';

/** A key becomes its URL; a value that is already an address (older rows, outside images) stays. */
const link = (icon: string): string => (icon.startsWith('/') || icon.includes(':') ? icon : artUrl(icon));

export function linkEvent(t: DungeonSeed, e: DungeonEvent): DungeonEvent {
  switch (e.type) {
    case 'skillCheck':
    case 'combatAttackCheck':
    case 'combatDefenseCheck':
      return { ...e, icon: link(e.icon), NPCIcon: e.NPCIcon ? link(e.NPCIcon) : null };
    case 'roomChange': {
      const room = t.rooms.find((r) => r.name === e.to);
      const key = room ? roomArtKey(t.dungeon_id, room.key) : null;
      return { ...e, image_url: key ? artUrl(key) : null, image_alt: key ? artAlt(key) : null };
    }
    default:
      return e;
  }
}

export const linkEvents = (t: DungeonSeed, events: DungeonEvent[]): DungeonEvent[] => events.map((e) => linkEvent(t, e));

export const linkItems = (items: InventoryItem[]): InventoryItem[] => items.map((i) => ({ ...i, icon: link(i.icon) }));

export const linkTrackers = (trackers: TrackerItem[]): TrackerItem[] => trackers.map((tr) => ({ ...tr, icon: tr.icon ? link(tr.icon) : null }));
