import { Link } from 'react-router-dom';
import type { SagaRow } from '../../db';
import { paths } from '../../lib/paths';
import { Skeleton } from '../../ui/Skeleton';
import { useSeries } from '../series';
import { useStory } from '../story';
import styles from './Saga.module.css';

/** The saga's chapters: a custom story's, each opening where it is; a Memory's adventures. */
export function SagaChapters({ saga }: { saga: SagaRow }) {
  return (
    <section className={styles.section} aria-labelledby="chapters-title">
      <h2 id="chapters-title" className={styles.sectionTitle}>
        {saga.kind === 'custom' ? 'Chapters' : 'Adventures'}
      </h2>
      {saga.kind === 'custom' ? <StoryChapters storyId={saga.saga_id} /> : saga.series_id ? <SeriesAdventures seriesId={saga.series_id} /> : null}
    </section>
  );
}

function StoryChapters({ storyId }: { storyId: string }) {
  const { chapters } = useStory(storyId);
  if (chapters === undefined) return <Skeleton height={96} />;
  if (chapters.length === 0) return <p className={styles.muted}>The chapters show once the story is on your device.</p>;
  return (
    <ol className={styles.chapters}>
      {chapters.map((c) => (
        <li key={c.chapter_number}>
          <Link to={paths.story(storyId, c.chapter_number)} className={styles.chapterLink}>
            <span className={styles.chapterNo}>{c.chapter_number}</span>
            <span>
              <span className={styles.chapterTitle}>{c.title}</span>
              <span className={styles.chapterCaption}>{c.caption}</span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

function SeriesAdventures({ seriesId }: { seriesId: string }) {
  const { series } = useSeries(seriesId);
  if (series === undefined) return <Skeleton height={96} />;
  if (series === null) return <p className={styles.muted}>The adventures show once this Memory is on your device.</p>;
  return (
    <ol className={styles.chapters}>
      {series.adventures.map((a, i) => (
        <li key={a.adventure_id}>
          <Link to={paths.series(seriesId)} className={styles.chapterLink}>
            <span className={styles.chapterNo}>{i + 1}</span>
            <span>
              <span className={styles.chapterTitle}>{a.name}</span>
              <span className={styles.chapterCaption}>
                {a.chapters_count} chapters · {a.description}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
