import { useState } from 'react';
import type { DungeonProgressRow } from '../../../db';
import { useOnline } from '../../../lib/useOnline';
import { Notice } from '../../../ui/Notice';
import { Sheet } from '../../../ui/Sheet';
import { sync } from '../../../worker-client';
import { useNotes } from '../reads';
import { RoomRow } from './RoomRow';
import styles from './Sheets.module.css';
import { wentWrong } from '../../../lib/went-wrong';

interface Props {
  dungeonId: string;
  progress: DungeonProgressRow;
  onClose: () => void;
}

/** The Room Notes navigation sheet (in-play §2): discovered rooms, their notes and items, fast travel. */
export function RoomNotesSheet({ dungeonId, progress, onClose }: Props) {
  const notes = useNotes(dungeonId) ?? [];
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const travel = async (room: string) => {
    setBusy(true);
    setError(null);
    const r = await sync.fastTravel(dungeonId, room).catch(wentWrong);
    setBusy(false);
    if (r.ok) onClose();
    else setError(r.message);
  };

  return (
    <Sheet title="Rooms" onClose={onClose}>
      {error && <Notice tone="error">{error}</Notice>}
      {!online && <Notice>Fast travel needs the network. Notes are kept and sent when you are back online.</Notice>}
      <ul className={styles.rooms}>
        {progress.rooms.map((room) => (
          <RoomRow
            key={room.name}
            dungeonId={dungeonId}
            room={room}
            currentRoom={progress.current_room}
            travelAllowed={online && !busy && progress.status === 'active'}
            notes={notes.filter((n) => n.room === room.name)}
            onTravel={() => void travel(room.name)}
          />
        ))}
      </ul>
    </Sheet>
  );
}
