import { db } from '../../db';
import { useLive } from '../../lib/useLive';

/** Writes not sent yet: logging out or switching account drops them with the rest of the player's data. */
export const usePendingCount = () => useLive(() => db.outbox.count(), []);
