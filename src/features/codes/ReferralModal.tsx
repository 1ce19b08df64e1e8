import { GRANTS } from '../../contract/terms';
import { useId, useState } from 'react';
import { useMe } from '../../lib/reads';
import type { FlagModalProps } from '../../lib/useFlags';
import { Button } from '../../ui/Button';
import field from '../../ui/Field.module.css';
import { Modal } from '../../ui/Modal';
import { sync } from '../../worker-client';
import styles from './Codes.module.css';
import { ShareLink } from './ShareLink';
import { LinkFirst } from '../auth';

const CODE_MAX = 24;

/** Refer a Friend (?refferal=true, app-shell §9): the player's code and link, both sides' rewards, and a friend's code to use. */
export default function ReferralModal({ onClose }: FlagModalProps) {
  const me = useMe();
  return (
    <Modal title="Refer a Friend" onClose={onClose}>
      <ul className={styles.rewards}>
        <li>
          <strong>Your friend gets</strong> {GRANTS.referralFriend.text} of unlimited play.
        </li>
        <li>
          <strong>You get</strong> +1 season pass level when your friend makes their first choice.
        </li>
      </ul>
      {/* A guest's code counts for no one until it links an email (the server refuses it); a friend's code it may use. */}
      {me?.is_temp_user ? <LinkFirst to="to share your code" /> : me && <ShareLink code={me.referral_code} />}
      <FriendCode />
    </Modal>
  );
}

/** Redeeming a friend's code: PUT /auth/referral-code/{code}/, answering the server's message. */
function FriendCode() {
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = async () => {
    if (!code.trim() || busy) return;
    setBusy(true);
    const r = await sync.useReferralCode(code).catch(() => ({ ok: false as const, message: 'An error occurred' }));
    setResult(r.ok ? { ok: true, message: r.value.message } : { ok: false, message: r.message || 'An error occurred' });
    setBusy(false);
  };

  return (
    <form
      className={styles.friend}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-friend`} className={field.label}>
        Have a friend’s code?
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-friend`}
          className={`${field.input} ${result && !result.ok ? field.invalid : ''}`}
          value={code}
          maxLength={CODE_MAX}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(e) => {
            setCode(e.target.value);
            setResult(null);
          }}
          aria-invalid={result ? !result.ok : undefined}
          aria-describedby={result ? `${id}-result` : undefined}
        />
        <Button type="submit" disabled={!code.trim() || busy} aria-busy={busy}>
          {busy ? 'Using…' : 'Use Code'}
        </Button>
      </div>
      <p id={`${id}-result`} role={result && !result.ok ? 'alert' : 'status'} className={result?.ok ? styles.success : styles.error}>
        {result?.message ?? ''}
      </p>
    </form>
  );
}
