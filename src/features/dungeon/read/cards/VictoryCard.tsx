import type { DungeonEvent } from '../../../../contract/dungeon';
import { ButtonLink } from '../../../../ui/Button';
import { dungeonPaths } from '../../../../lib/paths';
import styles from './Cards.module.css';

type Victory = Extract<DungeonEvent, { type: 'victory' }>;

/** Victory (in-play §2): 'Dungeon Complete!' and, inside an expedition, its progress and the way on. */
export function VictoryCard({ event }: { event: Victory }) {
  const p = event.expedition_progress;
  const done = p ? p.completed_dungeons.length : 0;
  const all = p !== null && (p.current_dungeon === null || done >= p.total_dungeons);
  return (
    <div className={styles.victory}>
      <p className={styles.victoryTitle}>Dungeon Complete!</p>
      <p className={styles.text}>{event.victory_text}</p>
      {p && (
        <>
          <p className={styles.expedition}>
            Expedition progress: {done}/{p.total_dungeons} Timelines
          </p>
          <div className={styles.bar} role="progressbar" aria-label="Expedition progress" aria-valuemin={0} aria-valuemax={p.total_dungeons} aria-valuenow={done}>
            <span style={{ width: `${(100 * done) / p.total_dungeons}%` }} />
          </div>
          {p.passage && (
            <section className={styles.passage} aria-label={`Expedition: ${p.passage.title}`}>
              <h3 className={styles.passageTitle}>{p.passage.title}</h3>
              <p className={styles.text}>{p.passage.text}</p>
            </section>
          )}
          {all ? (
            <p className={styles.victoryTitle}>Expedition completed!</p>
          ) : (
            <ButtonLink to={dungeonPaths.page(p.current_dungeon!)} block>
              Continue Expedition
            </ButtonLink>
          )}
        </>
      )}
      <ButtonLink to="/sanctum" variant="ghost" block>
        Back to the Sanctum
      </ButtonLink>
    </div>
  );
}
