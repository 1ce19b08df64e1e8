import { useId, useState } from 'react';
import { useOnline } from '../../lib/useOnline';
import { useMe } from '../../lib/reads';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { sync } from '../../worker-client';
import { MYTHIC_BENEFITS, SUBSCRIBE_TEXT, showSubscribe } from './plan';
import styles from './Subscription.module.css';

/**
 * The subscription prompt (?subscription=true, optionally &creator=): the Mythic plan and its price.
 * Subscribing redirects to the payment provider's hosted checkout (locally, the server's test-mode page).
 */
export function SubscriptionModal({ creator, onClose }: { creator: string | null; onClose: () => void }) {
  const me = useMe();
  const online = useOnline();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const subscribed = !showSubscribe(me);

  const subscribe = async () => {
    setBusy(true);
    setError(null);
    const res = await sync.startCheckout();
    if (res.ok) {
      window.location.assign(res.value.checkoutUrl);
      return;
    }
    setBusy(false);
    setError(res.message);
  };

  return (
    <Modal title="Become a Mythic Historian" onClose={onClose}>
      {creator && <p className={styles.lead}>This content is Premium. Subscribe to unlock it and everything else in the Sanctum.</p>}
      <ul className={styles.benefits}>
        {MYTHIC_BENEFITS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      {subscribed ? (
        <p className={styles.active}>Your Mythic subscription is active. Thank you, Historian!</p>
      ) : (
        <>
          <Button block disabled={!online || busy} aria-busy={busy} aria-describedby={`${id}-why`} onClick={() => void subscribe()}>
            {SUBSCRIBE_TEXT}
          </Button>
          <p id={`${id}-why`} className={error ? styles.error : styles.note} role={error ? 'alert' : undefined}>
            {error ?? (online ? 'You will finish on the payment page and come back here.' : 'You are offline. Subscribing needs the network.')}
          </p>
        </>
      )}
      <Button block variant="ghost" onClick={onClose}>
        Not now
      </Button>
    </Modal>
  );
}
