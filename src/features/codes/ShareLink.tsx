import { useId } from 'react';
import { referralLink } from '../../lib/links';
import { Button } from '../../ui/Button';
import styles from './Codes.module.css';
import { COPIED, useCopy } from './useCopy';

/** The player's referral code and link, with a copy button (the link also selects on tap, for a manual copy). */
export function ShareLink({ code }: { code: string }) {
  const id = useId();
  const link = referralLink(window.location.origin, code);
  const { copy, copied, failed } = useCopy();
  return (
    <div className={styles.share}>
      <p className={styles.label} id={`${id}-code`}>
        Your code
      </p>
      <p className={styles.code} aria-labelledby={`${id}-code`}>
        {code}
      </p>
      <label className={styles.label} htmlFor={`${id}-link`}>
        Your link
      </label>
      <input id={`${id}-link`} className={styles.link} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      <Button block onClick={() => void copy(link)}>
        Copy Link
      </Button>
      <p role="status" className={failed ? styles.error : styles.success}>
        {copied ? COPIED : failed ? 'The link could not be copied. Select it above and copy it.' : ''}
      </p>
    </div>
  );
}
