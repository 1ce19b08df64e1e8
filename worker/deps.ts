/** What the worker takes from its host, injected so tests can substitute fakes (STYLE.md 6). */

export type TimerHandle = unknown;

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** The part of the Web Locks API the outbox needs (navigator.locks fits it). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
