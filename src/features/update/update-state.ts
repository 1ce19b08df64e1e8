/**
 * Whether a new version waits (./service-worker sets it; the 'Update available' prompt shows it). Apart from
 * the registration, whose code loads after the first screen, so the prompt does not bring it along.
 */
export type UpdateState = 'current' | 'available' | 'updating';

type Listener = () => void;
let state: UpdateState = 'current';
const listeners = new Set<Listener>();
let accept: (() => void) | null = null;

export function setUpdateState(next: UpdateState): void {
  state = next;
  listeners.forEach((l) => l());
}

export const updateState = (): UpdateState => state;

/** What 'Reload' does once a new version waits (the registration gives it). */
export function acceptWith(run: () => void): void {
  accept = run;
}

export const updates = {
  get state(): UpdateState {
    return state;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** 'Reload': the waiting version takes over, then the page reloads (on the controllerchange). */
  apply(): void {
    if (state !== 'available' || !accept) return;
    setUpdateState('updating');
    accept();
  },
};
