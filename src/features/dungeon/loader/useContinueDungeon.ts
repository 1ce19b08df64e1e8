import { useNavigate } from 'react-router-dom';
import { getProgress } from '../reads';
import { dungeonPaths } from '../../../lib/paths';
import { type StartIntent } from '../rules/start-intent';

/**
 * Continue Play for a Timeline (app-shell §4): start it without restart in the loader, which goes on to
 * the read page (or back to the dungeon page on failure). Offline, a crawl already on the device opens.
 */
export function useContinueDungeon() {
  const navigate = useNavigate();
  return async (dungeonId: string) => {
    if (!navigator.onLine && (await getProgress(dungeonId))) return navigate(dungeonPaths.read(dungeonId));
    const intent: StartIntent = { restart: false, artifacts: [] };
    return navigate(dungeonPaths.loader(dungeonId), { state: intent });
  };
}
