import { freePlayCodeMessage } from '../../contract/terms';

/** The free-play code modal's states (app-shell §4) and the words of its outcome (app-shell §4, §8). */
export type FreeCodeState = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

export const DEFAULT_SUCCESS = freePlayCodeMessage();
export const DEFAULT_ERROR = 'An error occurred';

/** The server's message when it has one; else the spec's defaults. null: the call itself failed. */
export function freeCodeOutcome(r: { ok: true; value: { message: string } } | { ok: false; message: string } | null): FreeCodeState {
  if (r?.ok) return { kind: 'success', message: r.value.message.trim() || DEFAULT_SUCCESS };
  return { kind: 'error', message: r?.message.trim() || DEFAULT_ERROR };
}
