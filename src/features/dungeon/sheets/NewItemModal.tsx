import type { InventoryItem } from '../../../contract/dungeon';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { LazyItemCards as ItemCards } from './LazyItemCards';
import styles from './Sheets.module.css';

/** 'New Item Acquired' after a turn that brought items (in-play §2), with the same item cards. */
export function NewItemModal({ items, onClose }: { items: InventoryItem[]; onClose: () => void }) {
  return (
    <Modal title="New Item Acquired" onClose={onClose}>
      <ItemCards items={items} label="New items" />
      <div className={styles.actions}>
        <Button block onClick={onClose} data-autofocus>
          Continue
        </Button>
      </div>
    </Modal>
  );
}
