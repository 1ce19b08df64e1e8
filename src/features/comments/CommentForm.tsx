import { useId, useRef, useState } from 'react';
import type { ThreadRef } from '../../db';
import { UI_LIMITS } from '../../lib/limits';
import { checkPlayerText } from '../../lib/text-rules';
import { Button } from '../../ui/Button';
import { CharCount } from '../../ui/CharCount';
import field from '../../ui/Field.module.css';
import { sync } from '../../worker-client';
import styles from './Comments.module.css';
import { SpoilerCheckDialog } from './SpoilerCheckDialog';

interface Props {
  thread: ThreadRef;
  /** A reply: the comment it answers. */
  parentId?: string;
  label: string;
  submitLabel: string;
  placeholder: string;
}

/**
 * Post a comment or a reply: trimmed, not empty, at most 1000 characters; the spoiler check asks before it
 * goes. It is shown at once and waits in the outbox when offline.
 */
export function CommentForm({ thread, parentId, label, submitLabel, placeholder }: Props) {
  const [text, setText] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const check = checkPlayerText(text, UI_LIMITS.comment);

  const post = async (isSpoiler: boolean) => {
    setAsking(false);
    if (!check.ok || busy) return;
    setBusy(true);
    setError(null);
    try {
      const r = await sync.commentPost({ ...thread, text: check.text, is_spoiler: isSpoiler, ...(parentId ? { parent_id: parentId } : {}) });
      if (r.ok) setText('');
      else setError(r.message);
    } catch {
      setError('Something went wrong');
    } finally {
      setBusy(false);
      box.current?.focus();
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (check.ok && !busy) setAsking(true);
      }}
    >
      <div className={field.field}>
        <label htmlFor={`${id}-text`} className={field.label}>
          {label}
        </label>
        <textarea
          ref={box}
          id={`${id}-text`}
          className={`${field.input} ${error ? field.invalid : ''}`}
          placeholder={placeholder}
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
        {submitLabel}
      </Button>
      {asking && <SpoilerCheckDialog onAnswer={(s) => void post(s)} onCancel={() => setAsking(false)} />}
    </form>
  );
}
