/** What the series page shows when opening one of its adventures failed (app-shell §8: back to the series page). */
export interface StartFailure {
  startError: string;
}

export const readStartFailure = (state: unknown): string | null => {
  const s = (state as Partial<StartFailure> | null)?.startError;
  return typeof s === 'string' ? s : null;
};
