/** What the player types to confirm deleting their account: plain data, read by the app without zod. */
export const DELETE_ACCOUNT_WORD = 'DELETE';
