import { useEffect, useLayoutEffect } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router-dom';
import { documentNavigation, positionKey, shouldRestore } from './scroll-rules';

const STORAGE_KEY = 'scroll-positions';
const positions = new Map<string, number>(readStored());
// The app's first page of this document: a typed address, or a reload (scroll-rules.ts tells them apart).
let firstRender = true;

function readStored(): [string, number][] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
  } catch {
    return [];
  }
}

/**
 * Scrolls to `y` as soon as the page is tall enough: screens render from the local database a moment
 * after they mount, so the first try may find them short. Stops once there, or when the player scrolls.
 */
function scrollWhenReady(y: number): () => void {
  let observer: ResizeObserver | null = null;
  const stop = () => {
    observer?.disconnect();
    observer = null;
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 2) stop();
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { passive: true });
  observer = new ResizeObserver(attempt);
  observer.observe(document.body);
  attempt();
  return stop;
}

/**
 * Back, forward and a reload (an update's included) return to where the player was on that page; a new
 * page, and a page opened by typing its address, starts at its top, or at its #anchor. Positions are kept per
 * history entry for the tab's life.
 */
export function useScrollRestoration(): void {
  const location: Location = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useLayoutEffect(() => {
    const key = positionKey(location.key, `${location.pathname}${location.search}`);
    const saved = positions.get(key);
    const restore = shouldRestore({ key: location.key, pop: type === 'POP', saved: saved !== undefined, firstRender, documentNavigation: documentNavigation() });
    firstRender = false;
    const stop = restore && saved !== undefined ? scrollWhenReady(saved) : location.hash ? () => {} : (window.scrollTo(0, 0), () => {});
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      stop();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [location.key, location.pathname, location.search, location.hash, type]);
}
