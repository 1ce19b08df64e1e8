import { useEffect } from 'react';
import { AudioControls } from './AudioControls';
import { ListenButton } from './ListenButton';
import { narration, type Track } from './narration';
import { groupOf, useActiveIn, useEndOnLeave, useNarration } from './useNarration';
import styles from './Narration.module.css';

/**
 * The narration of a room or a chapter on its read page: a Listen button where it is mounted, and while
 * one of the page's narrations plays, the audio controls in a bar above the page's footer. A room's
 * narration follows the Historian into the next room while it plays; leaving the page ends it.
 */
export function NarrationPlayer({ track }: { track: Track | null }) {
  const s = useNarration();
  const group = track ? groupOf(track.key) : null;
  const active = useActiveIn(group);
  const playingOther = s.track !== null && s.status === 'playing' && s.track.url !== track?.url;
  const follow = !!track?.follows && playingOther && s.track?.follows === true && groupOf(s.track.key) === group;

  useEffect(() => {
    if (!track) return;
    if (follow) void narration.start(track);
    else narration.describe(track);
  }, [follow, track]);

  useEndOnLeave(group);

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
