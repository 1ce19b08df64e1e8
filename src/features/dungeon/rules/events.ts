/** Small decisions of the read page's cards, kept pure for the tests. */
import type { InventoryItem } from '../../../contract/dungeon';

/** A check is drawn amber on 'Failure', green otherwise (in-play §2). */
export function checkTone(resultStatus: string): 'fail' | 'pass' {
  return resultStatus === 'Failure' ? 'fail' : 'pass';
}

export type CollapseLevel = 'warning' | 'danger' | 'final';

export function collapseLevel(type: string): CollapseLevel | null {
  if (type === 'timelineCollapseWarning') return 'warning';
  if (type === 'timelineCollapseDanger') return 'danger';
  if (type === 'timelineCollapseFinal') return 'final';
  return null;
}

/**
 * Items that arrived between two looks at the inventory: new names, or a name whose quantity grew
 * (by the amount gained). How the UI learns of new items for 'New Item Acquired': a choice is sent by
 * the outbox, so the answer's new_items never reaches the page; the live inventory does.
 */
export function gainedItems(before: readonly InventoryItem[], after: readonly InventoryItem[]): InventoryItem[] {
  const had = new Map(before.map((i) => [i.name, i.quantity]));
  return after.flatMap((i) => {
    const gained = i.quantity - (had.get(i.name) ?? 0);
    return gained > 0 ? [{ ...i, quantity: gained }] : [];
  });
}

/** The total of an inventory, for the backpack badge. */
export function itemCount(items: readonly { quantity: number }[]): number {
  return items.reduce((n, i) => n + i.quantity, 0);
}

/** The last element that matches (Array.prototype.findLast is newer than the app's target library). */
export function findLastOf<T>(list: readonly T[], match: (item: T) => boolean): T | undefined {
  for (let i = list.length - 1; i >= 0; i--) if (match(list[i]!)) return list[i];
  return undefined;
}
