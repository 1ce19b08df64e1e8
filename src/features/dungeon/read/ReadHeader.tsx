import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DungeonProgressRow } from '../../../db';
import { RoomNotesSheet } from '../sheets/on-demand';
import { useAfterFirstScreen } from '../../../lib/after-first-screen';
import { dungeonPaths } from '../../../lib/paths';
import { roomTrack } from '../shared/room-audio';
import styles from './DungeonReadPage.module.css';

// The Listen button, last in the header's row, comes just after the first screen, with the player behind it.
const NarrationPlayer = lazy(() => import('../../narration').then((m) => ({ default: m.NarrationPlayer })));

/** The Timeline's name, the room the Historian is in, and the ways to the rooms, the journal and the sound. */
export function ReadHeader({ dungeonId, name, image, progress }: { dungeonId: string; name: string; image: string | null; progress: DungeonProgressRow }) {
  const [rooms, setRooms] = useState(false);
  const afterFirst = useAfterFirstScreen();
  return (
    <div className={styles.header}>
      <div className={styles.headerText}>
        <h1 className={styles.name}>{name}</h1>
        <p className={styles.roomNow}>
          <span className="visually-hidden">Current room: </span>
          {progress.current_room}
        </p>
      </div>
      <div className={styles.tools}>
        <button type="button" className={styles.tool} onClick={() => setRooms(true)} aria-haspopup="dialog">
          Rooms
        </button>
        <Link to={dungeonPaths.journal(dungeonId)} className={styles.tool}>
          Journal
        </Link>
        {afterFirst && (
          <Suspense fallback={null}>
            <NarrationPlayer track={roomTrack(dungeonId, progress.current_room, progress.room_audio_url, { name, image_url: image ?? '' })} />
          </Suspense>
        )}
      </div>
      {rooms && (
        <Suspense fallback={null}>
          <RoomNotesSheet dungeonId={dungeonId} progress={progress} onClose={() => setRooms(false)} />
        </Suspense>
      )}
    </div>
  );
}
