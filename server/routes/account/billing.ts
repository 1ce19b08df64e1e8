/** Subscription checkout, linked accounts, test purchases and rewarded ads. */
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { rewardAd, watchAd } from '../../account/ads';
import { startCheckout } from '../../account/checkout';
import { linkEmail, unlinkAccount } from '../../auth/linked-accounts';
import { testPurchase } from '../../account/prices';
import { route } from '../../http/route';
import { TOKEN_ANSWER_KEEP_MS } from '../../auth/sessions';
import { boundedParam } from '../../http/path-params';

export function billingRoutes(app: FastifyInstance): void {
  route(app, api.createCustomerSession, ({ ctx, userId }) => startCheckout(ctx.db, ctx.payments, userId, ctx.now()), { account: true });
  route(app, api.linkAccount, ({ ctx, userId, body, ip }) => linkEmail(ctx.db, ctx, userId, body, ip, ctx.now()), { keepAnswerMs: TOKEN_ANSWER_KEEP_MS });
  route(app, api.unlinkAccount, ({ ctx, userId, body }) => unlinkAccount(ctx.db, userId, body?.provider));
  route(app, api.purchase, ({ ctx, userId, body }) => testPurchase(ctx.db, ctx.payments, userId, body, ctx.now()), { account: true });
  route(app, api.watchAd, ({ ctx, userId }) => watchAd(ctx.db, userId, ctx.now()));
  route(app, api.completeAd, ({ ctx, userId, params }) => rewardAd(ctx.db, userId, boundedParam(params.adId, 'adId'), ctx.now()));
}
