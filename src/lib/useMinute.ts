import { useSyncExternalStore } from 'react';

/*
 * One clock for every relative time on screen: a single interval, started by the first subscriber and
 * stopped with the last, ticks each minute; a component reading it re-renders alone, so a long list's
 * times stay true without a timer per row or a re-render of the list.
 */
const MINUTE = 60_000;
let now = Date.now();
let timer: number | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    timer = window.setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, MINUTE);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

// With no clock running (nothing on screen), a first reader gets the time anew, not the last tick's.
function snapshot(): number {
  if (timer === undefined && Date.now() - now >= MINUTE) now = Date.now();
  return now;
}

/** The time, to the last minute tick (ms). */
export const useMinute = (): number => useSyncExternalStore(subscribe, snapshot);
