import * as z from 'zod/mini';
import { done } from '../result';
import { defineCommand } from './define';

/** The player has seen a notice of a write delivered in the background (local only: notices never leave the device). */
export const noticeDismiss = defineCommand({
  name: 'noticeDismiss',
  input: [z.number()],
  async run({ db }, [id]) {
    await db.notices.delete(id);
    return done;
  },
});
