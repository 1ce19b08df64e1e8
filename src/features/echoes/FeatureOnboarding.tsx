import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import styles from './Echoes.module.css';

/** Shown the first time a player features an echo: what featuring does, and who may. */
export function FeatureOnboarding({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  return (
    <Modal title="Featuring an Echo" onClose={onClose}>
      <div className={styles.onboarding}>
        <p>A featured echo goes first into your Scroll of Fate, and the narrator gives it a place in your next chapter.</p>
        <p>You may feature one echo in each chapter. Featuring is for subscribers.</p>
      </div>
      <Button block onClick={onDone} data-autofocus>
        Got it
      </Button>
    </Modal>
  );
}
