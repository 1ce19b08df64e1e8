import { useLocation } from 'react-router-dom';
import { UI_STORY_LIMITS } from '../../lib/limits';
import { withFlags } from '../../lib/paths';
import { ButtonLink } from '../../ui/Button';
import { Img } from '../../ui/Img';
import { ENDLESS_BUTTON } from './story-rules';
import styles from './Story.module.css';

/** The Endless Adventure promo (in-play §2): a free story has told its chapters; subscribers' go on. */
export function EndlessPromo({ cover }: { cover: string | null }) {
  const location = useLocation();
  return (
    <section className={styles.promo} aria-labelledby="endless-title">
      <Img src={cover} alt="" className={styles.promoArt} />
      <div className={styles.promoBody}>
        <h2 id="endless-title" className={styles.promoTitle}>
          Endless Adventures
        </h2>
        <p>
          Your adventure has reached its ending after {UI_STORY_LIMITS.freeChapters} chapters. A subscriber&apos;s story never has to end: pick it up
          from here and the narrator writes on, chapter after chapter.
        </p>
        <ButtonLink to={{ search: withFlags(location.search, { subscription: 'true' }) }} block>
          {ENDLESS_BUTTON}
        </ButtonLink>
      </div>
    </section>
  );
}
