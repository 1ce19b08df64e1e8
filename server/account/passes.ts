/**
 * Unlimited play: a paid Mythic subscription or a free-play perk. Perks stack: a new one starts
 * where the running one ends, so redeeming a code during a referral week is not wasted.
 */
import { GRANTS } from '../../src/contract';
import type { Db } from '../store/db';
import { addPass, lastPassEnd, passEnd, type PassKind } from '../store/account/passes';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const SUBSCRIPTION_MONTH_MS = GRANTS.subscriptionMonth.hours * HOUR_MS;
const ALL: readonly PassKind[] = ['subscription', 'unlimited_play', 'keys_choices'];

/** Grants hours of unlimited play; answers when it now ends. */
export async function grantUnlimitedPlay(db: Db, userId: string, hours: number, source: string, now: number, kind: PassKind = 'unlimited_play'): Promise<number> {
  const start = Math.max(now, await passEnd(db, userId, ALL, now) ?? now);
  const end = start + hours * HOUR_MS;
  await addPass(db, userId, kind, source, start, end);
  return end;
}

/** A paid month, from now or from the end of the months already paid. */
export async function activateSubscription(db: Db, userId: string, source: string, now: number): Promise<number> {
  const start = Math.max(now, await lastPassEnd(db, userId, 'subscription') ?? now);
  await addPass(db, userId, 'subscription', source, start, start + SUBSCRIPTION_MONTH_MS);
  return start + SUBSCRIPTION_MONTH_MS;
}

export interface PlayState {
  active: boolean;
  until: number | null;
  paid: boolean;
}

/** User.subscription_active: any unlimited play running; paid: a Mythic subscription among them. */
export async function playState(db: Db, userId: string, now: number): Promise<PlayState> {
  const until = await passEnd(db, userId, ALL, now);
  return { active: until !== null, until, paid: await passEnd(db, userId, ['subscription'], now) !== null };
}

/**
 * For every domain: may this player use subscriber benefits now (free resurrection, premium Memories and
 * dungeons, echo rerolls)? Any unlimited play running counts: a paid plan, a code, a referral, an ad. playState's
 * `active`, in one read (whether it is paid is not asked).
 */
export const isSubscriber = async (db: Db, userId: string | null, now: number): Promise<boolean> => !!userId && (await passEnd(db, userId, ALL, now)) !== null;
