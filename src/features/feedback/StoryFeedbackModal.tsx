import { useId, useState } from 'react';
import { UI_LIMITS } from '../../lib/limits';
import { Button } from '../../ui/Button';
import field from '../../ui/Field.module.css';
import { PlayerTextField } from '../../ui/PlayerTextField';
import { Modal } from '../../ui/Modal';
import { Notice } from '../../ui/Notice';
import { Stars } from '../../ui/Stars';
import { sync } from '../../worker-client';
import { canSendStory } from './feedback-rules';
import { wentWrong } from '../../lib/went-wrong';

interface Props {
  sagaId: string;
  /** The player's rating of this story so far; the stars follow it when it changes. */
  rating: number | null;
  onClose: () => void;
  onSent: () => void;
}

/** Story feedback (in-play §2, §5): 1-5 stars and an optional comment; Submit waits for a rating. */
export function StoryFeedbackModal({ sagaId, rating, onClose, onSent }: Props) {
  const [stars, setStars] = useState<number | null>(rating);
  // The parent's rating arriving or changing (another device rated) moves the stars with it.
  const [given, setGiven] = useState(rating);
  if (rating !== given) {
    setGiven(rating);
    setStars(rating);
  }
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async () => {
    if (!canSendStory(stars) || busy) return;
    setBusy(true);
    const text = comment.trim();
    const r = await sync.ratingSet({ target_type: 'saga', target_id: sagaId, rating: stars!, ...(text ? { comment: text } : {}) }).catch(wentWrong);
    setBusy(false);
    if (!r.ok) return setError(r.message);
    onSent();
    onClose();
  };

  return (
    <Modal title="Rate this Story" onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className={field.field}>
          <span className={field.label} aria-hidden="true">
            How did you like it?
          </span>
          <Stars label="How did you like it?" value={stars} onChange={setStars} />
        </div>
        <div className={field.field}>
          <PlayerTextField id={`${id}-comment`} label="Comment (optional)" max={UI_LIMITS.comment} value={comment} onChange={setComment} />
        </div>
        {error && <Notice tone="error">{error}</Notice>}
        <Button type="submit" block disabled={!canSendStory(stars) || busy}>
          Submit
        </Button>
      </form>
    </Modal>
  );
}
