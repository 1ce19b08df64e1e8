import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HomeRow } from '../../db';
import { paths } from '../../lib/paths';
import { useSeries } from '../series';
import { Button, ButtonLink } from '../../ui/Button';
import { Img } from '../../ui/Img';
import { Accordion } from './Accordion';
import { PremiumIcon } from './PremiumIcon';
import { fragmentsText, memoryButtonText, subscriptionSearch } from './sanctum-rules';
import styles from './Sanctum.module.css';

interface Props {
  item: HomeRow;
  open: boolean;
  onToggle: () => void;
}

/** A Memory of the Sanctum (in-play §2 Memory accordion): its adventures are the fragments to collect. */
export function MemoryAccordion({ item, open, onToggle }: Props) {
  const seriesId = item.series_id!;
  // The details hold the adventures (the fragments); pulled for every Memory so they read offline too.
  const { series } = useSeries(seriesId);
  const navigate = useNavigate();
  const [showFragments, setShowFragments] = useState(false);
  const id = useId();
  const adventures = series?.adventures ?? [];
  const done = adventures.filter((a) => a.button_state === 'reread_adventure').length;
  const canAccess = series?.can_access ?? item.can_access;
  const label = memoryButtonText({ can_access: canAccess, progress: series?.progress ?? item.progress });

  return (
    <Accordion
      anchorId={`series-${seriesId}`}
      open={open}
      onToggle={onToggle}
      summary={
        <>
          <Img src={item.image_url} alt="" className={styles.thumb} />
          <span className={styles.summaryName}>Memory: {item.name}</span>
          {item.is_premium && <PremiumIcon />}
        </>
      }
    >
      <Img src={item.image_url} alt="" className={styles.cover} />
      <p className={styles.explainer}>
        A Memory is a short tale told in fragments. Each fragment ends at a moment only you can decide; collect them all to
        see how the memory ends.
      </p>
      <p className={styles.description}>{item.description.trim() || 'No description'}</p>
      {series && (
        <>
          <button type="button" className={styles.tapToView} aria-expanded={showFragments} aria-controls={`${id}-fragments`} onClick={() => setShowFragments((s) => !s)}>
            {fragmentsText(done, adventures.length)}
          </button>
          {showFragments && (
            <ol id={`${id}-fragments`} className={styles.fragments}>
              {adventures.map((a) => (
                <li key={a.adventure_id} className={styles.fragment}>
                  <div className={styles.fragmentHead}>
                    <span className={styles.fragmentName}>{a.name}</span>
                    <span className={styles.fragmentStatus}>{a.button_state === 'reread_adventure' ? 'Collected' : `${a.chapters_count} chapters`}</span>
                  </div>
                  <p className={styles.fragmentText}>{a.description}</p>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      {canAccess ? (
        <ButtonLink to={paths.series(seriesId)} block>
          {label}
        </ButtonLink>
      ) : (
        <Button block onClick={() => navigate({ search: subscriptionSearch(series?.creator_page_name ?? null) })}>
          {label}
        </Button>
      )}
    </Accordion>
  );
}
