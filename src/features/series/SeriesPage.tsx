import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useOnline } from '../../lib/useOnline';
import { useSeries } from './reads';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { AdventureItem } from './AdventureItem';
import { OfflineDownload } from '../offline';
import { RatingPanel } from '../rating';
import { SeriesHeader } from './SeriesHeader';
import styles from './Series.module.css';
import { readStartFailure } from './start-failure';

/** /series/:seriesId — a Memory: its cover, adventures (each opened through its loader), rating and discussion. */
export default function SeriesPage() {
  const seriesId = useParams().seriesId!;
  const { series, ensure } = useSeries(seriesId);
  const online = useOnline();
  const navigate = useNavigate();
  const error = readStartFailure(useLocation().state);

  if (series === undefined || (series === null && !ensure.settled)) {
    return (
      <div aria-busy="true" aria-label="Loading the Memory" className={styles.loading}>
        <Skeleton height={200} />
        <Skeleton height={28} width="60%" />
        <Skeleton height={120} />
      </div>
    );
  }
  if (series === null) {
    return (
      <Notice tone={online ? 'error' : 'info'}>
        {online ? `This Memory could not be loaded: ${ensure.error ?? 'not found'}` : 'You are offline and this Memory is not on your device yet.'}
      </Notice>
    );
  }

  return (
    <>
      <SeriesHeader series={series} />
      {/* A Memory the player cannot open (premium, not subscribed) has no text to keep. */}
      {series.can_access && <OfflineDownload kind="series" id={seriesId} />}
      <section aria-labelledby="adventures-title" className={styles.section}>
        <h2 id="adventures-title">Adventures</h2>
        {error && <Notice tone="error">{error}</Notice>}
        <ol className={styles.adventures}>
          {series.adventures.map((a) => (
            <AdventureItem
              key={a.adventure_id}
              seriesId={seriesId}
              adventure={a}
              onPlay={(adventureId) => navigate(paths.adventureLoader(seriesId, adventureId))}
              onOpen={(path) => navigate(path)}
            />
          ))}
        </ol>
      </section>
      <section aria-labelledby="rate-title" className={styles.section}>
        <h2 id="rate-title">Rate this Memory</h2>
        <RatingPanel targetType="series" targetId={seriesId} label={`Rate ${series.name}`} />
      </section>
    </>
  );
}
