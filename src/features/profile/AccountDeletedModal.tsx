import type { FlagModalProps } from '../../lib/useFlags';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** After 'Delete my account' (?account_deleted=true, signed out): what happened, once. */
export default function AccountDeletedModal({ onClose }: FlagModalProps) {
  return (
    <Modal title="Your account is deleted" onClose={onClose}>
      <p>Everything of your Historian has been erased, on this device and on our server, and you are signed out.</p>
      <Button block onClick={onClose} data-autofocus>
        OK
      </Button>
    </Modal>
  );
}
