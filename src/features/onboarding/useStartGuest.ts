import { useState } from 'react';
import { forgetAttribution, storedAttribution } from '../../lib/attribution';
import { sync } from '../../worker-client';
import { wentWrong } from '../../lib/went-wrong';

/** 'Start Playing': a temporary player now; the session it stores moves onboarding on by itself. */
export function useStartGuest() {
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    if (starting) return;
    setStarting(true);
    setError(null);
    const r = await sync.startGuest({ ...storedAttribution(), user_agent: navigator.userAgent }).catch(wentWrong);
    if (r.ok) forgetAttribution();
    else setError(r.message || 'Something went wrong');
    setStarting(false);
  };
  return { starting, error, start };
}
