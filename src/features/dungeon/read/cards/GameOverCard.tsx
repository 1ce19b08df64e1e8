import type { DungeonEvent } from '../../../../contract/dungeon';
import { ButtonLink } from '../../../../ui/Button';
import styles from './Cards.module.css';
import { GameOverOptions } from './GameOverOptions';

type GameOver = Extract<DungeonEvent, { type: 'gameOver' }>;

interface Props {
  dungeonId: string;
  event: GameOver;
  /** The crawl ended here and has not been resurrected since: the ways on are offered. */
  live: boolean;
}

/** Game over (in-play §2, §4), with the 'Timeline Collapse' banner when the actions ran out. */
export function GameOverCard({ dungeonId, event, live }: Props) {
  return (
    <div className={styles.gameOver}>
      {event.narrative_type === 'action_counter_zero' && (
        <p className={styles.collapseBanner} role="presentation">
          Timeline Collapse
        </p>
      )}
      <p className={styles.gameOverTitle}>Game Over</p>
      <p className={styles.text}>{event.text}</p>
      {live ? (
        <GameOverOptions dungeonId={dungeonId} />
      ) : (
        <ButtonLink to="/sanctum" variant="ghost">
          Back to the Sanctum
        </ButtonLink>
      )}
    </div>
  );
}
