/**
 * The first screen: the router says when a screen has first been put on the page (src/app/router.tsx), and
 * what waits for it starts after the browser's next idle moment, so it never competes with that screen
 * (e2e/first-load.spec.ts holds the first screen's bytes).
 */
let shown: () => void;
const firstScreen = new Promise<void>((resolve) => (shown = resolve));

/** A screen is on the page (its effects run): the first call ends the wait. */
export function screenShown(): void {
  shown();
}

/**
 * Runs `then` once, in the first idle moment after the first screen is shown and `started` (the worker's
 * first pulls, which that screen shows) has settled.
 */
export function afterFirstScreen(started: Promise<unknown>, then: () => void): void {
  void Promise.all([firstScreen, started.catch(() => undefined)])
    .then(nextFrame)
    .then(idle)
    .then(then);
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Safari has no requestIdleCallback; a short timer stands in. */
const idle = () => new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200)));
