import { useEffect, useRef, useState } from 'react';
import type { InventoryItem } from '../../../contract/dungeon';
import { gainedItems } from '../rules/events';

/**
 * 'New Item Acquired' after a turn that brought items. A choice is delivered by the outbox, so its
 * answer (new_items) never reaches the page; the live inventory does. The first inventory seen is the
 * baseline, so opening the page never announces what the Historian already had.
 */
export function useNewItems(dungeonId: string, inventory: InventoryItem[] | undefined) {
  const before = useRef<{ id: string; items: InventoryItem[] } | null>(null);
  const [items, setItems] = useState<InventoryItem[]>([]);

  useEffect(() => {
    if (!inventory) return;
    const prev = before.current;
    before.current = { id: dungeonId, items: inventory };
    if (!prev || prev.id !== dungeonId) return;
    const gained = gainedItems(prev.items, inventory);
    // Gains pile up while the modal is open (two turns replayed at once show together).
    if (gained.length > 0) setItems((shown) => [...shown, ...gained]);
  }, [dungeonId, inventory]);

  return { items, dismiss: () => setItems([]) };
}
