import { useId, useState } from 'react';
import type { RoomSummary } from '../../../contract/dungeon';
import type { RoomNoteRow } from '../../../db';
import { Button } from '../../../ui/Button';
import { canFastTravel, itemsText } from '../rules/rooms';
import { RoomNotes } from './RoomNotes';
import styles from './Sheets.module.css';

interface Props {
  dungeonId: string;
  room: RoomSummary;
  currentRoom: string;
  travelAllowed: boolean;
  notes: RoomNoteRow[];
  onTravel: () => void;
}

/** One room: its note count and items found, fast travel when allowed (never to the current room), its notes. */
export function RoomRow({ dungeonId, room, currentRoom, travelAllowed, notes, onTravel }: Props) {
  const [open, setOpen] = useState(false);
  const current = room.name === currentRoom;
  const id = useId();
  // Local notes are the truth offline; the server's count covers notes not pulled yet.
  const count = Math.max(room.count, notes.length);
  return (
    <li className={`${styles.roomItem} ${current ? styles.current : ''}`}>
      <div className={styles.roomHead}>
        <div>
          <p className={styles.roomName}>
            {room.name}
            {current && <span className={styles.here}> · You are here</span>}
          </p>
          <p className={styles.roomMeta}>
            {count} note{count === 1 ? '' : 's'} · {itemsText(room.items_found, room.total_items)}
          </p>
        </div>
        <Button variant="secondary" disabled={!canFastTravel(room, currentRoom, travelAllowed)} onClick={onTravel}>
          Fast travel
        </Button>
      </div>
      <button type="button" className={styles.disclosure} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? 'Hide notes' : 'Show notes'}
      </button>
      <div id={id} hidden={!open}>
        {open && <RoomNotes dungeonId={dungeonId} room={room.name} notes={notes} />}
      </div>
    </li>
  );
}
