import { useId, useState } from 'react';
import type { RoomNoteRow } from '../../../db';
import { UI_LIMITS } from '../../../lib/limits';
import { checkPlayerText } from '../../../lib/text-rules';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Notice } from '../../../ui/Notice';
import { PlayerTextField } from '../../../ui/PlayerTextField';
import { sync } from '../../../worker-client';
import { WriteStatus } from '../../outbox';
import styles from './Sheets.module.css';
import { wentWrong } from '../../../lib/went-wrong';

/** A room's notes: add one (kept offline in the outbox), delete one after 'This action cannot be undone'. */
export function RoomNotes({ dungeonId, room, notes }: { dungeonId: string; room: string; notes: RoomNoteRow[] }) {
  const [text, setText] = useState('');
  const [deleting, setDeleting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const check = checkPlayerText(text, UI_LIMITS.comment);

  const report = (r: { ok: boolean; message?: string }) => setError(r.ok ? null : (r.message ?? 'Something went wrong'));

  return (
    <div className={styles.notes}>
      {notes.length === 0 ? (
        <p className={styles.muted}>No notes for this room yet.</p>
      ) : (
        <ul className={styles.noteList}>
          {notes.map((n) => (
            <li key={n.note_id} className={styles.note}>
              <p className={styles.noteText}>{n.text}</p>
              {n.pending && <WriteStatus outboxId={n.outbox_id} offlineText="Pending — it will be sent when the network returns." />}
              <Button variant="ghost" onClick={() => setDeleting(n.note_id)}>
                Delete this note
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!check.ok) return;
          void sync
            .roomNoteAdd({ dungeon_id: dungeonId, room, text: check.text })
            .catch(wentWrong)
            .then((r) => {
            report(r);
            if (r.ok) setText('');
          });
        }}
      >
        <PlayerTextField id={`${id}-note`} label={`New note for ${room}`} value={text} onChange={setText} max={UI_LIMITS.comment} rows={2} />
        <Button type="submit" variant="secondary" disabled={!check.ok}>
          Add note
        </Button>
      </form>
      {error && <Notice tone="error">{error}</Notice>}
      {deleting && (
        <ConfirmDialog
          title="Delete this note"
          confirmLabel="Yes"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const noteId = deleting;
            setDeleting(null);
            void sync.roomNoteDelete({ dungeon_id: dungeonId, note_id: noteId }).catch(wentWrong).then(report);
          }}
        >
          <p>This action cannot be undone</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
