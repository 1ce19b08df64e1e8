/**
 * What a form shows when a call to the worker rejects instead of answering (the worker's connection broke, or its
 * code could not load): an ordinary refusal, so the form never stays busy or silent. Used as `.catch(wentWrong)`.
 */
export const WENT_WRONG = 'Something went wrong';

export const wentWrong = (): { ok: false; message: string } => ({ ok: false, message: WENT_WRONG });
