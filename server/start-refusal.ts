/** Configurations the server refuses to start with: each answer says what to set instead. */

export class StartRefused extends Error {}

/** How money is taken: a provider's hosted checkout and signed webhook, or the local test mode. */
export interface PaymentSettings {
  /** PAYMENT_TEST_MODE=1: the free local test checkout and test purchases, announced on every page. */
  testMode: boolean;
  /** PAYMENT_CHECKOUT_URL: the provider's hosted checkout page. */
  checkoutUrl?: string;
  /** PAYMENT_WEBHOOK_SECRET: what the provider signs its webhook events with. */
  webhookSecret?: string;
  /** PAYMENT_PORTAL_URL: the provider's customer portal, where a subscriber sees, cancels or resumes the plan. */
  portalUrl?: string;
}

export interface StartChoice {
  /** Login codes go out by mail (SMTP_URL). */
  mails: boolean;
  /** The local default's dev routes (DEV_ROUTES=1). */
  devRoutes: boolean;
  production: boolean;
  payments: PaymentSettings;
}

/** NODE_ENV as operators write it: `production`, `Production` and `PRODUCTION` are all production. */
export const isProduction = (nodeEnv: string | undefined): boolean => nodeEnv?.trim().toLowerCase() === 'production';

const PROVIDER = 'PAYMENT_CHECKOUT_URL (your payment provider\'s hosted checkout) and PAYMENT_WEBHOOK_SECRET (what it signs its events with)';

export function startRefusal({ mails, devRoutes, production, payments }: StartChoice): string | null {
  if (devRoutes && production) {
    return 'DEV_ROUTES=1 is refused with NODE_ENV=production: the dev mailbox would hand anyone the login codes. Set SMTP_URL instead.';
  }
  if (!mails && !devRoutes) {
    return 'Login codes have no way to reach players: set SMTP_URL (e.g. smtp://user:pass@smtp.example.com:587), or DEV_ROUTES=1 for a local start (codes at /api/dev/mailbox; `npm start` sets it).';
  }
  return paymentRefusal(payments, production);
}

function paymentRefusal({ testMode, checkoutUrl, webhookSecret, portalUrl }: PaymentSettings, production: boolean): string | null {
  if (testMode && production) {
    return `PAYMENT_TEST_MODE=1 is refused with NODE_ENV=production: any player could take the paid plan and purchases for free. Set ${PROVIDER} instead.`;
  }
  if (testMode && checkoutUrl) {
    return 'PAYMENT_TEST_MODE=1 and PAYMENT_CHECKOUT_URL are both set: unset PAYMENT_TEST_MODE to charge through the provider, or PAYMENT_CHECKOUT_URL for the local test checkout.';
  }
  if (testMode) return null;
  if (!checkoutUrl) {
    return production
      ? `No payment provider is configured, and NODE_ENV=production never falls back to the free test checkout: set ${PROVIDER}.`
      : `Payments have no way to be taken: set ${PROVIDER}, or PAYMENT_TEST_MODE=1 for a local start (a free test checkout, announced on every page; \`npm start\` sets it).`;
  }
  if (!webhookSecret) return 'PAYMENT_CHECKOUT_URL needs PAYMENT_WEBHOOK_SECRET, the secret your payment provider signs its events with: without it no payment would ever activate.';
  if (production && !portalUrl) {
    return 'PAYMENT_CHECKOUT_URL needs PAYMENT_PORTAL_URL in production, your payment provider\'s customer portal: without it a subscriber could not cancel.';
  }
  return null;
}
