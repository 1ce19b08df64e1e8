import { useEffect, useId, useState } from 'react';
import { useOnline } from '../../lib/useOnline';
import { Button } from '../../ui/Button';
import field from '../../ui/Field.module.css';
import { Modal } from '../../ui/Modal';
import { sync } from '../../worker-client';
import { usePendingAdd } from './reads';
import { wentWrong } from '../../lib/went-wrong';

interface Props {
  onClose: () => void;
  /** The player joined the group (the server found them). */
  onAdded: (name: string) => void;
}

/**
 * The add-friend dialog (in-play §2, §5, §8): an exact username or email. What the device can tell
 * ('Please enter a username or email', 'User is already in your group') shows at once; online, the
 * dialog waits for the server, whose refusal ('This username does not exist') shows here too; offline,
 * the add is kept and the dialog closes (the group shows it pending).
 */
export function AddFriendDialog({ onClose, onAdded }: Props) {
  const id = useId();
  const online = useOnline();
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** A refused add the player is correcting: discarded when they send the corrected one. */
  const [stale, setStale] = useState<string | null>(null);
  /** What was sent, while the dialog waits for the server's answer to it. */
  const [sent, setSent] = useState<string | null>(null);
  const pending = usePendingAdd(sent);
  const refused = pending?.write?.state === 'failed' ? (pending.write.lastError ?? 'Something went wrong') : null;
  const shown = error ?? refused;

  // The pending row became a member of the group: the server found the player.
  const joined = sent !== null && pending && !pending.row ? pending.joined : null;
  useEffect(() => {
    if (joined) onAdded(joined.username);
  }, [joined, onAdded]);

  const submit = async () => {
    const refusedId = stale ?? (refused ? (pending?.write?.id ?? null) : null);
    setSent(null);
    setStale(null);
    if (refusedId) await sync.discardWrite(refusedId);
    const result = await sync.friendAdd({ query }).catch(wentWrong);
    if (!result.ok) return setError(result.message);
    if (!online) return onClose();
    setSent(query);
  };

  const waiting = sent !== null && !refused && !!pending?.row;
  return (
    <Modal title="Add Friend" onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className={field.field}>
          <label htmlFor={`${id}-query`} className={field.label}>
            Username or email
          </label>
          <input
            id={`${id}-query`}
            className={`${field.input} ${shown ? field.invalid : ''}`}
            value={query}
            maxLength={254}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => {
              setQuery(e.target.value);
              setError(null);
              // Editing clears the server's refusal too; the refused add goes once the new one is sent.
              if (refused && pending?.write) {
                setStale(pending.write.id);
                setSent(null);
              }
            }}
            aria-invalid={!!shown}
            aria-describedby={shown ? `${id}-error` : `${id}-hint`}
            data-autofocus
          />
          {shown ? (
            <p id={`${id}-error`} className={field.error} role="alert">
              {shown}
            </p>
          ) : (
            <p id={`${id}-hint`} className={field.hint}>
              {online ? 'Type their exact username or email.' : 'You are offline: the friend will be added when you are back online.'}
            </p>
          )}
        </div>
        <Button type="submit" block disabled={waiting} aria-busy={waiting}>
          {waiting ? 'Adding…' : 'Add'}
        </Button>
      </form>
    </Modal>
  );
}

