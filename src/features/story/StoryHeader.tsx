import { type RefObject, useState } from 'react';
import type { StoryChapterRow, StoryRow } from '../../db';
import { BackIcon, MoreIcon } from '../../ui/icons';
import { Toast } from '../../ui/Toast';
import { useToast } from '../../ui/useToast';
import { StoryMenu } from './StoryMenu';
import type { StoryActions } from './useStoryActions';
import styles from './Story.module.css';

interface Props {
  story: StoryRow;
  chapter: StoryChapterRow;
  last: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onGo: (chapter: number) => void;
  actions: StoryActions;
  cover: string | null;
}

/** The chapter's eyebrow, title and caption, the way to the chapters either side, and the story's menu. */
export function StoryHeader({ story, chapter, last, headingRef, onGo, actions, cover }: Props) {
  const [menu, setMenu] = useState(false);
  const { toast, show } = useToast(3000);
  const n = chapter.chapter_number;
  return (
    <header className={styles.header}>
      <div className={styles.headerRow}>
        <button type="button" className={styles.navButton} disabled={n <= 1} onClick={() => onGo(n - 1)} aria-label={n > 1 ? `Back to Chapter ${n - 1}` : 'No earlier chapter'}>
          <BackIcon />
        </button>
        <p className={styles.eyebrow}>
          Chapter {n} of {last}
        </p>
        <button type="button" className={styles.navButton} disabled={n >= last} onClick={() => onGo(n + 1)} aria-label={n < last ? `On to Chapter ${n + 1}` : 'No later chapter'}>
          <span className={styles.flip}>
            <BackIcon />
          </span>
        </button>
        <button type="button" className={styles.navButton} onClick={() => setMenu(true)} aria-haspopup="dialog" aria-label="Story options">
          <MoreIcon />
        </button>
      </div>
      <h1 id="chapter-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {chapter.title}
      </h1>
      <p className={styles.byline}>{n === 1 ? `A custom adventure by ${story.owner.username}` : `${story.title} · by ${story.owner.username}`}</p>
      {menu && <StoryMenu story={story} cover={cover} actions={actions} notify={(t) => show('success', t)} onClose={() => setMenu(false)} />}
      <Toast toast={toast} />
    </header>
  );
}
