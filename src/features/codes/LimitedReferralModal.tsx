import { GRANTS, hours } from '../../contract/terms';
import { useMe } from '../../lib/reads';
import { formatDuration } from '../../lib/countdown';
import { useFlags, type FlagModalProps } from '../../lib/useFlags';
import { useNow } from '../../lib/useNow';
import { QUERY_FLAGS } from '../../contract/query-flags';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Skeleton } from '../../ui/Skeleton';
import styles from './Codes.module.css';
import { offerSecondsLeft, useLimitedOffer } from './reads';
import { ShareLink } from './ShareLink';

/**
 * The limited referral offer (?limited_referral_order=true, app-shell §9): for a while after signing up,
 * a friend gets a referral's unlimited play, then the offer's hours of unlimited keys and choices and the player +2 season levels, for at most 5 friends.
 */
export default function LimitedReferralModal({ onClose }: FlagModalProps) {
  const me = useMe();
  const { stored, ensure } = useLimitedOffer();
  const now = useNow(1000);
  const setFlags = useFlags();
  const left = offerSecondsLeft(stored, now);
  const offer = stored?.offer;

  return (
    <Modal title="Limited Time Offer" onClose={onClose}>
      {offer === undefined ? (
        stored === null && ensure.error ? (
          <p className={styles.error} role="alert">
            The offer could not be loaded: {ensure.error}
          </p>
        ) : (
          <Skeleton height={120} />
        )
      ) : left > 0 && offer.remaining > 0 ? (
        <>
          <p className={styles.countdown} role="timer" aria-live="off">
            Ends in <strong>{formatDuration(left)}</strong>
          </p>
          <ul className={styles.rewards}>
            <li>
              <strong>Your friend gets</strong> {GRANTS.referralFriend.text} of unlimited play, then {hours(offer.friend_hours).text} of unlimited keys and choices.
            </li>
            <li>
              <strong>You get</strong> +{offer.referrer_levels} season pass levels for each friend, for up to 5 friends.
            </li>
          </ul>
          <p className={styles.remaining}>
            {offer.remaining} of 5 friends left for this offer.
          </p>
          {me && <ShareLink code={me.referral_code} />}
        </>
      ) : (
        <>
          <p className={styles.lead}>This offer has ended. You can still refer friends: they get {GRANTS.referralFriend.text} of unlimited play.</p>
          <Button block onClick={() => setFlags({ [QUERY_FLAGS.limitedReferral]: null, [QUERY_FLAGS.referral]: 'true' })}>
            Refer a Friend
          </Button>
        </>
      )}
    </Modal>
  );
}
