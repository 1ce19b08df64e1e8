import { useSyncExternalStore } from 'react';
import { roomAudio } from './room-audio';

let snapshot = roomAudio.state;
const getSnapshot = () => {
  const s = roomAudio.state;
  // A stable object between changes, as useSyncExternalStore requires.
  if (s.muted !== snapshot.muted || s.playing !== snapshot.playing || s.url !== snapshot.url) snapshot = s;
  return snapshot;
};

/** The room audio's state for the sound toggle. */
export function useRoomAudio() {
  return useSyncExternalStore(roomAudio.subscribe, getSnapshot, getSnapshot);
}
