import { useEffect } from 'react';
import { roomAudio } from '../shared/room-audio';
import { useRoomAudio } from '../shared/useRoomAudio';
import styles from './DungeonReadPage.module.css';

/**
 * The room narration's switch. When the room changes while the sound is on, the new room's narration
 * follows; a tap starts it when the browser would not autoplay (e.g. after a reload).
 */
export function SoundToggle({ url }: { url: string | null }) {
  const audio = useRoomAudio();
  const on = audio.playing && !audio.muted;

  useEffect(() => {
    if (audio.url && url && audio.url !== url && !audio.muted) roomAudio.play(url);
  }, [url, audio.url, audio.muted]);
  useEffect(() => () => roomAudio.stop(), []);

  if (!url) return null;
  return (
    <button
      type="button"
      className={styles.tool}
      aria-pressed={on}
      onClick={() => {
        if (on) roomAudio.setMuted(true);
        else {
          roomAudio.setMuted(false);
          roomAudio.play(url);
        }
      }}
    >
      {on ? 'Sound on' : 'Sound off'}
    </button>
  );
}
