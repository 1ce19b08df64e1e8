import { LIMITS, playerText } from '../../src/contract';
import type { Result } from '../types';
import type { CommandContext } from './context';
import { done, failedOnline, invalid } from '../result';

const PartnerCode = playerText(LIMITS.partnerCode);

/** The avatar step's partner code: online; a refusal answers the server's message (unknown code, own code). */
export async function usePartnerCode(ctx: CommandContext, code: string): Promise<Result> {
  const parsed = PartnerCode.safeParse(code);
  if (!parsed.success) return invalid(parsed.error);
  const out = await ctx.http.call('useReferralCode', { params: { code: parsed.data } });
  if (out.kind !== 'ok') return failedOnline(out);
  await ctx.sync.refresh({ kind: 'user' });
  return done;
}

/** The 'Artifact Earned!' modal was seen: online, so that the next crawl pull does not bring them back. */
export async function clearArtifactsEarned({ db, http }: CommandContext): Promise<Result> {
  const out = await http.call('artifactEarnedClear', { body: {} });
  if (out.kind !== 'ok') return failedOnline(out);
  await db.dungeonProgress.toCollection().modify({ artifacts_earned: [] });
  return done;
}

/** Claims every earned rank reward (online); the answer's rank replaces the local one. */
export async function claimRankRewards({ db, http }: CommandContext): Promise<Result<{ claimed: number }>> {
  const out = await http.call('claimRankRewards', { body: {} });
  if (out.kind !== 'ok') return failedOnline(out);
  await db.rank.put({ ...out.data.rank, id: 'me' });
  return { ok: true, value: { claimed: out.data.claimed.length } };
}

/**
 * Subscribing: the server opens a checkout session at the payment provider (in the local default, its
 * own test-mode page) and answers the hosted page's address, which the page then navigates to.
 */
export async function startCheckout({ http }: CommandContext): Promise<Result<{ checkoutUrl: string }>> {
  const out = await http.call('createCustomerSession', { body: {} });
  if (out.kind !== 'ok') return failedOnline(out);
  return { ok: true, value: { checkoutUrl: out.data.checkout_url } };
}
