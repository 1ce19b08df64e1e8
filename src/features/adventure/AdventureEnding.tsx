import type { AdventureRow } from '../../db';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/Button';
import { RatingPanel } from '../rating';
import styles from './AdventureEnding.module.css';

const NEXT_TEXT: Record<string, string> = {
  next_available: 'The next adventure of this Memory is ready.',
  coming_soon: 'The next adventure of this Memory is coming soon.',
  end_of_series: 'This was the last adventure of this Memory.',
};

/** The end of an adventure (in-play §4 Ending): rate it, then carry on. */
export function AdventureEnding({ seriesId, adventure }: { seriesId: string; adventure: AdventureRow }) {
  return (
    <section className={styles.ending} aria-labelledby="ending-title">
      <h2 id="ending-title">Adventure complete</h2>
      {adventure.series_end && <p className={styles.text}>{NEXT_TEXT[adventure.series_end]}</p>}
      <h3 className={styles.rateTitle}>Rate this adventure</h3>
      <RatingPanel targetType="adventure" targetId={adventure.adventure_id} label={`Rate ${adventure.name}`} />
      <div className={styles.actions}>
        <ButtonLink to={paths.series(seriesId)} block>
          {adventure.series_end === 'next_available' ? 'Continue Reading' : 'Back to the Memory'}
        </ButtonLink>
        <ButtonLink to="/sanctum" variant="secondary" block>
          Go to Home Page
        </ButtonLink>
      </div>
    </section>
  );
}
