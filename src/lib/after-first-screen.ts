/**
 * The first screen: the router says when a screen has first been put on the page (src/app/router.tsx), and
 * what waits for it starts after the browser's next idle moment, so it never competes with that screen
 * (e2e/first-load.spec.ts holds the first screen's bytes). A screen that shows placeholders while its own
 * data arrives (a Timeline's read page waits for the crawl's pull) holds the first screen until its content
 * is on the page (`useHoldFirstScreen`), or at most HOLD_MAX_MS.
 */
import { useEffect, useLayoutEffect, useState } from 'react';

/** The longest a screen's placeholders hold the first screen (offline with nothing stored, a slow link). */
export const HOLD_MAX_MS = 5000;

let shown: () => void;
const firstScreen = new Promise<void>((resolve) => (shown = resolve));
let mounted = false;
let holds = 0;
let settled = false;

function settle(): void {
  if (!mounted || holds > 0 || settled) return;
  settled = true;
  shown();
}

/** A screen is on the page (its effects run): the first call ends the wait, unless a hold is still on. */
export function screenShown(): void {
  mounted = true;
  settle();
}

/**
 * Holds the first screen while a screen shows placeholders for its content: returns the release (called
 * once the content is on the page; it releases itself after HOLD_MAX_MS). No hold once the first screen is shown.
 */
export function holdFirstScreen(): () => void {
  if (settled) return () => {};
  holds++;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    holds--;
    settle();
  };
  const timer = setTimeout(release, HOLD_MAX_MS);
  return release;
}

/** A screen's placeholders hold the first screen while `pending` (a layout effect: before the router's). */
export function useHoldFirstScreen(pending: boolean): void {
  useLayoutEffect(() => (pending ? holdFirstScreen() : undefined), [pending]);
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Safari has no requestIdleCallback; a short timer stands in. */
const idle = () => new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200)));

let passed = false;
let passing: Promise<void> | null = null;
/** The first screen is shown, a frame drawn and the browser idle once. */
const firstScreenPassed = () =>
  (passing ??= firstScreen
    .then(nextFrame)
    .then(idle)
    .then(() => {
      passed = true;
    }));

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

/**
 * False until the first screen is shown and the browser has been idle once: a part of a screen that the
 * first look does not need (a virtualiser, the Listen button) renders after it, its code loaded then.
 */
export function useAfterFirstScreen(): boolean {
  const [after, setAfter] = useState(passed);
  useEffect(() => {
    if (after) return;
    let live = true;
    void firstScreenPassed().then(() => live && setAfter(true));
    return () => {
      live = false;
    };
  }, [after]);
  return after;
}
