import { failedOnline, ok } from '../result';
import { defineCommand } from './define';

/**
 * Subscribing: the server opens a checkout session at the payment provider (in the local default, its
 * own test-mode page) and answers the hosted page's address, which the page then navigates to (needs a
 * linked account).
 */
export const startCheckout = defineCommand({
  name: 'startCheckout',
  input: [],
  async run({ http }) {
    const out = await http.call('createCustomerSession', { body: {} });
    if (out.kind !== 'ok') return failedOnline(out);
    return ok({ checkoutUrl: out.data.checkout_url });
  },
});
