/**
 * When the spoilers warning shows before a thread (in-play §2): until the player ticks 'Don't show this
 * message again' (a preference of this device, kept in localStorage), once per thread while the app is
 * open — going from a thread to its replies and back does not ask again.
 */
export const SPOILER_WARNING_KEY = 'chronicle:spoiler-warning';

const accepted = new Set<string>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked: the warning just shows each time
  }
}

export function mustWarn(thread: string): boolean {
  return storage()?.getItem(SPOILER_WARNING_KEY) !== 'off' && !accepted.has(thread);
}

/** The player read the warning and went on; `never` is the ticked box. */
export function acceptWarning(thread: string, never: boolean): void {
  accepted.add(thread);
  if (never) storage()?.setItem(SPOILER_WARNING_KEY, 'off');
}
