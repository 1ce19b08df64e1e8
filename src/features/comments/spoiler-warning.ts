/**
 * When the spoilers warning shows before a thread (in-play §2): until the player ticks 'Don't show this
 * message again' (a preference of this device, in localStorage), once per thread and tab — going from a
 * thread to its replies and back, or reloading, does not ask again (sessionStorage).
 */
export const SPOILER_WARNING_KEY = 'chronicle:spoiler-warning';
const ACCEPTED_KEY = 'chronicle:spoiler-warning-accepted';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null; // storage blocked: the warning just shows each time
  }
}

function accepted(): string[] {
  try {
    const list: unknown = JSON.parse(storage('sessionStorage')?.getItem(ACCEPTED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export function mustWarn(thread: string): boolean {
  return storage('localStorage')?.getItem(SPOILER_WARNING_KEY) !== 'off' && !accepted().includes(thread);
}

/** The player read the warning and went on; `never` is the ticked box. */
export function acceptWarning(thread: string, never: boolean): void {
  storage('sessionStorage')?.setItem(ACCEPTED_KEY, JSON.stringify([...new Set([...accepted(), thread])]));
  if (never) storage('localStorage')?.setItem(SPOILER_WARNING_KEY, 'off');
}
