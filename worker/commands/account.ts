import type * as z from 'zod/mini';
import { LIMITS, LinkAccount, playerText, type Task } from '../../src/contract';
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
  const kinds = new Set(out.data.claimed.map((r) => r.type));
  await db.transaction('rw', [db.rank, db.dungeonProgress, db.syncState], async () => {
    await db.rank.put({ ...out.data.rank, id: 'me' });
    // A claimed perk changes what every stored crawl offers: a free room restart at once, and the game over's
    // resurrection status is no longer fresh, so the screen's ensure reads it again when it shows.
    if (kinds.has('free_room_restart')) await db.dungeonProgress.toCollection().modify({ free_room_restart_available: true });
    if (kinds.has('free_resurrection')) await db.syncState.where('resource').startsWith('resurrectionStatus:').delete();
  });
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

/**
 * Online commands of the shell's modals: each answers the server's message (app-shell §8: the server's
 * message, else the modal's own fallback) and pulls what it changed.
 */
export async function redeemCode(ctx: CommandContext, code: string): Promise<Result<{ message: string }>> {
  // Sent as typed (app-shell §5): no trimming or checking here; the server words every refusal.
  const out = await ctx.http.call('redeemCode', { body: { code } });
  if (out.kind !== 'ok') return failedOnline(out);
  await ctx.sync.refresh({ kind: 'user' });
  return { ok: true, value: { message: out.data.message } };
}

/** The referral modal: a friend's code (PUT /auth/referral-code/:code/). */
export async function useReferralCode(ctx: CommandContext, code: string): Promise<Result<{ message: string }>> {
  const parsed = PartnerCode.safeParse(code);
  if (!parsed.success) return invalid(parsed.error);
  const out = await ctx.http.call('useReferralCode', { params: { code: parsed.data } });
  if (out.kind !== 'ok') return failedOnline(out);
  await ctx.sync.refresh({ kind: 'user' });
  return { ok: true, value: { message: out.data.message } };
}

/** The link-account modal's last step: the emailed code links the email (in-play §4). */
export async function linkAccount(ctx: CommandContext, email: string, code: string): Promise<Result> {
  const body = LinkAccount.safeParse({ email, code });
  if (!body.success) return invalid(body.error);
  const out = await ctx.http.call('linkAccount', { body: body.data });
  if (out.kind !== 'ok') return failedOnline(out);
  await ctx.sync.refresh({ kind: 'user' });
  return done;
}

/** A subscribe/continue option done (linked, commented, rated, installed ...): 24 hours of unlimited play, once. */
export async function claimBonus(ctx: CommandContext, task: z.infer<typeof Task>): Promise<Result<{ message: string }>> {
  const out = await ctx.http.call('claimBonus', { body: { task } });
  if (out.kind !== 'ok') return failedOnline(out);
  await ctx.sync.refresh({ kind: 'user' });
  return { ok: true, value: { message: out.data.message } };
}

/** 'Watch Ad to Continue for Free': the ad to play and for how long before it pays. */
export async function watchAd(ctx: CommandContext): Promise<Result<{ adId: string; seconds: number }>> {
  const out = await ctx.http.call('watchAd', { body: {} });
  if (out.kind !== 'ok') return failedOnline(out);
  return { ok: true, value: { adId: out.data.ad_id, seconds: out.data.seconds } };
}

export async function completeAd(ctx: CommandContext, adId: string): Promise<Result<{ message: string }>> {
  const out = await ctx.http.call('completeAd', { params: { adId }, body: {} });
  if (out.kind !== 'ok') return failedOnline(out);
  await ctx.sync.refresh({ kind: 'user' });
  return { ok: true, value: { message: out.data.message } };
}
