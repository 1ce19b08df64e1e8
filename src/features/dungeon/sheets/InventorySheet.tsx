import type { InventoryItem } from '../../../contract/dungeon';
import { Sheet } from '../../../ui/Sheet';
import { itemCount } from '../rules/events';
import { LazyItemCards as ItemCards } from './LazyItemCards';
import styles from './Sheets.module.css';

/** The backpack (in-play §2 Inventory): title with the item count, swipeable cards, or the empty text. */
export function InventorySheet({ items, onClose }: { items: InventoryItem[]; onClose: () => void }) {
  const count = itemCount(items);
  return (
    <Sheet title={`Inventory (${count})`} onClose={onClose}>
      {items.length === 0 ? (
        <p className={styles.empty}>
          Explore the timeline and search for items, weapons, resources. Everything you find (of value) will be shown here.
        </p>
      ) : (
        <ItemCards items={items} label="Your items" />
      )}
    </Sheet>
  );
}
