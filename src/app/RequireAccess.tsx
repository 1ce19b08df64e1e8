import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { decideAccess, decideLinkToken, readRouteToken } from './access';
import { authPages } from '../features/auth/pages';
import { useEnsure } from '../lib/useEnsure';
import { useOnline } from '../lib/useOnline';
import { useAccessToken, useMe } from '../lib/reads';
import { sync } from '../worker-client';
import { Splash } from '../ui/Splash';

const SwitchAccountDialog = lazy(authPages.switchAccount);

/** The guard of every route but the legal pages, 404 and onboarding (app-shell §4 and §6). */
export function RequireAccess() {
  const location = useLocation();
  const navigate = useNavigate();
  const online = useOnline();
  const queryToken = readRouteToken(location.pathname, location.search);
  const token = useAccessToken();
  const me = useMe();
  const userLoad = useEnsure(token && !queryToken ? { kind: 'user' } : null);

  const link = queryToken?.token;
  const rest = queryToken?.rest;
  const linkDecision = link === undefined ? null : decideLinkToken(link, token);
  useEffect(() => {
    if (link === undefined || linkDecision === 'wait' || linkDecision === 'ask') return;
    let current = true;
    // The token leaves the address bar (and history) once adopted by a signed-out device, or at once when
    // it names the player already signed in.
    const leave = () => current && navigate({ pathname: location.pathname, search: rest, hash: location.hash }, { replace: true });
    if (linkDecision === 'adopt') void sync.useToken(link).finally(leave);
    else leave();
    return () => {
      current = false;
    };
  }, [link, linkDecision, rest, location.pathname, location.hash, navigate]);

  if (queryToken) {
    if (linkDecision !== 'ask') return <Splash />;
    const stay = () => navigate({ pathname: location.pathname, search: rest, hash: location.hash }, { replace: true });
    return (
      <>
        <Splash />
        <Suspense>
          {/* Switching signs this player out; the link's token is then adopted as on a signed-out device. */}
          <SwitchAccountDialog username={me?.username} onSwitch={() => void sync.logout()} onStay={stay} />
        </Suspense>
      </>
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
