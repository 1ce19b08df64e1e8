import { useId, useState } from 'react';
import type { OfferedChoice } from '../../contract';
import { CHOICE_COLOURS, UI_LIMITS } from '../../lib/limits';
import { checkPlayerText, colourSlot } from '../../lib/text-rules';
import { Button } from '../../ui/Button';
import field from '../../ui/Field.module.css';
import { PlayerTextField } from '../../ui/PlayerTextField';
import { Notice } from '../../ui/Notice';
import { sync } from '../../worker-client';
import styles from './Moment.module.css';

interface Props {
  adventureId: string;
  chapter: number;
  offered: OfferedChoice[];
}

/** The player's choice at a moment (in-play §5): typed, or one another Historian made. Works offline. */
export function ChoiceForm({ adventureId, chapter, offered }: Props) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const check = checkPlayerText(text, UI_LIMITS.choice);

  const submit = async (raw: string) => {
    const c = checkPlayerText(raw, UI_LIMITS.choice);
    if (!c.ok || busy) return;
    setBusy(true);
    setError(null);
    try {
      const r = await sync.chapterChoose({ adventure_id: adventureId, chapter, choice: c.text });
      if (!r.ok) setError(r.message);
    } catch {
      setError('Something went wrong');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.choose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit(text);
        }}
      >
        <div className={field.field}>
          <PlayerTextField
            id={`${id}-choice`}
            label="What do you choose to do?"
            labelClassName={styles.chooseLabel}
            placeholder="What do you choose to do?"
            max={UI_LIMITS.choice}
            value={text}
            onChange={(value) => {
              setText(value);
              setError(null);
            }}
            onSubmitKey={() => void submit(text)}
            invalid={!!error}
            note={<span className={field.hint}>Enter to submit, Shift+Enter for a new line</span>}
          />
        </div>
        {error && <Notice tone="error">{error}</Notice>}
        <Button type="submit" block disabled={!check.ok || busy}>
          Submit Choice
        </Button>
      </form>

      {offered.length > 0 && (
        <section aria-labelledby={`${id}-offered`} className={styles.offered}>
          <h2 id={`${id}-offered`} className={styles.offeredTitle}>
            Or follow another Historian
          </h2>
          <ul className={styles.offeredList}>
            {offered.map((o, i) => (
              <li key={`${i}-${o.users_own_choice}`}>
                <button
                  type="button"
                  className={styles.offeredCard}
                  style={{ background: `var(--choice-${colourSlot(i, CHOICE_COLOURS)})` }}
                  disabled={busy}
                  onClick={() => void submit(o.users_own_choice)}
                >
                  {/* Another Historian's avatar, blurred as everywhere: the card is the button, there is no tap to show it. */}
                  {o.avatar_url && <img src={o.avatar_url} alt="" className={styles.offeredAvatar} loading="lazy" />}
                  <span className={styles.offeredText}>{o.users_own_choice}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
