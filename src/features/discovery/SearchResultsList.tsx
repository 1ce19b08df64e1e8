import type { SearchResults } from '../../contract';
import type { CreatorRow } from '../../db';
import { ContentCard } from './ContentCard';
import { CreatorCard } from './CreatorCard';
import styles from './Discovery.module.css';

/** A search's answer in four sections; an empty section is left out. */
export function SearchResultsList({ results, creators }: { results: SearchResults; creators: CreatorRow[] }) {
  const sections = [
    { title: 'Memories', kind: 'series' as const, hits: results.series },
    { title: 'Timelines', kind: 'dungeon' as const, hits: results.dungeons },
    { title: 'Adventures', kind: 'saga' as const, hits: results.sagas },
  ];
  return (
    <>
      {sections.map(
        (s) =>
          s.hits.length > 0 && (
            <section key={s.kind} className={styles.section} aria-label={s.title}>
              <h2 className={styles.sectionTitle}>{s.title}</h2>
              <ul className={styles.list}>
                {s.hits.map((h) => (
                  <li key={h.id}>
                    <ContentCard kind={s.kind} hit={h} />
                  </li>
                ))}
              </ul>
            </section>
          ),
      )}
      {creators.length > 0 && (
        <section className={styles.section} aria-label="Creators">
          <h2 className={styles.sectionTitle}>Creators</h2>
          <ul className={styles.list}>
            {creators.map((c) => (
              <li key={c.page_name}>
                <CreatorCard creator={c} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
