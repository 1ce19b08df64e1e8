import { useId, useRef, useState } from 'react';
import { type CommentRow, type ThreadRef, threadKey } from '../../db';
import { UI_LIMITS } from '../../lib/limits';
import { useMe } from '../../lib/reads';
import { checkPlayerText } from '../../lib/text-rules';
import { Button } from '../../ui/Button';
import field from '../../ui/Field.module.css';
import { PlayerTextField } from '../../ui/PlayerTextField';
import { sync } from '../../worker-client';
import styles from './Comments.module.css';
import { dropPosted, postedStored, showPosted } from './just-posted';
import { SpoilerCheckDialog } from './SpoilerCheckDialog';
import { LinkFirst } from '../auth';

interface Props {
  thread: ThreadRef;
  /** A reply: the comment it answers. */
  parentId?: string;
  label: string;
  submitLabel: string;
  placeholder: string;
}

/** Where a comment just posted shows: the thread's list, or the replies of the comment it answers. */
export const postedList = (thread: ThreadRef, parentId?: string) => (parentId ? `replies:${parentId}` : threadKey(thread));

/**
 * Post a comment or a reply: trimmed, not empty, at most 1000 characters; the spoiler check asks before it
 * goes. It shows on the page at once (just-posted.ts, until the worker's row takes its place) and waits in the outbox
 * when offline; a refusal takes it back and puts the text back in the box.
 */
export function CommentForm({ thread, parentId, label, submitLabel, placeholder }: Props) {
  const [text, setText] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const me = useMe();
  const id = useId();
  const check = checkPlayerText(text, UI_LIMITS.comment);
  // The server refuses a guest's comment: the thread reads as for anyone, and the form asks to link first.
  if (me?.is_temp_user) return <LinkFirst to="to join the discussion" />;

  const post = async (isSpoiler: boolean) => {
    setAsking(false);
    if (!check.ok || busy) return;
    const list = postedList(thread, parentId);
    const localId = crypto.randomUUID();
    const posted: CommentRow = {
      ...thread,
      comment_id: `local:${localId}`,
      chapter: thread.kind === 'adventure' ? thread.chapter : null,
      thread: threadKey(thread),
      parent_id: parentId ?? null,
      depth: parentId ? 1 : 0,
      user: { user_id: me?.user_id ?? 'me', username: me?.username ?? 'You', avatar_url: me?.avatar?.image_url ?? null, rank_title: null },
      text: check.text,
      is_spoiler: isSpoiler,
      created_at: new Date().toISOString(),
      reply_count: 0,
      pending: true,
      outbox_id: null,
    };
    showPosted(list, posted);
    setText('');
    setBusy(true);
    setError(null);
    let failure: string | null = null;
    try {
      const r = await sync.commentPost({ ...thread, text: check.text, is_spoiler: isSpoiler, local_id: localId, ...(parentId ? { parent_id: parentId } : {}) });
      if (!r.ok) failure = r.message;
    } catch {
      failure = 'Something went wrong';
    }
    if (failure === null) postedStored(list, posted.comment_id);
    else {
      dropPosted(list, posted.comment_id);
      setText(check.text);
      setError(failure);
    }
    setBusy(false);
    box.current?.focus();
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
        <PlayerTextField
          textareaRef={box}
          id={`${id}-text`}
          label={label}
          placeholder={placeholder}
          max={UI_LIMITS.comment}
          value={text}
          onChange={(value) => {
            setText(value);
            setError(null);
          }}
          invalid={!!error}
          describedBy={error ? `${id}-error` : undefined}
          note={
            error && (
              <p id={`${id}-error`} className={field.error} role="alert">
                {error}
              </p>
            )
          }
        />
      </div>
      <Button type="submit" disabled={!check.ok || busy}>
        {submitLabel}
      </Button>
      {asking && <SpoilerCheckDialog onAnswer={(s) => void post(s)} onCancel={() => setAsking(false)} />}
    </form>
  );
}
