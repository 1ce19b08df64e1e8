import type { AdventureSummary } from '../../contract';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/Button';
import { Img } from '../../ui/Img';
import styles from './Series.module.css';

interface Props {
  seriesId: string;
  adventure: AdventureSummary;
  onPlay: (adventureId: string) => void;
  onOpen: (path: string) => void;
}

const LABEL: Record<AdventureSummary['button_state'], string> = {
  ready_to_play: 'Play',
  continue_adventure: 'Continue',
  reread_adventure: 'Read again',
  coming_later: 'Coming later',
  coming_later_with_date: 'Coming later',
};

/** One adventure of a series with its button (app-shell §3 Adventure button state). */
export function AdventureItem({ seriesId, adventure, onPlay, onOpen }: Props) {
  const state = adventure.button_state;
  const coming = state === 'coming_later' || state === 'coming_later_with_date';

  return (
    <li className={styles.adventure}>
      <Img src={adventure.image_url} alt="" className={styles.adventureImg} />
      <div className={styles.adventureBody}>
        <h3 className={styles.adventureName}>{adventure.name}</h3>
        <p className={styles.adventureText}>{adventure.description}</p>
        <p className={styles.adventureMeta}>{adventure.chapters_count} chapters</p>
        {coming ? (
          <Button variant="secondary" disabled>
            {adventure.release_text ?? LABEL[state]}
          </Button>
        ) : state === 'reread_adventure' ? (
          // A finished adventure is all reached content: open it at the start, no server call needed.
          <Button variant="secondary" onClick={() => onOpen(paths.read(seriesId, adventure.adventure_id, 1))}>
            {LABEL[state]}
          </Button>
        ) : (
          <Button onClick={() => onPlay(adventure.adventure_id)}>
            {LABEL[state]}
          </Button>
        )}
      </div>
    </li>
  );
}
