import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ChapterRow } from '../../db';
import { paths } from '../../lib/paths';
import { BackIcon, BookIcon, ChatIcon, RestartIcon } from '../../ui/icons';
import styles from '../../ui/BottomBar.module.css';
import { ChaptersSheet } from './ChaptersSheet';
import own from './ChapterFooter.module.css';
import { RestartDialog } from './RestartDialog';
import type { AdventureIntent } from './start-intent';

interface Props {
  seriesId: string;
  adventureId: string;
  name: string;
  chapters: ChapterRow[];
  current: number;
}

/**
 * The story/chapter footer (in-play §2): back to the Memory, restart (confirmed first), the book (Browse
 * Chapters), and the chapter's discussion with its comment count when there is one.
 */
export function ChapterFooter({ seriesId, adventureId, name, chapters, current }: Props) {
  const [open, setOpen] = useState<'chapters' | 'restart' | null>(null);
  const navigate = useNavigate();
  const comments = chapters.find((c) => c.chapter_number === current)?.comment_count ?? 0;

  const restart = () => {
    setOpen(null);
    const state: AdventureIntent = { restart: true };
    navigate(paths.adventureLoader(seriesId, adventureId), { state });
  };

  return (
    <nav className={styles.bar} aria-label="Chapter">
      <div className={styles.tabs}>
        <Link to={paths.series(seriesId)} className={styles.tab}>
          <BackIcon />
          <span>Memory</span>
        </Link>
        <button type="button" className={styles.tab} onClick={() => setOpen('restart')} aria-haspopup="dialog">
          <RestartIcon />
          <span>Restart</span>
        </button>
        <button type="button" className={styles.tab} onClick={() => setOpen('chapters')} aria-haspopup="dialog">
          <BookIcon />
          <span>Chapters</span>
        </button>
        <Link
          to={paths.chapterComments(seriesId, adventureId, current)}
          className={styles.tab}
          aria-label={comments > 0 ? `Discussion, ${comments} comment${comments === 1 ? '' : 's'}` : 'Discussion'}
        >
          <span className={own.icon}>
            <ChatIcon />
            {comments > 0 && (
              <span className={own.badge} aria-hidden="true">
                {comments > 99 ? '99+' : comments}
              </span>
            )}
          </span>
          <span>Discussion</span>
        </Link>
      </div>
      {open === 'chapters' && <ChaptersSheet seriesId={seriesId} adventureId={adventureId} chapters={chapters} current={current} onClose={() => setOpen(null)} />}
      {open === 'restart' && <RestartDialog name={name} onConfirm={restart} onCancel={() => setOpen(null)} />}
    </nav>
  );
}
