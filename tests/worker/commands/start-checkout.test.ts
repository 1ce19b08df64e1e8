import { describe, expect, it } from 'vitest';
import { OFFLINE, signedIn } from '../helpers/harness';

describe('startCheckout: the checkout page to go to', () => {
  it('startCheckout answers the hosted checkout page, or the server refusal as it was worded', async () => {
    const { net, api } = await signedIn();
    net.on('POST', '/auth/create-customer-session/', { status: 200, body: { checkout_url: '/api/billing/test-checkout?session=s1' } });
    expect(await api.startCheckout()).toEqual({ ok: true, value: { checkoutUrl: '/api/billing/test-checkout?session=s1' } });
    net.on('POST', '/auth/create-customer-session/', { status: 403, body: { message: 'Link an account before subscribing.' } });
    expect(await api.startCheckout()).toMatchObject({ ok: false, message: 'Link an account before subscribing.' });
    net.online = false;
    expect(await api.startCheckout()).toEqual(OFFLINE);
  });
});
