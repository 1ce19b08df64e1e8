import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { chapterClose } from './chapter-close';
import { parseChapter, paths } from '../../lib/paths';
import { useOnline } from '../../lib/useOnline';
import { useAdventure } from './reads';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { chapterTrack, NarrationPlayer } from '../narration';
import { AdventureEnding } from './AdventureEnding';
import { ChapterFooter } from './ChapterFooter';
import { MomentPanel } from './MomentPanel';
import styles from './AdventureReadPage.module.css';
import { StoryBlocks } from './StoryBlocks';
import { useChapterCatchUp } from './useChapterCatchUp';

/** /series/:seriesId/adventure/:adventureId/read/chapter/:chapter — reading, offline from the local copy. */
export default function AdventureReadPage() {
  const params = useParams();
  const seriesId = params.seriesId!;
  const adventureId = params.adventureId!;
  const wanted = parseChapter(params.chapter);
  const { adventure, chapters, ensure } = useAdventure(adventureId);
  const online = useOnline();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);

  const chapter = chapters?.find((c) => c.chapter_number === wanted);
  const lastReached = chapters?.length ? chapters[chapters.length - 1]!.chapter_number : 0;
  const catchingUp = useChapterCatchUp(adventureId, chapter ? null : wanted, lastReached, online);

  // A new chapter is a new page for assistive tech: move focus to its title.
  const shownNumber = chapter?.chapter_number;
  useEffect(() => {
    if (shownNumber !== undefined) heading.current?.focus({ preventScroll: true });
  }, [shownNumber]);

  if (adventure === undefined || chapters === undefined || (adventure === null && !ensure.settled) || catchingUp) {
    return (
      <div className={styles.loading} aria-busy="true" aria-label="Loading the chapter">
        <Skeleton height={20} width="40%" />
        <Skeleton height={36} width="80%" />
        <Skeleton height={240} />
      </div>
    );
  }
  if (adventure === null || chapters.length === 0) {
    return (
      <Notice tone={online ? 'error' : 'info'}>
        {online
          ? `This adventure could not be opened: ${ensure.error ?? 'not found'}`
          : 'You are offline and this adventure is not on your device yet. It will open once you are back online.'}
      </Notice>
    );
  }
  if (!chapter) {
    // No chapter or one not reached yet: go to where the player is.
    const to = Math.min(adventure.current_chapter, lastReached);
    return <Navigate to={paths.read(seriesId, adventureId, to)} replace />;
  }

  const ended = adventure.status === 'ended';
  const close = chapterClose(chapter, lastReached, ended);
  const atEnd = ended && chapter.chapter_number === lastReached && (close.kind === 'ending' || close.kind === 'chosen');
  const goTo = (n: number) => navigate(paths.read(seriesId, adventureId, n));

  return (
    <>
      <article className={styles.chapter} aria-labelledby="chapter-title">
        <p className={styles.eyebrow}>
          {adventure.name} · Chapter {chapter.chapter_number} of {adventure.total_chapters}
        </p>
        <h1 id="chapter-title" ref={heading} tabIndex={-1} className={styles.title}>
          {chapter.title}
        </h1>
        {chapter.caption && <p className={styles.caption}>{chapter.caption}</p>}
        <NarrationPlayer track={chapterTrack('chapter', adventureId, chapter, adventure.name)} />
        <StoryBlocks blocks={chapter.blocks} momentType={chapter.moment?.type} />
        <MomentPanel
          adventureId={adventureId}
          chapter={chapter}
          close={close}
          ended={ended}
          onNext={() => goTo(chapter.chapter_number + 1)}
        />
        {atEnd && <AdventureEnding seriesId={seriesId} adventure={adventure} />}
      </article>
      <ChapterFooter seriesId={seriesId} adventureId={adventureId} name={adventure.name} chapters={chapters} current={chapter.chapter_number} />
    </>
  );
}
