import { useId, useState } from 'react';
import { UI_LIMITS } from '../../lib/limits';
import { checkPlayerText } from '../../lib/text-rules';
import { Button } from '../../ui/Button';
import { CharCount } from '../../ui/CharCount';
import field from '../../ui/Field.module.css';
import { sync } from '../../worker-client';
import styles from './Comments.module.css';

/** Which discussion a comment goes to: a saga's, or a Timeline's (dungeon). */
export type CommentTarget = { kind: 'saga'; id: string } | { kind: 'dungeon'; id: string };

/** Post a comment: trimmed, not empty, at most 1000 characters; it waits in the outbox when offline. */
export function CommentForm({ target }: { target: CommentTarget }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const check = checkPlayerText(text, UI_LIMITS.comment);

  const submit = async () => {
    if (!check.ok || busy) return;
    setBusy(true);
    setError(null);
    try {
      const r = await sync.commentPost({ kind: target.kind, target_id: target.id, text: check.text });
      if (r.ok) setText('');
      else setError(r.message);
    } catch {
      setError('Something went wrong');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className={field.field}>
        <label htmlFor={`${id}-text`} className={field.label}>
          Add a comment
        </label>
        <textarea
          id={`${id}-text`}
          className={`${field.input} ${error ? field.invalid : ''}`}
          placeholder="Share your thoughts with other Historians…"
          maxLength={UI_LIMITS.comment}
          rows={3}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          aria-invalid={!!error}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        />
        <div className={field.row}>
          {error && (
            <p id={`${id}-error`} className={field.error} role="alert">
              {error}
            </p>
          )}
          <CharCount id={`${id}-count`} length={text.length} max={UI_LIMITS.comment} />
        </div>
      </div>
      <Button type="submit" disabled={!check.ok || busy}>
        Post Comment
      </Button>
    </form>
  );
}
