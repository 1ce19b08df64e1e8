import { useId, useState } from 'react';
import { UI_LIMITS } from '../../lib/limits';
import { Button } from '../../ui/Button';
import field from '../../ui/Field.module.css';
import { PlayerTextField } from '../../ui/PlayerTextField';
import { Notice } from '../../ui/Notice';
import { Sheet } from '../../ui/Sheet';
import { sync } from '../../worker-client';
import { canSendSession, REACTION_LABELS, type Reaction, reactionField, toggled } from './feedback-rules';
import styles from './Feedback.module.css';
import { wentWrong } from '../../lib/went-wrong';

/** The session feedback sheet (in-play §2, §5): the six reactions as toggles and a report; kept offline until sent. */
export function SessionFeedbackSheet({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const [chosen, setChosen] = useState<Reaction[]>([]);
  const [report, setReport] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async () => {
    if (!canSendSession(report) || busy) return;
    setBusy(true);
    const r = await sync.feedbackSend({ reaction: reactionField(chosen), report }).catch(wentWrong);
    setBusy(false);
    if (!r.ok) return setError(r.message);
    onSent();
    onClose();
  };

  return (
    <Sheet title="How was this session?" onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <fieldset className={styles.reactions}>
          <legend className={field.label}>Reactions</legend>
          {REACTION_LABELS.map((r) => (
            <button key={r} type="button" className={styles.reaction} aria-pressed={chosen.includes(r)} onClick={() => setChosen((c) => toggled(c, r))}>
              {r}
            </button>
          ))}
        </fieldset>
        <div className={field.field}>
          <PlayerTextField id={`${id}-report`} label="Tell us what happened" rows={4} max={UI_LIMITS.comment} value={report} onChange={setReport} />
        </div>
        {error && <Notice tone="error">{error}</Notice>}
        <Button type="submit" block disabled={!canSendSession(report) || busy}>
          Submit
        </Button>
      </form>
    </Sheet>
  );
}
