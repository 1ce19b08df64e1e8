import { useEffect } from 'react';
import { useMe } from '../../lib/reads';
import type { FlagModalProps } from '../../lib/useFlags';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { sync } from '../../worker-client';
import { MYTHIC_BENEFITS } from './plan';
import styles from './Subscription.module.css';

/** Back from a completed checkout (?subscription_success=true): the confirmation, while the player row catches up. */
export default function CheckoutSuccessModal({ onClose }: FlagModalProps) {
  const me = useMe();
  useEffect(() => {
    void sync.refresh({ kind: 'user' });
  }, []);
  return (
    <Modal title="Welcome, Mythic Historian!" onClose={onClose}>
      <p className={styles.lead}>{me?.subscription_paid ? 'Your subscription is active.' : 'Your payment went through. Your subscription is being activated.'} Everything in the Sanctum is open to you:</p>
      <ul className={styles.benefits}>
        {MYTHIC_BENEFITS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <Button block onClick={onClose}>
        Start Playing
      </Button>
    </Modal>
  );
}
