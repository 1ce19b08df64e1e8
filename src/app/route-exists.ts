import { matchRoutes } from 'react-router-dom';

/**
 * Whether the app has a screen at `path` (and not just the catch-all that sends to /404). Links to
 * screens other engineers are still building (creator pages, dungeon comments) appear once their
 * routes are added. Loaded lazily by its callers, after the router module has been evaluated.
 */
export async function routeExists(path: string): Promise<boolean> {
  const { router } = await import('./router');
  const matches = matchRoutes(router.routes, path);
  const last = matches?.[matches.length - 1];
  return !!last && last.route.path !== '*';
}
