import { useId, useState } from 'react';
import { UI_LIMITS } from '../../../lib/limits';
import { checkPlayerText } from '../../../lib/text-rules';
import { Button } from '../../../ui/Button';
import field from '../../../ui/Field.module.css';
import { Notice } from '../../../ui/Notice';
import { PlayerTextField } from '../../../ui/PlayerTextField';
import { sync } from '../../../worker-client';
import { wentWrong } from '../../../lib/went-wrong';

/** A custom journal entry (kept offline in the outbox), filed under the room being read or the current one. */
export function JournalForm({ dungeonId, room }: { dungeonId: string; room: string | undefined }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const check = checkPlayerText(text, UI_LIMITS.comment);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!check.ok) return;
        void sync
          .journalEntryAdd({ dungeon_id: dungeonId, text: check.text, room })
          .catch(wentWrong)
          .then((r) => {
          setError(r.ok ? null : r.message);
          if (r.ok) setText('');
        });
      }}
    >
      <div className={field.field}>
        <PlayerTextField id={`${id}-entry`} label={`New journal entry${room ? ` for ${room}` : ''}`} value={text} onChange={setText} max={UI_LIMITS.comment} />
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="submit" variant="secondary" disabled={!check.ok}>
        Add to Journal
      </Button>
    </form>
  );
}
