/**
 * Values of the contract that screens use, kept apart from its schemas: a screen importing one of them loads no
 * zod (the schemas' modules re-export them, so the server and the worker name them as before).
 */

/** The status of a link to an email that already has an account: the guest chooses whose progress to keep. */
export const LINK_CHOICE_STATUS = 409;

/**
 * How a chapter's first block starts when the player's own words were understood as one of the previous
 * moment's ways ('You chose: Hide the mirror in the cooling kiln'): the app shows it as the choice, not as a deed.
 */
export const CHOSEN_PREFIX = 'You chose: ';
