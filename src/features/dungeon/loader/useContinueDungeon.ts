import { useNavigate } from 'react-router-dom';
import { getProgress } from '../reads';
import { dungeonPaths } from '../../../lib/paths';
import { type StartIntent } from '../rules/start-intent';

/**
 * Continue Play for a Timeline (app-shell §4): start it without restart in the loader, which goes on to
 * the read page (or back to the dungeon page on failure). Offline, a crawl already on the device opens, and
 * so does a won one.
 */
export function useContinueDungeon() {
  const navigate = useNavigate();
  return async (dungeonId: string) => {
    const progress = await getProgress(dungeonId);
    // A won Timeline is shown, not started over: a new run is 'Enter the Timeline' on its page.
    if (progress?.status === 'victory' || (!navigator.onLine && progress)) return navigate(dungeonPaths.read(dungeonId));
    const intent: StartIntent = { restart: false, artifacts: [] };
    return navigate(dungeonPaths.loader(dungeonId), { state: intent });
  };
}
