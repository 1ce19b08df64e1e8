/** Subscription checkout, linked accounts, Google sign-in, test purchases and rewarded ads. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { checkoutUrl } from '../../account/checkout';
import { grantUnlimitedPlay } from '../../account/passes';
import { PRICES_CENTS } from '../../account/prices';
import { checkCode } from '../../auth/magic-codes';
import { issueTokens } from '../../auth/sessions';
import { fail } from '../../http/errors';
import { refuse, route, routePrepared } from '../../http/route';
import { completeAd, findAd, insertAd, insertCheckout, insertPurchase, linkedProviders, linkOwner, putLink, removeLinks } from '../../store/account/billing';
import { iso } from '../../store/stmt';
import { findOrCreateUser, findUser } from '../../store/users';
import { param } from './params';

/** How long an ad plays before it pays, and what it pays: an hour of unlimited play. */
export const AD_SECONDS = 15;
const AD_REWARD_HOURS = 1;

export function billingRoutes(app: FastifyInstance): void {
  route(app, api.createCustomerSession, ({ ctx, userId }) => {
    if (linkedProviders(ctx.db, userId).length === 0) fail(403, 'Link your account before subscribing.');
    const user = findUser(ctx.db, userId)!;
    const sessionId = randomUUID();
    insertCheckout(ctx.db, { session_id: sessionId, user_id: userId, email: user.email, created_at: ctx.now() });
    return { checkout_url: checkoutUrl(sessionId, user.email, userId) };
  });

  route(app, api.linkAccount, ({ ctx, userId, body, ip }) => {
    const owner = linkOwner(ctx.db, 'email', body.email);
    if (owner && owner !== userId) fail(409, 'That email is already linked to another account.');
    const checked = checkCode(ctx.db, ctx.secret, body.email, body.code, ip, ctx.now());
    // Returned, not thrown: the wrong attempt just counted must be committed.
    if ('error' in checked) return refuse(checked.status, checked.error);
    putLink(ctx.db, userId, 'email', body.email, ctx.now());
    return { linked_accounts: linkedProviders(ctx.db, userId) };
  });

  route(app, api.unlinkAccount, ({ ctx, userId, body }) => {
    removeLinks(ctx.db, userId, body?.provider);
    return { linked_accounts: linkedProviders(ctx.db, userId) };
  });

  routePrepared(
    app,
    api.googleAuth,
    // Verification awaits Google's keys, so it runs before the transaction; the sign-in commits in it.
    async ({ ctx, body }) => {
      const google = ctx.google ?? fail(501, 'Google sign-in is not configured on this server.');
      try {
        return await google.verify(body.auth_token);
      } catch (error) {
        app.log.warn({ err: error }, 'Google sign-in refused');
        return fail(401, 'We could not verify that Google sign-in. Please try again.');
      }
    },
    ({ ctx, body }, identity) => {
      const now = ctx.now();
      const userId = linkOwner(ctx.db, 'google', identity.sub) ?? findOrCreateUser(ctx.db, identity.email, now).user_id;
      putLink(ctx.db, userId, 'google', identity.sub, now);
      if (!body.is_temp_user && !linkedProviders(ctx.db, userId).includes('email')) putLink(ctx.db, userId, 'email', identity.email, now);
      return issueTokens(ctx.db, ctx.secret, userId, now);
    },
    { public: true },
  );

  route(app, api.purchase, ({ ctx, userId, body }) => {
    const purchaseId = randomUUID();
    const amount = PRICES_CENTS[body.product];
    insertPurchase(ctx.db, { purchase_id: purchaseId, user_id: userId, product: body.product, amount_cents: amount, context: body.context, now: ctx.now() });
    return { purchase_id: purchaseId, status: 'completed' as const, product: body.product, amount_cents: amount, test_mode: true };
  });

  route(app, api.watchAd, ({ ctx, userId }) => {
    const adId = randomUUID();
    insertAd(ctx.db, { ad_id: adId, user_id: userId, seconds: AD_SECONDS, started_at: ctx.now() });
    return { ad_id: adId, seconds: AD_SECONDS };
  });

  route(app, api.completeAd, ({ ctx, userId, params }) => {
    const now = ctx.now();
    const ad = findAd(ctx.db, userId, param(params, 'adId')) ?? fail(404, 'There is no such ad.');
    if (ad.completed_at !== null) fail(400, 'This ad was already rewarded.');
    if (now < ad.started_at + ad.seconds * 1000) fail(400, 'Watch the whole ad to earn the reward.');
    completeAd(ctx.db, ad.ad_id, now);
    const until = grantUnlimitedPlay(ctx.db, userId, AD_REWARD_HOURS, `ad ${ad.ad_id}`, now);
    return { message: '1 hour of unlimited play activated!', unlimited_until: iso(until) };
  });
}
