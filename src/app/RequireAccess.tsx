import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { decideAccess, readRouteToken } from './access';
import { useEnsure } from '../lib/useEnsure';
import { useOnline } from '../lib/useOnline';
import { useAccessToken, useMe } from '../lib/reads';
import { sync } from '../worker-client';
import { Splash } from '../ui/Splash';

/** The guard of every route but the legal pages, 404 and onboarding (app-shell §4 and §6). */
export function RequireAccess() {
  const location = useLocation();
  const navigate = useNavigate();
  const online = useOnline();
  const queryToken = readRouteToken(location.pathname, location.search);
  const token = useAccessToken();
  const me = useMe();
  const userLoad = useEnsure(token && !queryToken ? { kind: 'user' } : null);

  const adopt = queryToken?.token;
  const rest = queryToken?.rest;
  useEffect(() => {
    if (adopt === undefined) return;
    let current = true;
    // The query's token overrides the stored one; then it leaves the address bar (and history).
    void sync.useToken(adopt).finally(() => {
      if (current) navigate({ pathname: location.pathname, search: rest, hash: location.hash }, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [adopt, rest, location.pathname, location.hash, navigate]);

  if (queryToken) return <Splash />;

  const decision = decideAccess({
    token,
    onboardingState: me === undefined ? undefined : (me?.onboarding_state ?? null),
    pathname: location.pathname,
    search: location.search,
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'pass') return <Outlet />;
  if (token && me === null && userLoad.error) {
    return <Splash>{online ? `We could not load your Historian profile: ${userLoad.error}` : 'You are offline. Your profile will load when you are back online.'}</Splash>;
  }
  return <Splash />;
}
