import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Splash } from '../../app/Splash';
import { safeRedirect } from '../../lib/access';
import { useEnsure } from '../../lib/useEnsure';
import { useAccessToken, useMe } from '../../lib/useStore';
import { LoginModal } from '../auth/LoginModal';
import { InitialStep } from './InitialStep';
import { UsernameStep } from './UsernameStep';

/**
 * Onboarding for this slice: the initial screen (login opens from it), then the username step.
 * Which step shows follows the session and the user rows, so a successful login moves on by itself.
 */
export default function OnboardingPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const token = useAccessToken();
  const me = useMe();
  const [loginOpen, setLoginOpen] = useState(false);
  useEnsure(token ? { kind: 'user' } : null);

  if (token === undefined || (token && !me)) return <Splash />;
  if (token && me?.onboarding_state === 2) return <Navigate to={redirect} replace />;
  if (token && me) return <UsernameStep redirect={redirect} />;

  return (
    <>
      <InitialStep hasLinkedAccounts={(me?.linked_accounts.length ?? 0) > 0} onStart={() => setLoginOpen(true)} />
      {loginOpen && <LoginModal onClose={() => setLoginOpen(false)} onSuccess={() => setLoginOpen(false)} />}
    </>
  );
}
