import { useId } from 'react';
import { useOnline } from '../../lib/useOnline';
import { useMe } from '../../lib/useStore';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { MYTHIC_BENEFITS, SUBSCRIBE_TEXT, showSubscribe } from './plan';
import styles from './Subscription.module.css';

/**
 * The subscription prompt (?subscription=true, optionally &creator=): the Mythic plan and its price.
 * Checkout needs a worker command that asks the server for a checkout session; there is none yet,
 * so the button stays disabled and says why rather than pretending to sell anything.
 */
export function SubscriptionModal({ creator, onClose }: { creator: string | null; onClose: () => void }) {
  const me = useMe();
  const online = useOnline();
  const id = useId();
  const subscribed = !showSubscribe(me);

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
          <Button block disabled aria-describedby={`${id}-why`}>
            {SUBSCRIBE_TEXT}
          </Button>
          <p id={`${id}-why`} className={styles.note}>
            {online ? 'Checkout is not available in this version of the app yet.' : 'You are offline. Subscribing needs the network.'}
          </p>
        </>
      )}
      <Button block variant="ghost" onClick={onClose}>
        Not now
      </Button>
    </Modal>
  );
}
