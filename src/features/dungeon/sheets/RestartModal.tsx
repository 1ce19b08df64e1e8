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

/** The restart modal (in-play §2): the whole Timeline (confirmed: it ends the run), or this room (free while one is left, else paid). */
export function RestartModal({ dungeonId, freeRoomRestart, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Each way confirms first where it costs something: the whole run, or a purchase.
  const [confirming, setConfirming] = useState<'dungeon' | 'room' | null>(null);

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
        <Button block disabled={busy} onClick={() => setConfirming('dungeon')} aria-haspopup="dialog">
          Restart the Dungeon
        </Button>
        <Button
          block
          variant="secondary"
          disabled={busy}
          // The free restart is taken at once; the paid one is a purchase, confirmed first.
          onClick={() => (freeRoomRestart ? void run(() => sync.restartRoom(dungeonId)) : setConfirming('room'))}
        >
          Restart this Room — {freeRoomRestart ? 'Free' : ROOM_RESTART_PRICE}
        </Button>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      {confirming === 'dungeon' && (
        <ConfirmDialog
          title="Restart the whole Timeline?"
          confirmLabel="Restart the Dungeon"
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void run(() => sync.resetDungeon(dungeonId));
          }}
        >
          <p>This run ends here: you go back to the first room with the artifacts you brought, and your actions, items and missions start over.</p>
        </ConfirmDialog>
      )}
      {confirming === 'room' && (
        <ConfirmDialog
          title={`Restart this room for ${ROOM_RESTART_PRICE}?`}
          confirmLabel={`Pay ${ROOM_RESTART_PRICE}`}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
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
