import { useId, useState } from 'react';
import type { DeleteAccount as DeleteAccountBody, Subscription } from '../../contract';
import { QUERY_FLAGS } from '../../contract/query-flags';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Notice } from '../../ui/Notice';
import fieldStyles from '../../ui/Field.module.css';
import { sync } from '../../worker-client';
import { useOfflineCounts } from './reads';
import styles from './Profile.module.css';
import { wentWrong } from '../../lib/went-wrong';

/** The word the server asks for (its type is the contract's, so the two cannot differ). */
const DELETE_ACCOUNT_WORD: DeleteAccountBody['confirm'] = 'DELETE';

/** What deleting takes, named before anything is typed. */
const LOSSES = [
  'your Historian, rank, season pass, avatars, cards and artifacts',
  'your progress in every Timeline and Memory, your journal and notes',
  'your custom stories, with their cards and discussions',
  'your comments, with the replies others wrote under them, and your ratings',
  'your group, your referrals and your free-play time',
];

/** The dialog: what is lost, the word to type, and the one button that deletes (online only). */
function DeleteDialog({ onClose, plan }: { onClose: () => void; plan: Subscription | null }) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = useOfflineCounts()?.pending ?? 0;
  const id = useId();
  const confirmed = typed.trim() === DELETE_ACCOUNT_WORD;

  const erase = async () => {
    setBusy(true);
    setError(null);
    const res = await sync.deleteAccount(DELETE_ACCOUNT_WORD).catch(wentWrong);
    if (res.ok) {
      // A fresh start, not a route change: nothing of the player stays in this page's memory (or its worker's),
      // and the signed-out app opens on onboarding, where the flag says what happened.
      window.location.replace(`${paths.onboarding()}?${QUERY_FLAGS.accountDeleted}=true`);
      return;
    }
    setBusy(false);
    setError(res.message);
  };

  return (
    <Modal title="Delete your account?" onClose={busy ? undefined : onClose}>
      <p>This deletes everything of yours, on every device, and cannot be undone:</p>
      <ul className={styles.losses}>
        {LOSSES.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      {plan?.status === 'active' && plan.provider === 'provider' && (
        <Notice tone="error">Cancel your subscription first (Manage or cancel subscription, above), so it is not charged again.</Notice>
      )}
      {plan && (plan.status === 'ending' || plan.provider === 'test') && <p>Your subscription ends with your account; it is not charged again.</p>}
      {pending > 0 && (
        <p>
          <strong>
            {pending} change{pending === 1 ? '' : 's'} not sent yet will be lost.
          </strong>
        </p>
      )}
      <p className={styles.muted}>It needs a connection: it is done on the server at once, never left waiting on this device.</p>
      <div className={styles.confirmField}>
        <label htmlFor={id} className={fieldStyles.label}>
          Type {DELETE_ACCOUNT_WORD} to confirm
        </label>
        <input
          id={id}
          className={fieldStyles.input}
          value={typed}
          maxLength={DELETE_ACCOUNT_WORD.length + 10}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose} disabled={busy} data-autofocus>
          Keep my account
        </Button>
        <Button variant="danger" onClick={() => void erase()} disabled={!confirmed || busy}>
          {busy ? 'Deleting…' : 'Delete my account'}
        </Button>
      </div>
    </Modal>
  );
}

/** The way out for good: 'Delete my account', under Log Out. */
export function DeleteAccount({ plan }: { plan: Subscription | null }) {
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.deleteAccount} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className={styles.cardTitle}>
        Delete account
      </h2>
      <p className={styles.muted}>Erase your Historian and everything of it from Chronicle for good.</p>
      <Button variant="danger" block aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      {open && <DeleteDialog plan={plan} onClose={() => setOpen(false)} />}
    </section>
  );
}
