import { failedOnline, ok } from '../result';
import { defineCommand } from './define';

/**
 * 'Manage subscription': the server opens a session at the payment provider's customer portal (in test mode,
 * its own test portal page) and answers its address, which the page navigates to. Cancelling and resuming
 * happen there; the plan the profile shows follows from the user's next pull.
 */
export const openBillingPortal = defineCommand({
  name: 'openBillingPortal',
  input: [],
  async run({ http }) {
    const out = await http.call('billingPortal', { body: {} });
    if (out.kind !== 'ok') return failedOnline(out);
    return ok({ portalUrl: out.data.portal_url });
  },
});
