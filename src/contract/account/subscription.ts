/**
 * The paid plan as its owner sees and manages it (not in the spec; ours, issue #22). A plan renews at the
 * end of each period paid until cancelled; cancelling keeps it until that end, and resuming before then
 * undoes the cancel. Both happen at the payment provider (its customer portal; in test mode, this server's
 * own test portal page), which tells the server through its signed webhook, as it does for the checkout.
 * The plan's name, price and period are in terms.ts (PLANS): the one definition the server charges by.
 */
import * as z from 'zod/mini';
import { IsoDate } from '../common';
import { endpoint } from '../endpoint';

export const PlanId = z.enum(['mythic']);
export type PlanId = z.infer<typeof PlanId>;

/**
 * User.subscription: null when the player has no paid plan running. `active` renews on period_end;
 * `ending` was cancelled and ends on period_end. `provider`: 'test' is the local test checkout (nothing is
 * charged), 'provider' the configured payment provider.
 */
export const Subscription = z.object({
  plan: PlanId,
  status: z.enum(['active', 'ending']),
  period_end: IsoDate,
  provider: z.enum(['test', 'provider']),
});
export type Subscription = z.infer<typeof Subscription>;

/** POST /user/subscription/portal/ — where to send the browser to see, cancel or resume the plan. */
export const BillingPortal = z.object({ portal_url: z.string().check(z.minLength(1), z.maxLength(4096)) });

const NoBody = z.optional(z.strictObject({}));

export const subscriptionApi = {
  billingPortal: endpoint({ method: 'POST', path: '/user/subscription/portal/', body: NoBody, response: BillingPortal }),
} as const;
