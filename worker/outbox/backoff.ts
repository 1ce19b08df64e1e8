/**
 * Why a write waits before its next try, and for how long.
 *
 * - `link`: the answer was lost on the way (no answer, a cut or garbled body, a gateway's page). A phone
 *   link drops one request and carries the next, so the first retry comes quickly and the wait stays
 *   short; another write getting through proves the link and ends the wait at once (worker/outbox/drain.ts).
 * - `server`: the server answered that it is struggling (500, 503, 429, an answer it cannot read back).
 *   The wait grows to a minute, and a Retry-After is honoured, so that a fleet of phones spares it.
 */
export type Fault = 'link' | 'server';

export const BACKOFF: Record<Fault, { baseMs: number; capMs: number }> = {
  link: { baseMs: 250, capMs: 8_000 },
  server: { baseMs: 1_000, capMs: 60_000 },
};

/** The longest Retry-After obeyed: a misconfigured proxy must not park a player's writes for a day. */
export const RETRY_AFTER_CAP_MS = 10 * 60_000;

/**
 * Exponential backoff with full jitter (AWS Architecture Blog, "Exponential Backoff And Jitter"):
 * a uniform delay in [0, min(cap, base * 2^(attempts-1))), so many clients coming back online at once
 * do not retry in lockstep. `attempts` counts failures so far (1 after the first); a Retry-After is a floor.
 */
export function backoffDelay(fault: Fault, attempts: number, random: () => number, retryAfterMs?: number): number {
  const { baseMs, capMs } = BACKOFF[fault];
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1));
  const jittered = Math.floor(random() * ceiling);
  return retryAfterMs === undefined ? jittered : Math.max(jittered, Math.min(retryAfterMs, RETRY_AFTER_CAP_MS));
}
