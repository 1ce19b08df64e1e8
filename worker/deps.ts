/** What the worker takes from its host, injected so tests can substitute fakes (STYLE.md 6). */

export type TimerHandle = unknown;

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** The part of the Web Locks API the outbox needs (navigator.locks fits it). */
export interface LockManagerLike {
  /** With ifAvailable the callback gets null at once when another holder has the lock. */
  request<T>(name: string, options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** A message channel between the workers of one origin's tabs (a BroadcastChannel fits it). */
export interface ChannelLike<M> {
  post(message: M): void;
  listen(onMessage: (message: M) => void): void;
}
