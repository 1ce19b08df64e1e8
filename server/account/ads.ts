/** Rewarded ads: watched for AD_SECONDS, then worth GRANTS.ad of unlimited play, once. */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { GRANTS, type AdReward, type AdWatch } from '../../src/contract';
import { fail } from '../http/errors';
import { completeAd, findAd, insertAd } from '../store/account/billing';
import type { Db } from '../store/db';
import { iso } from '../store/query';
import { grantUnlimitedPlay, playState } from './passes';

export const AD_SECONDS = 15;

/** A paying Mythic Historian's plan promises an ad-free experience (app-shell §1): no ad is served to them. */
export async function watchAd(db: Db, userId: string, now: number): Promise<z.infer<typeof AdWatch>> {
  if ((await playState(db, userId, now)).paid) fail(409, 'Your Mythic plan is ad-free.');
  const adId = randomUUID();
  await insertAd(db, { ad_id: adId, user_id: userId, seconds: AD_SECONDS, started_at: now });
  return { ad_id: adId, seconds: AD_SECONDS };
}

export async function rewardAd(db: Db, userId: string, adId: string, now: number): Promise<z.infer<typeof AdReward>> {
  const ad = await findAd(db, userId, adId) ?? fail(404, 'There is no such ad.');
  if (ad.completed_at !== null) fail(400, 'This ad was already rewarded.');
  if (now < ad.started_at + ad.seconds * 1000) fail(400, 'Watch the whole ad to earn the reward.');
  await completeAd(db, ad.ad_id, now);
  const until = await grantUnlimitedPlay(db, userId, GRANTS.ad.hours, `ad ${ad.ad_id}`, now);
  return { message: `${GRANTS.ad.text} of unlimited play activated!`, unlimited_until: iso(until) };
}
