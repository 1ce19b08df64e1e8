import { Link } from 'react-router-dom';
import type { ChapterRow } from '../../db';
import { paths } from '../../lib/paths';
import { Sheet } from '../../ui/Sheet';
import styles from './ChaptersSheet.module.css';

interface Props {
  seriesId: string;
  adventureId: string;
  chapters: ChapterRow[];
  current: number;
  onClose: () => void;
}

/** Browse Chapters: every chapter the player has reached, all readable offline. */
export function ChaptersSheet({ seriesId, adventureId, chapters, current, onClose }: Props) {
  return (
    <Sheet title="Browse Chapters" onClose={onClose}>
      <ol className={styles.list}>
        {chapters.map((c) => (
          <li key={c.chapter_number}>
            <Link
              to={paths.read(seriesId, adventureId, c.chapter_number)}
              className={`${styles.link} ${c.chapter_number === current ? styles.current : ''}`}
              aria-current={c.chapter_number === current ? 'page' : undefined}
              onClick={onClose}
            >
              <span className={styles.number}>{c.chapter_number}</span>
              <span className={styles.text}>
                <span className={styles.title}>{c.title}</span>
                {c.pending_choice && <span className={styles.pending}>Choice waiting to be sent</span>}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </Sheet>
  );
}
