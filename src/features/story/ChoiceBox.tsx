import { useId, useState } from 'react';
import { UI_LIMITS } from '../../lib/limits';
import { checkPlayerText, isSubmitKey } from '../../lib/text-rules';
import { SendIcon } from '../../ui/icons';
import { sync } from '../../worker-client';
import styles from './Story.module.css';
import { wentWrong } from '../../lib/went-wrong';

interface Props {
  storyId: string;
  chapter: number;
  /** Why the owner cannot type now (or that this is not their story); null when they can. */
  blocked: string | null;
  draft: string;
  setDraft: (text: string) => void;
  onSent: () => void;
}

/**
 * The story's free-text choice (in-play §5): at most 1000 characters, trimmed, not empty; Enter sends,
 * Shift+Enter starts a new line. Off for anyone but the owner. Sent through the outbox, so it works offline.
 */
export function ChoiceBox({ storyId, chapter, blocked, draft, setDraft, onSent }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const check = checkPlayerText(draft, UI_LIMITS.storyChoice);
  const disabled = blocked !== null;

  const send = async () => {
    if (disabled || !check.ok || busy) return;
    setBusy(true);
    setError(null);
    const r = await sync.storyChoose({ story_id: storyId, chapter, text: check.text }).catch(wentWrong);
    setBusy(false);
    if (!r.ok) return setError(r.message);
    setDraft('');
    onSent();
  };

  return (
    <form
      className={styles.choice}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label htmlFor={`${id}-text`} className="visually-hidden">
        What do you do next?
      </label>
      <textarea
        id={`${id}-text`}
        className={`${styles.choiceInput} ${error ? styles.invalid : ''}`}
        rows={1}
        maxLength={UI_LIMITS.storyChoice}
        placeholder={blocked ?? 'What do you do next?'}
        disabled={disabled}
        value={disabled ? '' : draft}
        onChange={(e) => {
          setDraft(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (isSubmitKey({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing })) {
            e.preventDefault();
            void send();
          }
        }}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        aria-invalid={!!error}
      />
      <button type="submit" className={styles.send} disabled={disabled || !check.ok || busy} aria-label="Send your choice">
        <SendIcon />
      </button>
      <span id={`${id}-count`} className={styles.count} aria-live="off">
        {disabled || draft.length === 0 ? '' : `${draft.length}/${UI_LIMITS.storyChoice}`}
      </span>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
