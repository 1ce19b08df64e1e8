import { useContext, useMemo } from 'react';
import { matchRoutes, renderMatches, type RouteMatch, type RouteObject, UNSAFE_NavigationContext, useLocation } from 'react-router-dom';

let last: { routes: RouteObject[]; pathname: string; matches: RouteMatch[] | null } | undefined;
/** matchRoutes, remembering the last answer: the first screen's preload and its render match the same path. */
export function matchRoutesOnce(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  if (last?.routes !== routes || last.pathname !== pathname) last = { routes, pathname, matches: matchRoutes(routes, pathname) };
  return last.matches;
}

/**
 * useRoutes, matched once per path. useRoutes ranks and compiles every route again at each render, and renders
 * the whole tree again at each change of the query (a flag opening a modal over the screen), which the screens
 * that read the query see by themselves. `routes` is a constant.
 */
export function useRoutesByPath(routes: RouteObject[]) {
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useMemo(() => {
    // As useRoutes does: matching decodes the path, and a match keeps it encoded (what links resolve against).
    const encode = (path: string) => navigator.encodeLocation?.(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname ?? path;
    const matches = matchRoutesOnce(routes, pathname)?.map((m): RouteMatch => ({ ...m, pathname: encode(m.pathname), pathnameBase: m.pathnameBase === '/' ? '/' : encode(m.pathnameBase) }));
    return renderMatches(matches ?? null);
  }, [routes, pathname, navigator]);
}
