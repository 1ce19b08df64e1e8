import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAccessToken, useMe } from '../lib/reads';
import { useFlags } from '../lib/useFlags';
import { FLAG_MODALS, type FlagEntry } from './query-flags';

const modals = new Map(FLAG_MODALS.map((e) => [e.flag, lazy(e.load)]));

/**
 * The host of the query-flag modals, on every route: each registry entry whose flag is in the query opens
 * its modal (later entries on top), and closing removes the entry's keys. Player modals wait for a signed-in,
 * onboarded Historian: the onboarding screens own the page before that.
 */
export function QueryModals() {
  const [params] = useSearchParams();
  const setFlags = useFlags();
  const token = useAccessToken();
  const me = useMe();
  const player = !!token && me?.onboarding_state === 2;
  const guest = token === null;

  const open = (e: FlagEntry): boolean => {
    const value = params.get(e.flag);
    if (value === null || !(e.opens ?? ((v) => v === 'true'))(value, params)) return false;
    return e.audience === 'guest' ? guest : player;
  };

  return (
    <Suspense fallback={null}>
      {FLAG_MODALS.filter(open).map((e) => {
        const Modal = modals.get(e.flag)!;
        return (
          <Modal
            key={e.flag}
            value={params.get(e.flag) ?? ''}
            params={params}
            onClose={() => setFlags(Object.fromEntries(e.removes.map((k) => [k, null])))}
          />
        );
      })}
    </Suspense>
  );
}
