import { useLocation } from 'react-router-dom';
import { withFlags } from '../../lib/paths';
import { ButtonLink } from '../../ui/Button';
import styles from './LinkFirst.module.css';

/**
 * What a guest (a temporary player) is asked instead of a form that needs a real account: comments, the
 * group, referrals, paying. 'Link Account' opens the link-account modal over the page; everything played
 * so far is kept.
 */
export function LinkFirst({ to }: { /** What linking opens, as the sentence ends: 'to join the discussion'. */ to: string }) {
  const { search } = useLocation();
  return (
    <section className={styles.box} aria-label="Link your account">
      <p className={styles.text}>
        You are playing as a guest. Link an email {to}: everything you have played stays yours, on any device.
      </p>
      <ButtonLink to={{ search: withFlags(search, { link_account: 'true' }) }} variant="secondary" block>
        Link Account
      </ButtonLink>
    </section>
  );
}
