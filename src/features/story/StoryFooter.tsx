import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { SagaRow, StoryChapterRow, StoryRow } from '../../db';
import { paths } from '../../lib/paths';
import { useOnline } from '../../lib/useOnline';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ChatIcon, EchoIcon, HomeIcon, RefreshIcon, ShareIcon } from '../../ui/icons';
import { EchoChooser } from '../echoes';
import { AudioControls, chapterTrack, ListenButton, useActiveIn, useEndOnLeave } from '../narration';
import { ShareDialog, type ShareGate, shareGateKind } from '../share';
import { sync } from '../../worker-client';
import { ChoiceBox } from './ChoiceBox';
import { useStoryPublic } from './reads';
import { inputBlocked, type StoryClose } from './story-rules';
import type { StoryActions } from './useStoryActions';
import bar from '../../ui/BottomBar.module.css';
import styles from './Story.module.css';

/** A tab of the shared bottom bar whose label may be cut short on a narrow phone. */
const tab = `${bar.tab} ${styles.tab}`;

interface Props {
  story: StoryRow;
  saga: SagaRow | null;
  chapter: StoryChapterRow;
  close: StoryClose;
  draft: string;
  setDraft: (text: string) => void;
  actions: StoryActions;
}

/**
 * The story input footer (in-play §2): home, refresh, echoes, comments, share and listen; above them the
 * owner's free-text choice — or, in audio mode, the narration's controls. Refresh and echoes are the
 * owner's; echoes open only where a choice is to be made.
 */
export function StoryFooter({ story, saga, chapter, close, draft, setDraft, actions }: Props) {
  const online = useOnline();
  const navigate = useNavigate();
  const [open, setOpen] = useState<'echoes' | 'share' | 'refresh' | null>(null);
  const track = chapterTrack('story', story.story_id, chapter, story.title, saga?.cover);
  // Audio mode stays on while the reader moves between the story's chapters; leaving the story ends it.
  const group = `story:${story.story_id}`;
  const listening = useActiveIn(group);
  useEndOnLeave(group);
  const blocked = inputBlocked(story, close, online);
  const echoesActive = close.kind === 'choose';
  const canRefresh = story.is_owner && close.kind !== 'pending' && chapter.chapter_number === story.current_chapter && online && !actions.retelling;
  const comments = saga?.discussion_count ?? 0;
  const gate = useShareGate(story);

  return (
    <nav className={bar.bar} aria-label="Story">
      <div className={styles.footerTop}>
        {listening ? (
          <AudioControls />
        ) : (
          <ChoiceBox
            storyId={story.story_id}
            chapter={chapter.chapter_number}
            blocked={blocked}
            draft={draft}
            setDraft={setDraft}
            onSent={() => online && navigate(paths.storyLoader(story.story_id, chapter.chapter_number + 1))}
          />
        )}
      </div>
      <div className={bar.tabs}>
        <Link to={paths.sanctum()} className={tab}>
          <HomeIcon />
          <span>Home</span>
        </Link>
        {story.is_owner && (
          <button type="button" className={tab} disabled={!canRefresh} onClick={() => setOpen('refresh')} aria-haspopup="dialog">
            <RefreshIcon />
            <span>Refresh</span>
          </button>
        )}
        {story.is_owner && (
          <button type="button" className={tab} disabled={!echoesActive} onClick={() => setOpen('echoes')} aria-haspopup="dialog">
            <EchoIcon />
            <span>Echoes</span>
          </button>
        )}
        <Link to={paths.sagaComments(story.saga_id)} className={tab} aria-label={comments > 0 ? `Comments (${comments})` : 'Comments'}>
          <span className={styles.tabIcon}>
            <ChatIcon />
            {comments > 0 && (
              <span className={styles.badge} aria-hidden="true">
                {comments}
              </span>
            )}
          </span>
          <span>Comments</span>
        </Link>
        <button type="button" className={tab} onClick={() => setOpen('share')} aria-haspopup="dialog">
          <ShareIcon />
          <span>Share</span>
        </button>
        {track && <ListenButton track={track} variant="tab" />}
      </div>
      {open === 'echoes' && <EchoChooser sagaId={story.saga_id} readonly={false} cover={saga?.cover ?? null} onClose={() => setOpen(null)} />}
      {open === 'share' && (
        <ShareDialog
          options={[{ title: story.title, link: new URL(paths.story(story.story_id), location.origin).href }]}
          gate={gate}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'refresh' && (
        <ConfirmDialog
          title="Retell this chapter?"
          confirmLabel="Retell"
          onCancel={() => setOpen(null)}
          onConfirm={() => {
            setOpen(null);
            void actions.refresh();
          }}
        >
          <p>The narrator tells Chapter {chapter.chapter_number} again, differently. This telling will be gone.</p>
        </ConfirmDialog>
      )}
    </nav>
  );
}

/** A private story's share asks its owner to make it public first: its link would open for no one else. */
function useShareGate(story: StoryRow): ShareGate | undefined {
  const isPublic = useStoryPublic(story);
  const kind = shareGateKind({ is_public: isPublic, is_creator: story.is_owner, card_id: story.card_id });
  const cardId = story.card_id;
  if (kind === 'owner' && cardId) return { kind, makePublic: async () => (await sync.cardPublicSet({ card_id: cardId, is_public: true })).ok };
  return kind === 'holder' ? { kind } : undefined;
}
