import { PauseIcon, PlayIcon, StopIcon } from '../../ui/icons';
import { narration } from './narration';
import { durationText, formatTime, GENERATING_TEXT, nextRate, rateLabel } from './narration-rules';
import { useNarration } from './useNarration';
import styles from './Narration.module.css';

/**
 * Audio mode (in-play §2): play/pause, the seek bar, the speed (1x, 1.5x, 2x) and stop. While the
 * narration is being generated it says so; until the length is known it shows '5:00'.
 */
export function AudioControls({ className }: { className?: string }) {
  const s = useNarration();
  if (!s.track || s.status === 'idle') return null;
  const playing = s.status === 'playing';
  const loading = s.status === 'loading';
  const total = durationText(s.duration);
  const max = s.duration ?? 300;

  return (
    <div className={`${styles.controls} ${className ?? ''}`} role="group" aria-label={`Narration: ${s.track.title}`}>
      <button
        type="button"
        className={styles.round}
        aria-label={playing ? 'Pause' : 'Play'}
        onClick={() => (playing ? narration.pause() : void narration.resume())}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <div className={styles.timeline}>
        {s.status === 'error' ? (
          <p className={styles.error} role="alert">
            {s.error}
          </p>
        ) : loading ? (
          <p className={styles.generating} role="status">
            <span className={styles.dot} aria-hidden="true" />
            {GENERATING_TEXT}
          </p>
        ) : (
          <input
            type="range"
            className={styles.seek}
            min={0}
            max={max}
            step={1}
            value={Math.min(s.position, max)}
            aria-label="Seek"
            aria-valuetext={`${formatTime(s.position)} of ${total}`}
            onChange={(e) => narration.seek(Number(e.target.value))}
          />
        )}
        <p className={styles.time} aria-hidden="true">
          <span>{formatTime(s.position)}</span>
          <span>{total}</span>
        </p>
      </div>
      <button
        type="button"
        className={styles.rate}
        aria-label={`Speed ${rateLabel(s.rate)}, change speed`}
        onClick={() => narration.setRate(nextRate(s.rate))}
      >
        {rateLabel(s.rate)}
      </button>
      <button type="button" className={styles.round} aria-label="Stop" onClick={() => narration.stop()}>
        <StopIcon />
      </button>
    </div>
  );
}
