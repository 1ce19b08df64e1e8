import * as z from 'zod/mini';
import { Id, IsoDate, LIMITS, MessageResponse } from '../common';
import { endpoint } from '../endpoint';
import { ProductKind } from '../enums';

/** POST /auth/create-customer-session/ — where to send the browser: the provider's hosted checkout. */
export const CheckoutSession = z.object({ checkout_url: z.string().check(z.minLength(1), z.maxLength(4096)) });

/**
 * POST /auth/link-account/ — links the email after the usual code: the app requests a code with
 * POST /auth/magic-code/request/ (is_temp_user as in-play §4), then sends it here.
 */
export const LinkAccount = z.object({
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email('Enter a valid email').check(z.maxLength(LIMITS.email))),
  code: z.string().check(z.regex(/^\d{6}$/, 'The code is 6 digits')),
  /**
   * A temporary player linking an email that already has an account: without `keep` the server answers 409
   * (the code is checked, not spent) naming that account; with it, the two become that account, keeping
   * 'guest' (this device's play) or 'account' (the account's) wherever both played (auth/temp-users.ts).
   */
  keep: z.optional(z.enum(['guest', 'account'])),
});
export type LinkAccount = z.infer<typeof LinkAccount>;
export { LINK_CHOICE_STATUS } from '../plain-values';
/** POST /auth/unlink-account/ — without a provider, every link is removed. */
export const UnlinkAccount = z.optional(z.object({ provider: z.optional(z.enum(['email', 'google'])) }));
/** After a temporary player joined an existing account, the tokens of that account (the device switches). */
export const LinkedAccounts = z.object({
  linked_accounts: z.array(z.string()),
  access_token: z.optional(z.string().check(z.minLength(1))),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
});

const Ref = z.string().check(z.minLength(1), z.maxLength(64));
/** POST /purchases/ — a test-mode purchase of the local default; context says what it was for. */
export const PurchaseRequest = z.object({
  product: ProductKind,
  context: z.optional(z.partial(z.strictObject({ dungeon_id: Ref, series_id: Ref, adventure_id: Ref, story_id: Ref, saga_id: Ref, reason: z.string().check(z.maxLength(64)) }))),
});
export const Purchase = z.object({
  purchase_id: Id,
  status: z.literal('completed'),
  product: ProductKind,
  amount_cents: z.int().check(z.gte(0)),
  test_mode: z.boolean(),
});
export type Purchase = z.infer<typeof Purchase>;

/** POST /ads/watch/ — the ad must play `seconds` before POST /ads/:adId/complete/ pays out. */
export const AdWatch = z.object({ ad_id: Id, seconds: z.int().check(z.gte(1)) });
export const AdReward = z.object({ message: z.string(), unlimited_until: IsoDate });

const NoBody = z.optional(z.strictObject({}));

export const billingApi = {
  createCustomerSession: endpoint({ method: 'POST', path: '/auth/create-customer-session/', body: NoBody, response: CheckoutSession }),
  linkAccount: endpoint({ method: 'POST', path: '/auth/link-account/', body: LinkAccount, response: LinkedAccounts }),
  unlinkAccount: endpoint({ method: 'POST', path: '/auth/unlink-account/', body: UnlinkAccount, response: LinkedAccounts }),
  purchase: endpoint({ method: 'POST', path: '/purchases/', body: PurchaseRequest, response: Purchase }),
  watchAd: endpoint({ method: 'POST', path: '/ads/watch/', body: NoBody, response: AdWatch }),
  completeAd: endpoint({ method: 'POST', path: '/ads/:adId/complete/', body: NoBody, response: AdReward }),
} as const;

/** POST /user/redeem-code/ — the code is sent as typed; the server trims it and ignores case. */
export const RedeemCode = z.object({ code: z.string().check(z.maxLength(64)) });
export const codeApi = {
  redeemCode: endpoint({ method: 'POST', path: '/user/redeem-code/', body: RedeemCode, response: MessageResponse }),
} as const;
