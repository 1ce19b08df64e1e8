import { lazy, Suspense, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Splash } from '../../ui/Splash';
import { safeRedirect } from '../../lib/redirect';
import { useEnsure } from '../../lib/useEnsure';
import { useAccessToken, useMe } from '../../lib/reads';
import { InitialStep } from './InitialStep';
import { decideStep } from './onboarding-rules';
import { useStartGuest } from './useStartGuest';

// A first visit shows the initial step: the login and the steps after it load when they are reached.
const LoginModal = lazy(() => import('./OnboardingLogin'));
const DialogStep = lazy(() => import('./DialogStep').then((m) => ({ default: m.DialogStep })));
const UsernameStep = lazy(() => import('./UsernameStep').then((m) => ({ default: m.UsernameStep })));
const AvatarStep = lazy(() => import('./AvatarStep').then((m) => ({ default: m.AvatarStep })));
const UserDetailsModal = lazy(() => import('./UserDetailsModal').then((m) => ({ default: m.UserDetailsModal })));

/**
 * Onboarding (in-play §2): initial → dialog → username → avatar → the Sanctum. The step follows the
 * session and the user row (see decideStep), so a login or a saved name moves on by itself and a
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

  const step = decideStep({ token, me, step: params.get('step'), via: params.get('via') });
  const screen = (() => {
    switch (step) {
      case 'wait':
        return <Splash />;
      case 'done':
        return <Navigate to={redirect} replace />;
      case 'dialog':
        return <DialogStep onDone={() => setQuery({ step: 'username' })} />;
      case 'username':
        return <UsernameStep />;
      case 'details':
        return (
          <>
            <DialogStep onDone={() => setQuery({ step: 'username', via: null })} />
            <Suspense fallback={null}>
              <UserDetailsModal onClose={() => setQuery({ via: null })} />
            </Suspense>
          </>
        );
      case 'avatar':
        return me ? <AvatarStep me={me} redirect={redirect} /> : <Splash />;
      case 'initial':
        return (
          <>
            <InitialStep
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
