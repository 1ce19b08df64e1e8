import { useEffect } from 'react';
import { AudioControls } from './AudioControls';
import { ListenButton } from './ListenButton';
import { narration, type Track } from './narration';
import { useIsActive, useNarration } from './useNarration';
import styles from './Narration.module.css';

/**
 * The narration of a room or a chapter on its read page: a Listen button where it is mounted, and while
 * it plays, the audio controls in a bar above the page's footer. A room's narration follows the
 * Historian into the next room while it plays.
 */
export function NarrationPlayer({ track }: { track: Track | null }) {
  const s = useNarration();
  const active = useIsActive(track?.url);
  const playingOther = s.track !== null && s.status === 'playing' && s.track.url !== track?.url;
  const follow = !!track?.follows && playingOther && s.track?.follows === true && s.track.key.split(':')[1] === track.key.split(':')[1];

  useEffect(() => {
    if (!track) return;
    if (follow) void narration.start(track);
    else narration.describe(track);
  }, [follow, track]);

  // Leaving the page ends its narration (a room's, an adventure's or a story's), as leaving a room did.
  const group = track ? track.key.split(':').slice(0, 2).join(':') : null;
  useEffect(
    () => () => {
      if (group && narration.state.track?.key.startsWith(`${group}:`)) narration.stop();
    },
    [group],
  );

  // The bar covers the page's last lines: give the page room below them while it shows.
  useEffect(() => {
    if (!active) return;
    document.documentElement.classList.add(styles.withBar!);
    return () => document.documentElement.classList.remove(styles.withBar!);
  }, [active]);

  if (!track) return null;
  return (
    <>
      <ListenButton track={track} variant="pill" />
      {active && (
        <div className={styles.bar}>
          <AudioControls />
        </div>
      )}
    </>
  );
}
