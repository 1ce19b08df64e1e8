import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Splash } from '../../ui/Splash';
import { safeRedirect } from '../../lib/redirect';
import { useEnsure } from '../../lib/useEnsure';
import { useAccessToken, useMe } from '../../lib/reads';
import { LoginModal } from '../auth';
import { AvatarStep } from './AvatarStep';
import { DialogStep } from './DialogStep';
import { InitialStep } from './InitialStep';
import { UserDetailsModal } from './UserDetailsModal';
import { UsernameStep } from './UsernameStep';
import { decideStep } from './onboarding-rules';

/**
 * Onboarding (in-play §2): initial → dialog → username → avatar → the Sanctum. The step follows the
 * session and the user row (see decideStep), so a login or a saved name moves on by itself and a
 * reload resumes where the player was. `via=login` marks 'I Already Have An Account': a player
 * who turns out to have no username gets the user-details form instead of the dialog.
 */
export default function OnboardingPage() {
  const [params, setParams] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const token = useAccessToken();
  const me = useMe();
  const [login, setLogin] = useState<null | 'start' | 'login'>(null);
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
          <UserDetailsModal onClose={() => setQuery({ via: null })} />
        </>
      );
    case 'avatar':
      return me ? <AvatarStep me={me} redirect={redirect} /> : <Splash />;
    case 'initial':
      return (
        <>
          <InitialStep
            hasLinkedAccounts={(me?.linked_accounts.length ?? 0) > 0}
            onStart={() => setLogin('start')}
            onLogin={() => setLogin('login')}
          />
          {login && (
            <LoginModal
              onClose={() => setLogin(null)}
              onSuccess={() => {
                if (login === 'login') setQuery({ via: 'login' });
                setLogin(null);
              }}
            />
          )}
        </>
      );
  }
}
