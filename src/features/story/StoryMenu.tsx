import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StoryRow } from '../../db';
import { paths } from '../../lib/paths';
import { Button, ButtonLink } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { InfoModal } from '../../ui/InfoModal';
import { Sheet } from '../../ui/Sheet';
import { SessionFeedbackSheet, StoryFeedbackModal } from '../feedback';
import { useRating } from '../rating';
import { DeleteStoryDialog } from './DeleteStoryDialog';
import { ASSISTANT_MEMORY_TEXT } from './story-rules';
import type { StoryActions } from './useStoryActions';
import styles from './Story.module.css';

type Open = 'menu' | 'rate' | 'feedback' | 'restart' | 'delete' | 'about';

/** The story's options: rate it, send session feedback, its saga page; for its owner, restart and delete. */
interface Props {
  story: StoryRow;
  cover: string | null;
  actions: StoryActions;
  /** Says something short on the page (the menu is gone by then). */
  notify: (text: string) => void;
  onClose: () => void;
}

export function StoryMenu({ story, cover, actions, notify, onClose }: Props) {
  const [open, setOpen] = useState<Open>('menu');
  const rating = useRating('saga', story.saga_id);
  const navigate = useNavigate();
  const back = () => setOpen('menu');

  return (
    <>
      {open === 'menu' && (
        <Sheet title="Story options" onClose={onClose}>
          <div className={styles.menu}>
            <Button variant="secondary" block onClick={() => setOpen('rate')}>
              Rate this story
            </Button>
            <Button variant="secondary" block onClick={() => setOpen('feedback')}>
              Send feedback
            </Button>
            <ButtonLink variant="secondary" block to={paths.saga(story.saga_id)}>
              Adventure page
            </ButtonLink>
            <Button variant="secondary" block onClick={() => setOpen('about')}>
              About Endless Adventures
            </Button>
            {story.is_owner && (
              <>
                <Button variant="secondary" block onClick={() => setOpen('restart')}>
                  Restart from Chapter 1
                </Button>
                <Button variant="danger" block onClick={() => setOpen('delete')}>
                  Delete Custom Adventure
                </Button>
              </>
            )}
          </div>
        </Sheet>
      )}
      {open === 'rate' && (
        <StoryFeedbackModal sagaId={story.saga_id} rating={rating?.rating ?? null} onClose={onClose} onSent={() => notify('Thank you for rating this story!')} />
      )}
      {open === 'feedback' && <SessionFeedbackSheet onClose={onClose} onSent={() => undefined} />}
      {open === 'restart' && (
        <ConfirmDialog
          title="Restart this adventure?"
          confirmLabel="Restart"
          onCancel={back}
          onConfirm={() => {
            onClose();
            void actions.restart();
          }}
        >
          <p>The story goes back to its opening chapter. Every chapter after it is gone for good.</p>
        </ConfirmDialog>
      )}
      {open === 'delete' && <DeleteStoryDialog sagaId={story.saga_id} onCancel={back} onDeleted={() => navigate(paths.sanctum())} />}
      {open === 'about' && (
        <InfoModal image={cover} title="Endless Adventures" subscribersOnly onClose={back}>
          <p>A subscriber&apos;s custom adventure never has to end: the narrator writes chapter after chapter for as long as you play.</p>
          <p>{ASSISTANT_MEMORY_TEXT}</p>
        </InfoModal>
      )}
    </>
  );
}
