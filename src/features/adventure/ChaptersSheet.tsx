import { Link } from 'react-router-dom';
import type { ChapterRow } from '../../db';
import { paths } from '../../lib/paths';
import { ChatIcon } from '../../ui/icons';
import { Sheet } from '../../ui/Sheet';
import styles from './ChaptersSheet.module.css';

interface Props {
  seriesId: string;
  adventureId: string;
  chapters: ChapterRow[];
  current: number;
  onClose: () => void;
}

const commentsLabel = (n: number) => `${n} comment${n === 1 ? '' : 's'}`;

/**
 * Browse Chapters: every chapter the player has reached, all readable offline, each with the choice made
 * at its moment and its discussion's comment count (shown only when not zero).
 */
export function ChaptersSheet({ seriesId, adventureId, chapters, current, onClose }: Props) {
  return (
    <Sheet title="Browse Chapters" onClose={onClose}>
      <ol className={styles.list}>
        {chapters.map((c) => (
          <li key={c.chapter_number} className={styles.item}>
            <Link
              to={paths.read(seriesId, adventureId, c.chapter_number)}
              className={`${styles.link} ${c.chapter_number === current ? styles.current : ''}`}
              aria-current={c.chapter_number === current ? 'page' : undefined}
              onClick={onClose}
            >
              <span className={styles.number}>{c.chapter_number}</span>
              <span className={styles.text}>
                <span className={styles.title}>{c.title}</span>
                {c.pending_choice ? (
                  <span className={styles.pending}>Choice waiting to be sent</span>
                ) : (
                  c.choice_made && <span className={styles.choice}>You chose: {c.choice_made}</span>
                )}
              </span>
            </Link>
            {c.comment_count > 0 && (
              <Link
                to={paths.chapterComments(seriesId, adventureId, c.chapter_number)}
                className={styles.comments}
                aria-label={`Chapter ${c.chapter_number} discussion, ${commentsLabel(c.comment_count)}`}
                onClick={onClose}
              >
                <ChatIcon />
                {c.comment_count}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </Sheet>
  );
}
