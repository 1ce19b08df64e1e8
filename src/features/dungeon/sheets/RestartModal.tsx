import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Modal } from '../../../ui/Modal';
import { Notice } from '../../../ui/Notice';
import { sync } from '../../../worker-client';
import { ROOM_RESTART_PRICE } from '../rules/game-over';
import styles from './Sheets.module.css';

interface Props {
  dungeonId: string;
  freeRoomRestart: boolean;
  onClose: () => void;
}

/** The restart modal (in-play §2): the whole Timeline at once, or this room (free once, else $0.99). */
export function RestartModal({ dungeonId, freeRoomRestart, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const run = async (command: () => Promise<{ ok: boolean; message?: string }>) => {
    setBusy(true);
    setError(null);
    const r = await command().catch(() => ({ ok: false, message: 'Something went wrong' }));
    setBusy(false);
    if (r.ok) onClose();
    else setError(r.message ?? 'Something went wrong');
  };

  return (
    <Modal title="Restart" onClose={onClose}>
      <p className={styles.caption}>Start the whole Timeline again from its first room, or only the room you are in.</p>
      <div className={styles.stack}>
        <Button block disabled={busy} onClick={() => void run(() => sync.resetDungeon(dungeonId))}>
          Restart the Dungeon
        </Button>
        <Button
          block
          variant="secondary"
          disabled={busy}
          // The free restart is taken at once; the paid one is a purchase, confirmed first.
          onClick={() => (freeRoomRestart ? void run(() => sync.restartRoom(dungeonId)) : setConfirming(true))}
        >
          Restart this Room — {freeRoomRestart ? 'Free' : ROOM_RESTART_PRICE}
        </Button>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      {confirming && (
        <ConfirmDialog
          title={`Restart this room for ${ROOM_RESTART_PRICE}?`}
          confirmLabel={`Pay ${ROOM_RESTART_PRICE}`}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void run(() => sync.restartRoom(dungeonId));
          }}
        >
          <p>The room goes back to the moment you entered it: its items, your actions and your health as they were.</p>
          <p>This is a purchase of {ROOM_RESTART_PRICE}.</p>
        </ConfirmDialog>
      )}
    </Modal>
  );
}
