import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { parseChapter, paths } from '../../lib/paths';
import { useOnline } from '../../lib/useOnline';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { StoryBlocks } from '../adventure';
import { WriteStatus } from '../outbox';
import { usePendingCreate, useStory, useStorySaga } from './reads';
import { StoryFooter } from './StoryFooter';
import { StoryHeader } from './StoryHeader';
import { StoryMoment } from './StoryMoment';
import { ASSISTANT_MEMORY_TEXT, beyondMemory, storyClose } from './story-rules';
import { useStoryActions } from './useStoryActions';
import { WritingSpinner } from './WritingSpinner';
import styles from './Story.module.css';

/** /story/:storyId/:chapter? — a custom story, read from the device (offline too); its owner plays it from the footer. */
export default function StoryPage() {
  const params = useParams();
  const storyId = params.storyId!;
  const wanted = parseChapter(params.chapter);
  const { story, chapters, ensure } = useStory(storyId);
  const saga = useStorySaga(storyId);
  const pendingCreate = usePendingCreate(storyId);
  const online = useOnline();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState('');
  const actions = useStoryActions(storyId);

  const chapter = chapters?.find((c) => c.chapter_number === wanted);
  const last = chapters?.at(-1)?.chapter_number ?? 0;
  const shown = chapter?.chapter_number;
  useEffect(() => {
    if (shown !== undefined) heading.current?.focus({ preventScroll: true });
  }, [shown]);

  if (story === undefined || chapters === undefined || pendingCreate === undefined || (story === null && !ensure.settled)) {
    return (
      <div className={styles.loading} aria-busy="true" aria-label="Loading the story">
        <Skeleton height={20} width="40%" />
        <Skeleton height={36} width="80%" />
        <Skeleton height={240} />
      </div>
    );
  }
  if (story === null || chapters.length === 0) {
    if (pendingCreate) return <Navigate to={paths.quickPlayLoader(storyId)} replace />;
    return (
      <Notice tone={online ? 'error' : 'info'}>
        {online
          ? `This story could not be opened: ${ensure.error ?? 'not found'}`
          : 'You are offline and this story is not on your device yet. It will open once you are back online.'}
      </Notice>
    );
  }
  if (!chapter) return <Navigate to={paths.story(storyId, Math.min(story.current_chapter, last))} replace />;

  const close = storyClose(story, chapter, last);
  const goTo = (n: number) => navigate(paths.story(storyId, n));

  return (
    <>
      <article className={styles.chapter} aria-labelledby="chapter-title">
        <StoryHeader story={story} chapter={chapter} last={last} headingRef={heading} onGo={goTo} actions={actions} cover={saga?.cover ?? null} />
        {story.deleting && <WriteStatus outboxId={story.deleting} offlineText="This adventure will be deleted when you are back online." />}
        {actions.retelling ? (
          <WritingSpinner headline={`The narrator is retelling Chapter ${chapter.chapter_number}…`} />
        ) : (
          <StoryBlocks blocks={chapter.blocks} momentType={chapter.moment ?? undefined} />
        )}
        {actions.error && <Notice tone="error">{actions.error}</Notice>}
        <StoryMoment story={story} chapter={chapter} close={close} cover={saga?.cover ?? null} onOffered={setDraft} onNext={() => goTo(chapter.chapter_number + 1)} />
        {close.kind === 'choose' && beyondMemory(story.current_chapter) && <Notice>{ASSISTANT_MEMORY_TEXT}</Notice>}
      </article>
      <StoryFooter story={story} saga={saga ?? null} chapter={chapter} close={close} draft={draft} setDraft={setDraft} actions={actions} />
    </>
  );
}
