import { useId } from 'react';
import type { Echo } from '../../contract';
import { CHOICE_COLOURS } from '../../lib/limits';
import { colourSlot } from '../../lib/text-rules';
import { PlayerAvatar } from '../people';
import styles from './Echoes.module.css';

interface Props {
  echo: Echo;
  index: number;
  mine: boolean;
  /** In the chooser: whether it is kept for the Scroll of Fate, and the toggle. */
  keep?: { kept: boolean; onChange: (kept: boolean) => void };
  onOpen: () => void;
}

/** One echo: another Historian's choice, on its colour (offered choices cycle over six). */
export function EchoCard({ echo, index, mine, keep, onOpen }: Props) {
  const id = useId();
  return (
    <article className={styles.card} style={{ background: `var(--choice-${colourSlot(index, CHOICE_COLOURS)})` }} aria-labelledby={`${id}-text`}>
      <p className={styles.cardTitle}>
        {echo.title}
        {echo.is_featured && <span className={styles.badge}>Featured</span>}
      </p>
      <button type="button" className={styles.cardText} id={`${id}-text`} onClick={onOpen} aria-haspopup="dialog">
        “{echo.text}”
      </button>
      <div className={styles.cardFoot}>
        <span className={styles.author}>
          <PlayerAvatar user={{ user_id: echo.user_id, username: echo.username, avatar_url: echo.avatar }} size={28} />
          <span className={mine ? styles.mine : undefined}>{mine ? `${echo.username} (you)` : echo.username}</span>
        </span>
        {keep && (
          <label className={styles.keep}>
            <input type="checkbox" checked={keep.kept} onChange={(e) => keep.onChange(e.target.checked)} aria-describedby={`${id}-text`} />
            Keep
          </label>
        )}
      </div>
    </article>
  );
}
