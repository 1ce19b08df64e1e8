import { GRANTS } from '../../contract/terms';
import { useLocation } from 'react-router-dom';
import type { SeasonReferrals } from '../../contract';
import { useMe } from '../../lib/reads';
import { withFlags } from '../../lib/paths';
import { ButtonLink } from '../../ui/Button';
import styles from './Levels.module.css';

/**
 * What referrals add to the pass (app-shell §9): each friend who joins with the player's code and makes a
 * first choice raises it a level (two under the limited offer); the friend gets GRANTS.referralFriend.
 */
export function ReferralPanel({ referrals: r }: { referrals: SeasonReferrals }) {
  const me = useMe();
  const { search } = useLocation();
  return (
    <section className={styles.referrals} aria-labelledby="referrals-title">
      <h2 id="referrals-title" className={styles.referralsTitle}>
        Referrals raise your pass
      </h2>
      <p>
        Each friend who joins with your code and makes a first choice gives you <strong>+{r.levels_per_friend} level</strong> (
        <strong>+{r.limited_offer_levels} levels</strong> during a limited offer). Your friend gets {GRANTS.referralFriend.text} of unlimited play.
      </p>
      <dl className={styles.stats}>
        <div>
          <dt>Friends joined</dt>
          <dd>{r.friends_joined}</dd>
        </div>
        <div>
          <dt>Made a first choice</dt>
          <dd>{r.friends_played}</dd>
        </div>
        <div>
          <dt>Levels earned</dt>
          <dd>{r.levels_earned}</dd>
        </div>
      </dl>
      {me?.referral_code && !me.is_temp_user && (
        <p className={styles.code}>
          Your code: <strong>{me.referral_code}</strong>
        </p>
      )}
      <ButtonLink to={{ search: withFlags(search, { refferal: 'true' }) }} variant="secondary" block>
        Refer a Friend
      </ButtonLink>
    </section>
  );
}
