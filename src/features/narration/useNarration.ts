import { useSyncExternalStore } from 'react';
import { narration, type NarrationState } from './narration';

const get = (): NarrationState => narration.state;

/** The player's state (the engine hands out a new object on every change, so snapshots are stable). */
export function useNarration(): NarrationState {
  return useSyncExternalStore(narration.subscribe, get, get);
}

/** Whether this track is the one in the player (audio mode is on for it). */
export function useIsActive(url: string | null | undefined): boolean {
  const s = useNarration();
  return !!url && s.track?.url === url && s.status !== 'idle';
}
