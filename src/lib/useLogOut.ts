import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sync } from '../worker-client';
import { paths } from './paths';
import { wentWrong } from './went-wrong';

/**
 * Logging out, from the account sheet or the profile: to onboarding once the worker has signed the player out; a
 * refusal (or a call that rejects) keeps them here, the button usable again, with the reason to show.
 */
export function useLogOut(): { leaving: boolean; error: string | null; logOut: () => Promise<void> } {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const logOut = async () => {
    setLeaving(true);
    setError(null);
    const r = await sync.logout().catch(wentWrong);
    if (!r.ok) {
      setLeaving(false);
      setError(r.message);
      return;
    }
    navigate(paths.onboarding(), { replace: true });
  };
  return { leaving, error, logOut };
}
