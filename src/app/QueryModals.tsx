import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAccessToken, useMe } from '../lib/reads';

import { leaderboardPages } from '../features/leaderboard/pages';
import { subscriptionPages } from '../features/subscription/pages';

const DungeonLeaderboardModal = lazy(leaderboardPages.modal);
const SubscriptionModal = lazy(subscriptionPages.modal);

/** Query flags of the leaderboard and the subscription prompt; closing removes them (app-shell §2). */
const LEADERBOARD_KEYS = ['dungeon_leaderboard', 'dungeonId'];
const SUBSCRIPTION_KEYS = ['subscription', 'creator', 'subscribe'];

/**
 * The host of the modals opened by query flags, on every route (app-shell §2 "Modals opened by query
 * flags"): dungeon_leaderboard=true&dungeonId=…, subscription=true[&creator=…]. Only for a signed-in,
 * onboarded Historian: the onboarding screens own the page before that.
 */
export function QueryModals() {
  const [params, setParams] = useSearchParams();
  const token = useAccessToken();
  const me = useMe();
  if (!token || me?.onboarding_state !== 2) return null;

  const close = (keys: string[]) =>
    setParams(
      (p) => {
        keys.forEach((k) => p.delete(k));
        return p;
      },
      { replace: true },
    );
  const dungeonId = params.get('dungeon_leaderboard') === 'true' ? params.get('dungeonId') : null;
  const subscription = params.get('subscription') === 'true';

  return (
    <Suspense fallback={null}>
      {dungeonId && <DungeonLeaderboardModal dungeonId={dungeonId} onClose={() => close(LEADERBOARD_KEYS)} />}
      {subscription && <SubscriptionModal creator={params.get('creator')} onClose={() => close(SUBSCRIPTION_KEYS)} />}
    </Suspense>
  );
}
