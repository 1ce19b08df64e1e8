import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Echo } from '../../contract';
import type { EchoListRow } from '../../db';
import { withFlags } from '../../lib/paths';
import { useMe } from '../../lib/reads';
import { sync } from '../../worker-client';
import { FEATURE_ONBOARDING_KEY, featureState, type FeatureState } from './echo-rules';
import { wentWrong } from '../../lib/went-wrong';

const seen = (): boolean => {
  try {
    return localStorage.getItem(FEATURE_ONBOARDING_KEY) !== null;
  } catch {
    return false;
  }
};

/** Featuring an echo from the viewer: the onboarding once, the subscription view, or the write. */
export function useFeatureEcho(sagaId: string, list: EchoListRow, echo: Echo) {
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const [onboarding, setOnboarding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stateNow = (onboardingSeen: boolean): FeatureState =>
    featureState({ onboardingSeen, subscriber: !!me?.subscription_active, featured: echo.is_featured, canFeature: list.can_feature });

  const act = async (s: FeatureState) => {
    if (s === 'onboarding') return setOnboarding(true);
    if (s === 'subscribe') return navigate({ search: withFlags(location.search, { subscription: 'true' }) });
    if (s !== 'feature') return;
    const r = await sync.echoFeature({ saga_id: sagaId, echo_id: echo.echoes_id }).catch(wentWrong);
    setError(r.ok ? null : r.message);
  };

  return {
    /** The player is not read yet: whether they subscribe decides what a tap does. */
    ready: me !== undefined,
    /** What a tap does now (before the onboarding is seen, it shows it). */
    state: stateNow(seen()),
    onboarding,
    error,
    feature: () => void act(stateNow(seen())),
    dismiss: () => setOnboarding(false),
    /** The onboarding was read: remember it, then do what the tap asked. */
    onboarded: () => {
      try {
        localStorage.setItem(FEATURE_ONBOARDING_KEY, '1');
      } catch {
        // Not kept: the onboarding shows again next time.
      }
      setOnboarding(false);
      void act(stateNow(true));
    },
  };
}
