import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { decideAccess, readRouteToken } from './access';
import { authPages } from '../features/auth/pages';
import { useEnsure } from '../lib/useEnsure';
import { useOnline } from '../lib/useOnline';
import { useAccessToken, useMe } from '../lib/reads';
import { Splash } from '../ui/Splash';

/** A read route's `?token=`: only such a visit loads what decides it (src/features/auth/LinkTokenGate.tsx). */
const LinkTokenGate = lazy(authPages.linkToken);

/** The guard of every route but the legal pages, 404 and onboarding (app-shell §4 and §6). */
export function RequireAccess() {
  const location = useLocation();
  const online = useOnline();
  const queryToken = readRouteToken(location.pathname, location.search);
  const token = useAccessToken();
  const me = useMe();
  const userLoad = useEnsure(token && !queryToken ? { kind: 'user' } : null);

  if (queryToken) {
    return (
      <Suspense fallback={<Splash />}>
        <LinkTokenGate token={queryToken.token} rest={queryToken.rest} />
      </Suspense>
    );
  }

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
