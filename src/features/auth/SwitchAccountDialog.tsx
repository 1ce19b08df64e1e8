import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { usePendingCount } from './reads';

interface Props {
  /** The signed-in player's name, if known. */
  username: string | null | undefined;
  onSwitch: () => void;
  onStay: () => void;
}

/**
 * A read link carrying another player's sign-in (`?token=`): the player chooses on screen whether it
 * replaces theirs. Staying is focused first, and is what closing the dialog does.
 */
export default function SwitchAccountDialog({ username, onSwitch, onStay }: Props) {
  const pending = usePendingCount() ?? 0;
  const name = username ? `Historian ${username}` : null;
  return (
    <ConfirmDialog title="Switch account?" confirmLabel="Switch account" cancelLabel={name ? `Stay as ${name}` : 'Stay signed in'} onConfirm={onSwitch} onCancel={onStay}>
      <p>This link signs in as another Historian.{name ? ` You are signed in as ${name}.` : ''}</p>
      <p>Switching logs you out of this device first: your stories and the rest of your data leave it.</p>
      {pending > 0 && (
        <p>
          <strong>
            {pending} change{pending === 1 ? '' : 's'} not sent yet will be lost.
          </strong>
        </p>
      )}
    </ConfirmDialog>
  );
}
