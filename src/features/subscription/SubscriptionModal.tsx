import { useId, useState } from 'react';
import { FLAG_PARAMS as P, QUERY_FLAGS as F } from '../../contract/query-flags';
import { runsInstalled } from '../../lib/install-prompt';
import { useOnline } from '../../lib/useOnline';
import { useMe } from '../../lib/reads';
import { useFlags, type FlagModalProps } from '../../lib/useFlags';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { sync } from '../../worker-client';
import { FreePlayCountdown } from './FreePlayCountdown';
import { OptionPanel } from './options/OptionPanel';
import { pickOption } from './options';
import { MYTHIC_BENEFITS, offerFreePlay, SUBSCRIBE_TEXT, showSubscribe } from './plan';
import styles from './Subscription.module.css';
import { WatchAd } from './WatchAd';
import { wentWrong } from '../../lib/went-wrong';

/**
 * The subscribe/continue modal (?subscription=true, in-play §4): the running free play's countdown with
 * 'Use Free Play Code'; the Mythic plan unless paid for; one free-play option panel and the ad, unless paid for.
 * Subscribing needs a linked account: without one the link-account modal opens first. Checkout is the
 * payment provider's hosted page (locally, the server's test-mode page).
 */
export default function SubscriptionModal({ params, onClose }: FlagModalProps) {
  const me = useMe();
  const online = useOnline();
  const setFlags = useFlags();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const creator = params.get(P.creator);
  const dungeonId = params.get(P.dungeonId);
  const sagaId = params.get(P.sagaId);
  const option = pickOption({
    requested: params.get(P.option),
    dontAskAgain: me?.dont_ask_again ?? [],
    linked: (me?.linked_accounts.length ?? 0) > 0,
    installed: runsInstalled(),
    notifications: typeof Notification === 'undefined' ? 'unsupported' : Notification.permission,
    dungeonId,
    sagaId,
  });

  const subscribe = async () => {
    if ((me?.linked_accounts.length ?? 0) === 0) {
      setFlags({ [F.linkAccount]: 'true' });
      return;
    }
    setBusy(true);
    setError(null);
    const res = await sync.startCheckout().catch(wentWrong);
    if (res.ok) {
      window.location.assign(res.value.checkoutUrl);
      return;
    }
    setBusy(false);
    setError(res.message);
  };

  return (
    <Modal title="Become a Mythic Historian" onClose={onClose}>
      <FreePlayCountdown me={me} onUseCode={() => setFlags({ [F.freePlayCode]: 'true' })} />
      {creator && <p className={styles.lead}>This content is Premium. Subscribe to unlock it and everything else in the Sanctum.</p>}
      <ul className={styles.benefits}>
        {MYTHIC_BENEFITS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      {showSubscribe(me) ? (
        <>
          <Button block disabled={!online || busy} aria-busy={busy} aria-describedby={`${id}-why`} onClick={() => void subscribe()}>
            {SUBSCRIBE_TEXT}
          </Button>
          <p id={`${id}-why`} className={error ? styles.error : styles.note} role={error ? 'alert' : undefined}>
            {error ??
              (!online
                ? 'You are offline. Subscribing needs the network.'
                : (me?.linked_accounts.length ?? 0) === 0
                  ? 'You will link your account first, then finish on the payment page.'
                  : 'You will finish on the payment page and come back here.')}
          </p>
        </>
      ) : (
        <p className={styles.active}>Your Mythic subscription is active. Thank you, Historian!</p>
      )}
      {offerFreePlay(me) && option && <OptionPanel option={option} dungeonId={dungeonId} sagaId={sagaId} />}
      {offerFreePlay(me) && <WatchAd />}
      <Button block variant="ghost" onClick={onClose}>
        Not now
      </Button>
    </Modal>
  );
}
