import { lazy, Suspense, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Splash } from '../../ui/Splash';
import { safeRedirect } from '../../lib/redirect';
import { useEnsure } from '../../lib/useEnsure';
import { useAccessToken, useMe } from '../../lib/reads';
import { InitialStage } from './InitialStage';
import { decideStage } from './onboarding-rules';
import { useStartGuest } from './useStartGuest';

/** The onboarding query with via=login, as a login from its modal leaves it. */
const withVia = (params: URLSearchParams): string => {
  const next = new URLSearchParams(params);
  next.set('via', 'login');
  return next.toString();
};

// A first visit shows the initial stage: the login and the stages after it load when they are reached.
const LoginModal = lazy(() => import('./OnboardingLogin'));
const DialogStage = lazy(() => import('./DialogStage').then((m) => ({ default: m.DialogStage })));
const UsernameStage = lazy(() => import('./UsernameStage').then((m) => ({ default: m.UsernameStage })));
const AvatarStage = lazy(() => import('./AvatarStage').then((m) => ({ default: m.AvatarStage })));
const UserDetailsModal = lazy(() => import('./UserDetailsModal').then((m) => ({ default: m.UserDetailsModal })));

/**
 * Onboarding (in-play §2): initial → dialog → username → avatar → the Sanctum. The stage follows the
 * session and the user row (see decideStage), so a login or a saved name moves on by itself and a
 * reload resumes where the player was. 'Start Playing' makes a temporary player at once (no email asked;
 * the email is linked later, keeping everything). `via=login` marks 'I Already Have An Account': a player
 * who turns out to have no username gets the user-details form instead of the dialog.
 */
export default function OnboardingPage() {
  const [params, setParams] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const token = useAccessToken();
  const me = useMe();
  const [login, setLogin] = useState(false);
  const guest = useStartGuest();
  useEnsure(token ? { kind: 'user' } : null);

  const setQuery = (changes: Record<string, string | null>) =>
    setParams(
      (p) => {
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) p.delete(k);
          else p.set(k, v);
        }
        return p;
      },
      { replace: true },
    );

  const stage = decideStage({ token, me, stage: params.get('stage'), via: params.get('via') });
  const screen = (() => {
    switch (stage) {
      case 'wait':
        return <Splash />;
      case 'done':
        return <Navigate to={redirect} replace />;
      case 'dialog':
        return <DialogStage onDone={() => setQuery({ stage: 'username' })} />;
      case 'username':
        return <UsernameStage />;
      case 'details':
        return (
          <>
            <DialogStage onDone={() => setQuery({ stage: 'username', via: null })} />
            <Suspense fallback={null}>
              <UserDetailsModal onClose={() => setQuery({ via: null })} />
            </Suspense>
          </>
        );
      case 'avatar':
        return me ? <AvatarStage me={me} redirect={redirect} /> : <Splash />;
      case 'initial':
        return (
          <>
            <InitialStage
              hasLinkedAccounts={(me?.linked_accounts.length ?? 0) > 0}
              starting={guest.starting}
              error={guest.error}
              onStart={() => void guest.start()}
              onLogin={() => setLogin(true)}
            />
            {/* The modal's own boundary: the screen under it stays while its code loads. */}
            <Suspense fallback={null}>
              {login && (
                <LoginModal
                  onClose={() => setLogin(false)}
                  googleReturnTo={`/onboarding?${withVia(params)}`}
                  onSuccess={() => {
                    setQuery({ via: 'login' });
                    setLogin(false);
                  }}
                />
              )}
            </Suspense>
          </>
        );
    }
  })();
  return <Suspense fallback={<Splash />}>{screen}</Suspense>;
}
