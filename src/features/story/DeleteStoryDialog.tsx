import { useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Notice } from '../../ui/Notice';
import { sync } from '../../worker-client';
import { DELETE_CAPTION, DELETE_TITLE } from './story-rules';
import { wentWrong } from '../../lib/went-wrong';

/**
 * 'Delete Custom Adventure?' (in-play §9): deleting removes the custom adventure for its creator, while
 * those holding its card keep it. Kept on the device until sent; the server's 'Adventure deleted
 * successfully!' shows once it is done.
 */
export function DeleteStoryDialog({ sagaId, onCancel, onDeleted }: { sagaId: string; onCancel: () => void; onDeleted: () => void }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      title={DELETE_TITLE}
      confirmLabel="Delete"
      onCancel={onCancel}
      onConfirm={() =>
        void sync
          .storyDelete({ saga_id: sagaId })
          .catch(wentWrong)
          .then((r) => {
          if (r.ok) onDeleted();
          else setError(r.message);
        })
      }
    >
      <p>{DELETE_CAPTION}</p>
      {error && <Notice tone="error">{error}</Notice>}
    </ConfirmDialog>
  );
}
