import { QUERY_FLAGS as F } from '../../contract/query-flags';
import { useFlags, type FlagModalProps } from '../../lib/useFlags';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import styles from './Subscription.module.css';

/** Back from a checkout that did not complete (?redirected_from_stripe=true, in-play §8); closing removes the flag. */
export default function WentWrongModal({ onClose }: FlagModalProps) {
  const setFlags = useFlags();
  return (
    <Modal title="Uh oh... It looks like something went wrong." onClose={onClose}>
      <p className={styles.lead}>Your payment was not completed, and you have not been charged.</p>
      <Button block onClick={() => setFlags({ [F.redirectedFromStripe]: null, [F.subscription]: 'true' })}>
        Try Again
      </Button>
      <Button block variant="ghost" onClick={onClose}>
        Not Now
      </Button>
    </Modal>
  );
}
