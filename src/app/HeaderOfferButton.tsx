import { Link, useLocation } from 'react-router-dom';
import { QUERY_FLAGS as F } from '../contract/query-flags';
import type { UserRow } from '../db';
import { offerSecondsLeft, useLimitedOffer } from '../features/codes';
import { formatDuration } from '../lib/countdown';
import { paths, withFlags } from '../lib/paths';
import { useNow } from '../lib/useNow';
import { ClockIcon, GiftIcon, StarIcon } from '../ui/icons';
import styles from './AppHeader.module.css';
import { decideHeaderOffer } from './header-offer';

/** The header's offer: Refer a Friend, the Limited time offer (with its countdown) or the Season pass. */
export function HeaderOfferButton({ me }: { me: UserRow }) {
  const { stored } = useLimitedOffer();
  const now = useNow(30_000);
  const { search } = useLocation();
  const left = offerSecondsLeft(stored, now);
  const offer = decideHeaderOffer({ offerSecondsLeft: left, offerRemaining: stored?.offer.remaining ?? 0, paidSubscriber: me.subscription_paid === true });

  if (offer === 'season') {
    return (
      <Link to={paths.seasonPass()} className={styles.offer}>
        <StarIcon />
        <span>Season Pass</span>
      </Link>
    );
  }
  if (offer === 'limited') {
    return (
      <Link to={{ search: withFlags(search, { [F.limitedReferral]: 'true' }) }} className={`${styles.offer} ${styles.limited}`} aria-label={`Limited time offer, ends in ${formatDuration(left)}`}>
        <ClockIcon />
        <span>
          Limited time offer <span className={styles.offerTime}>{formatDuration(left)}</span>
        </span>
      </Link>
    );
  }
  return (
    <Link to={{ search: withFlags(search, { [F.referral]: 'true' }) }} className={styles.offer}>
      <GiftIcon />
      <span>Refer a Friend</span>
    </Link>
  );
}
