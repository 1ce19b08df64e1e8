import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { sync } from '../../../worker-client';
import { dungeonPaths } from '../../../lib/paths';
import { type StartIntent } from '../rules/start-intent';
import { narration } from '../../narration';
import { getDungeon } from '../reads';
import { roomTrack } from '../shared/room-audio';

/** The loader shows at least this long, so a fast start does not flash a screen nobody can read. */
const MIN_SHOW_MS = 1200;

/**
 * One start per visit of the loader, even when React runs the effect twice (StrictMode) or the
 * component remounts: the in-flight start is kept by dungeon and reused.
 */
const inFlight = new Map<string, Promise<Awaited<ReturnType<typeof sync.startDungeon>>>>();

function startOnce(dungeonId: string, intent: StartIntent) {
  let p = inFlight.get(dungeonId);
  if (!p) {
    p = sync.startDungeon(dungeonId, intent).catch((e: unknown) => ({ ok: false as const, message: e instanceof Error ? e.message : 'Something went wrong' }));
    inFlight.set(dungeonId, p);
    void p.finally(() => window.setTimeout(() => inFlight.delete(dungeonId), 0));
  }
  return p;
}

/**
 * Starts (or resumes) the crawl, then goes to the read page and starts the room's audio; when the start
 * fails, back to the dungeon page with the reason (app-shell §8 'Dungeon or series start fails').
 */
export function useStartDungeon(dungeonId: string, intent: StartIntent, enabled = true): void {
  const navigate = useNavigate();
  const { restart, artifacts } = intent;
  const newRun = intent.new_run === true;
  const key = JSON.stringify(artifacts);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const shownAt = Date.now();
    void startOnce(dungeonId, { restart, artifacts: JSON.parse(key) as string[], new_run: newRun }).then(async (r) => {
      await new Promise((resolve) => window.setTimeout(resolve, Math.max(0, MIN_SHOW_MS - (Date.now() - shownAt))));
      if (!current) return;
      if (r.ok) {
        const track = roomTrack(dungeonId, r.value.room.name, r.value.room.audio_url, await getDungeon(dungeonId));
        if (track) void narration.start(track);
        navigate(dungeonPaths.read(dungeonId), { replace: true });
      } else {
        navigate(dungeonPaths.page(dungeonId), { replace: true, state: { startError: r.message } });
      }
    });
    return () => {
      current = false;
    };
  }, [dungeonId, restart, newRun, key, navigate, enabled]);
}
