import type { SubscribeOption } from '../options';
import { Button } from '../../../ui/Button';
import { sync } from '../../../worker-client';

/** 'Don't ask me again': the option leaves the modal at once (a write; sent when online). */
export function DontAskAgain({ option }: { option: SubscribeOption }) {
  return (
    <Button block variant="ghost" onClick={() => void sync.subscribeOptionDismiss({ option })}>
      Don’t ask me again
    </Button>
  );
}
