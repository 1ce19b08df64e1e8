import { describe, expect, it } from 'vitest';
import { OFFLINE, signedIn } from '../helpers/harness';

describe("openBillingPortal: 'Manage Subscription', the provider's portal", () => {
  it("answers the portal's address, the server's refusal as worded, and offline that it needs a connection", async () => {
    const { net, api } = await signedIn();
    net.on('POST', '/user/subscription/portal/', { status: 200, body: { portal_url: '/api/billing/test-portal?session=s1' } });
    expect(await api.openBillingPortal()).toEqual({ ok: true, value: { portalUrl: '/api/billing/test-portal?session=s1' } });
    net.on('POST', '/user/subscription/portal/', { status: 404, body: { message: 'You have no subscription to manage.' } });
    expect(await api.openBillingPortal()).toMatchObject({ ok: false, message: 'You have no subscription to manage.' });
    net.online = false;
    expect(await api.openBillingPortal()).toEqual(OFFLINE);
  });
});
