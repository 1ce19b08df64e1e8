import { useId, useState } from 'react';
import { UI_LIMITS } from '../../../lib/limits';
import { checkPlayerText } from '../../../lib/text-rules';
import { Button } from '../../../ui/Button';
import field from '../../../ui/Field.module.css';
import { PlayerTextField } from '../../../ui/PlayerTextField';
import { Notice } from '../../../ui/Notice';
import { sync } from '../../../worker-client';
import styles from './DungeonReadPage.module.css';
import { wentWrong } from '../../../lib/went-wrong';

/**
 * The input segment (in-play §2, §5): 250 characters at most, trimmed, not empty; Enter submits and
 * Shift+Enter adds a line. Offline the choice waits in the outbox and shows in the Timeline as pending.
 */
export function ChoiceInput({ dungeonId }: { dungeonId: string }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const check = checkPlayerText(text, UI_LIMITS.choice);

  const submit = async () => {
    if (!check.ok || busy) return;
    setBusy(true);
    setError(null);
    const r = await sync.turnPlay({ dungeon_id: dungeonId, text: check.text }).catch(wentWrong);
    if (r.ok) setText('');
    else setError(r.message);
    setBusy(false);
  };

  return (
    <form
      className={styles.choice}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <PlayerTextField
        id={`${id}-text`}
        label="What should we do next Historian?"
        labelId={`${id}-title`}
        labelClassName={styles.choiceTitle}
        placeholder="What do you choose to do?"
        max={UI_LIMITS.choice}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        onSubmitKey={() => void submit()}
        invalid={!!error}
        describedBy={`${id}-hint`}
        note={
          <span id={`${id}-hint`} className={field.hint}>
            Enter to submit, Shift+Enter for a new line
          </span>
        }
      />
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="submit" block disabled={!check.ok || busy}>
        Submit Choice
      </Button>
    </form>
  );
}
