import { useEffect, useSyncExternalStore } from 'react';
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

/** A page's narrations share a group: 'room:DUNGEON', 'chapter:ADVENTURE', 'story:STORY'. */
export const groupOf = (key: string): string => key.split(':').slice(0, 2).join(':');

/** Whether one of a page's narrations is in the player: its controls stay while the reader moves between chapters. */
export function useActiveIn(group: string | null): boolean {
  const s = useNarration();
  return !!group && s.status !== 'idle' && !!s.track && groupOf(s.track.key) === group;
}

/** Leaving the page ends its narration (a room's, an adventure's or a story's), as leaving a room always did. */
export function useEndOnLeave(group: string | null): void {
  useEffect(
    () => () => {
      const playing = narration.state.track;
      if (group && playing && groupOf(playing.key) === group) narration.stop();
    },
    [group],
  );
}
