import { db } from '../../db';
import type { LimitedOffer } from '../../contract';
import { useEnsure } from '../../lib/useEnsure';
import { useLive } from '../../lib/useLive';

export interface StoredOffer {
  offer: LimitedOffer;
  /** When the worker stored it (ms): the countdown runs on from there, offline too. */
  fetchedAt: number;
}

export const getLimitedOffer = async (): Promise<StoredOffer | null> => {
  const row = await db.documents.get('limitedOffer');
  return row?.key === 'limitedOffer' ? { offer: row.value, fetchedAt: row.fetched_at ?? 0 } : null;
};

/** The limited referral offer as last pulled (undefined: not read yet; null: never pulled). */
export function useLimitedOffer() {
  const ensure = useEnsure({ kind: 'limitedOffer' });
  return { stored: useLive(getLimitedOffer, []), ensure };
}

/** Seconds left of the offer at `now`: the answer's seconds, less the time since it was stored. */
export function offerSecondsLeft(stored: StoredOffer | null | undefined, now: number): number {
  if (!stored?.offer.active) return 0;
  return Math.max(0, stored.offer.seconds_remaining - Math.floor((now - stored.fetchedAt) / 1000));
}
