import { useId, useState } from 'react';
import type { ReportReason } from '../../contract';
import { UI_REPORT_LIMITS } from '../../lib/limits';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Notice } from '../../ui/Notice';
import { PlayerTextField } from '../../ui/PlayerTextField';
import fieldStyles from '../../ui/Field.module.css';
import { sync } from '../../worker-client';
import styles from './Comments.module.css';
import { wentWrong } from '../../lib/went-wrong';

/** Every reason of the contract, worded (a reason added there and not here does not compile). */
const REPORT_REASONS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or bullying',
  hate: 'Hateful or violent',
  sexual: 'Sexual content',
  spoiler: 'An unmarked spoiler',
  other: 'Something else',
};
const REASONS = Object.entries(REPORT_REASONS) as [ReportReason, string][];

/**
 * 'Report comment': a reason and an optional note. A write like any other: the comment leaves the player's
 * threads at once (offline too) and the report is sent when the network allows.
 */
export function ReportDialog({ commentId, author, onClose }: { commentId: string; author: string; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const send = async () => {
    if (!reason) return;
    const res = await sync.commentReport({ comment_id: commentId, reason, ...(note.trim() ? { note } : {}) }).catch(wentWrong);
    if (res.ok) onClose();
    else setError(res.message);
  };

  return (
    <Modal title="Report this comment" onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <fieldset className={styles.reasons}>
          <legend className={fieldStyles.label}>Why are you reporting {author}&apos;s comment?</legend>
          {REASONS.map(([key, label]) => (
            <label key={key} className={styles.reason}>
              <input type="radio" name={`${id}-reason`} value={key} checked={reason === key} onChange={() => setReason(key)} />
              {label}
            </label>
          ))}
        </fieldset>
        <div className={fieldStyles.field}>
          <PlayerTextField id={`${id}-note`} label="Anything to add? (optional)" value={note} onChange={setNote} max={UI_REPORT_LIMITS.note} rows={3} />
        </div>
        <p className={styles.reportHint}>The comment is hidden for you at once. Our moderators read your report; its author is not told who sent it.</p>
        {error && <Notice tone="error">{error}</Notice>}
        <div className={styles.reportActions}>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!reason}>
            Report
          </Button>
        </div>
      </form>
    </Modal>
  );
}
