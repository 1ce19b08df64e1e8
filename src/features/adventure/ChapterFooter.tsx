import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ChapterRow } from '../../db';
import { paths } from '../../lib/paths';
import { BackIcon, BookIcon, ChatIcon } from '../../ui/icons';
import { ChaptersSheet } from './ChaptersSheet';
import styles from '../../ui/BottomBar.module.css';

interface Props {
  seriesId: string;
  adventureId: string;
  sagaId: string;
  chapters: ChapterRow[];
  current: number;
}

/** The story/chapter footer (in-play §2): back to the series, the chapters, the discussion. */
export function ChapterFooter({ seriesId, adventureId, sagaId, chapters, current }: Props) {
  const [open, setOpen] = useState(false);
  const comments = chapters.find((c) => c.chapter_number === current)?.comment_count ?? 0;

  return (
    <nav className={styles.bar} aria-label="Chapter">
      <div className={styles.tabs}>
        <Link to={paths.series(seriesId)} className={styles.tab}>
          <BackIcon />
          <span>Memory</span>
        </Link>
        <button type="button" className={styles.tab} onClick={() => setOpen(true)} aria-haspopup="dialog">
          <BookIcon />
          <span>Chapters</span>
        </button>
        <Link to={paths.sagaComments(sagaId)} className={styles.tab}>
          <ChatIcon />
          <span>Discussion{comments > 0 ? ` (${comments})` : ''}</span>
        </Link>
      </div>
      {open && (
        <ChaptersSheet
          seriesId={seriesId}
          adventureId={adventureId}
          chapters={chapters}
          current={current}
          onClose={() => setOpen(false)}
        />
      )}
    </nav>
  );
}
