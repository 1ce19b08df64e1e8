/** Free-play codes: unknown, already used, or too soon after another → 400 with the reason. */
import { freePlayCodeMessage } from '../../src/contract';
import { REDEEM_COOLDOWN_MS } from '../content/account/redeem-codes';
import { fail } from '../http/errors';
import { findRedeemCode, hasRedeemed, lastRedemptionAt, recordRedemption } from '../store/account/redeem-codes';
import type { Db } from '../store/db';
import { formatDuration } from './durations';
import { grantUnlimitedPlay } from './passes';

export async function redeemCode(db: Db, userId: string, typed: string, now: number): Promise<string> {
  const code = typed.trim().toUpperCase();
  if (code === '') fail(400, 'Enter a code.');
  const seed = await findRedeemCode(db, code) ?? fail(400, 'That code is not valid.');
  if (await hasRedeemed(db, userId, code)) fail(400, 'You have already redeemed this code.');
  const last = await lastRedemptionAt(db, userId);
  if (last !== null && now < last + REDEEM_COOLDOWN_MS) {
    fail(400, `${formatDuration(last + REDEEM_COOLDOWN_MS - now)} until you can redeem another code`);
  }
  await recordRedemption(db, userId, code, now);
  await grantUnlimitedPlay(db, userId, seed.hours, `code ${code}`, now);
  return seed.message ?? freePlayCodeMessage(seed.hours);
}
