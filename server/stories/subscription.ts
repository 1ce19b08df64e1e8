/**
 * Subscriber benefits for the story domains. The account domain owns subscriptions and passes
 * (paid plan, free codes, referrals, ads): any unlimited play running counts.
 */
import { isSubscriber as hasUnlimitedPlay } from '../account/passes';
import type { Db } from '../store/db';

export function isSubscriber(db: Db, userId: string | null, now: number = Date.now()): boolean {
  return !!userId && hasUnlimitedPlay(db, userId, now);
}

/** Premium Memories open to whoever has unlimited play. */
export const canPlayPremium = isSubscriber;
