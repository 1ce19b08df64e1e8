import { useEffect, useLayoutEffect } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';
const positions = new Map<string, number>(readStored());

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
 * page starts at its top, or at its #anchor. Positions are kept per history entry for the tab's life.
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
    const key = location.key;
    const saved = positions.get(key);
    const stop = type === 'POP' && saved !== undefined ? scrollWhenReady(saved) : location.hash ? () => {} : (window.scrollTo(0, 0), () => {});
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
  }, [location.key, location.hash, type]);
}
