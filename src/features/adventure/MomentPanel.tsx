import type { Chapter } from '../../contract';
import type { ChapterClose } from './chapter-close';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { WriteStatus } from '../outbox';
import { ChoiceForm } from './ChoiceForm';
import { LockedChoice } from './LockedChoice';
import styles from './Moment.module.css';
import { momentTitle } from './StoryBlocks';

interface Props {
  adventureId: string;
  chapter: Chapter;
  close: ChapterClose;
  /** The adventure is over: nothing more will follow the last choice. */
  ended: boolean;
  onNext: () => void;
}

/** What follows the story of a chapter: the choice, the pending choice, or the way on. */
export function MomentPanel({ adventureId, chapter, close, ended, onNext }: Props) {
  // The last chapter's end (the ending follows it) or a chapter still being told: nothing to ask or offer.
  if (close.kind === 'ending' || (close.kind === 'none' && !chapter.moment)) return null;
  const hasCliffhanger = chapter.blocks.some((b) => b.blockType === 'cliffhangerMoment');
  const next = (
    <Button block onClick={onNext}>
      Next Chapter
    </Button>
  );

  return (
    <section className={styles.panel} aria-label="Your move">
      {chapter.moment && close.kind !== 'next' && (
        <div className={styles.moment}>
          {/* The story's cliffhanger block already names the moment; the panel then only asks. */}
          {!hasCliffhanger && <p className={styles.momentKind}>{momentTitle(chapter.moment.type)}</p>}
          {chapter.moment.prompt && <p className={styles.prompt}>{chapter.moment.prompt}</p>}
        </div>
      )}
      {close.kind === 'choose' && (
        <ChoiceForm adventureId={adventureId} chapter={chapter.chapter_number} offered={chapter.moment?.offered_choices ?? []} />
      )}
      {close.kind === 'pending' && (
        <>
          <blockquote className={styles.yourChoice}>{close.text}</blockquote>
          <WriteStatus outboxId={close.outboxId} offlineText="Your choice is saved and will be sent when you are back online." />
        </>
      )}
      {close.kind === 'chosen' && (
        <>
          <LockedChoice text={close.text} />
          {close.hasNext ? next : !ended && <Notice>The story continues from your choice…</Notice>}
        </>
      )}
      {close.kind === 'next' && next}
    </section>
  );
}
