import { useEffect, useId, useState } from 'react';
import { HeadphonesIcon } from '../../ui/icons';
import { narration, type Track } from './narration';
import { TOOLTIP_MS } from './narration-rules';
import { useIsActive } from './useNarration';
import styles from './Narration.module.css';

const SEEN = 'narration:tooltip-seen';

/** The tooltip shows once on a device: until the player taps Listen, and never for longer than TOOLTIP_MS. */
function useTooltip(): [boolean, () => void] {
  const [shown, setShown] = useState(() => typeof localStorage !== 'undefined' && localStorage.getItem(SEEN) === null);
  const hide = () => {
    setShown(false);
    try {
      localStorage.setItem(SEEN, '1');
    } catch {
      // Not kept: it shows again next time.
    }
  };
  useEffect(() => {
    if (!shown) return;
    const t = window.setTimeout(hide, TOOLTIP_MS);
    return () => window.clearTimeout(t);
  }, [shown]);
  return [shown, hide];
}

interface Props {
  track: Track;
  /** The button's look: a footer tab (icon over label) or a small pill. */
  variant: 'tab' | 'pill';
  className?: string;
}

/** Turns audio mode on for a track (in-play §2): the narration starts and the audio controls show. */
export function ListenButton({ track, variant, className }: Props) {
  const active = useIsActive(track.url);
  const [tooltip, hideTooltip] = useTooltip();
  const tipId = useId();
  const from = narration.remembered(track.key);

  return (
    <span className={`${styles.listenWrap} ${variant === 'tab' ? styles.tabWrap : styles.pillWrap}`}>
      <button
        type="button"
        className={`${variant === 'tab' ? styles.tab : styles.pill} ${className ?? ''}`}
        aria-pressed={active}
        aria-describedby={tooltip ? tipId : undefined}
        onClick={() => {
          hideTooltip();
          if (active) narration.stop();
          else void narration.start(track);
        }}
      >
        <HeadphonesIcon />
        <span>{active ? 'Listening' : from ? 'Resume' : 'Listen'}</span>
      </button>
      {tooltip && !active && (
        <span id={tipId} role="tooltip" className={styles.tooltip}>
          Tap to hear it read aloud
        </span>
      )}
    </span>
  );
}
