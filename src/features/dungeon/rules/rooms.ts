/** Room notes navigation (in-play §5): fast travel only to allowed rooms, never to the room the Historian is in. */
export function canFastTravel(room: { name: string; can_fast_travel: boolean }, currentRoom: string | null | undefined, crawlActive: boolean): boolean {
  return crawlActive && room.can_fast_travel && room.name !== currentRoom;
}

/** 'items 2 of 5' when the timeline counts items; open timelines (total null) say only what was found. */
export function itemsText(found: number, total: number | null): string {
  return total === null ? `${found} item${found === 1 ? '' : 's'} found` : `${found}/${total} items found`;
}
