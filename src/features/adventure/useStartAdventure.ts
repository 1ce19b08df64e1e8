import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { sync } from '../../worker-client';
import { getAdventure } from './reads';
import type { StartFailure } from '../series';

/** The loader shows at least this long, so a fast start does not flash a screen nobody can read. */
const MIN_SHOW_MS = 1200;

type Started = Awaited<ReturnType<typeof sync.startAdventure>>;

/** One start per visit of the loader, even when React runs the effect twice or the component remounts. */
const inFlight = new Map<string, Promise<Started>>();

function startOnce(adventureId: string, restart: boolean): Promise<Started> {
  const key = `${adventureId}:${restart}`;
  let p = inFlight.get(key);
  if (!p) {
    p = sync.startAdventure(adventureId, { restart }).catch((e: unknown) => ({ ok: false as const, message: e instanceof Error ? e.message : 'Something went wrong' }));
    inFlight.set(key, p);
    void p.finally(() => window.setTimeout(() => inFlight.delete(key), 0));
  }
  return p;
}

/**
 * Starts (or resumes, or restarts) the adventure, then opens the read page at the player's chapter. With
 * no network an adventure already on the device opens where the player is; a start that fails goes back
 * to the series page with the reason (app-shell §8).
 */
export function useStartAdventure(seriesId: string, adventureId: string, restart: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    const shownAt = Date.now();
    const go = (chapter: number) => navigate(paths.read(seriesId, adventureId, chapter), { replace: true });
    void (async () => {
      const local = await getAdventure(adventureId);
      if (!restart && local && !navigator.onLine) return current && go(local.current_chapter);
      const r = await startOnce(adventureId, restart);
      await new Promise((resolve) => window.setTimeout(resolve, Math.max(0, MIN_SHOW_MS - (Date.now() - shownAt))));
      if (!current) return;
      if (r.ok) return go(r.value.current_chapter);
      if (!restart && local) return go(local.current_chapter);
      const state: StartFailure = { startError: r.message };
      navigate(paths.series(seriesId), { replace: true, state });
    })();
    return () => {
      current = false;
    };
  }, [seriesId, adventureId, restart, navigate]);
}
