/**
 * Deleting one's account (not in the spec; ours, issue #22): online only, confirmed by typing the word,
 * and final. The server erases every row of the player (docs/architecture.md, "Deleting an account").
 */
import * as z from 'zod/mini';
import { MessageResponse } from '../common';
import { endpoint } from '../endpoint';

/** What the player types to confirm; the server refuses any other body (the app's copy is typed by DeleteAccount). */
export const DELETE_ACCOUNT_WORD = 'DELETE';

export const DeleteAccount = z.strictObject({ confirm: z.literal(DELETE_ACCOUNT_WORD) });
export type DeleteAccount = z.infer<typeof DeleteAccount>;

export const deletionApi = {
  deleteAccount: endpoint({ method: 'POST', path: '/user/delete-account/', body: DeleteAccount, response: MessageResponse }),
} as const;
