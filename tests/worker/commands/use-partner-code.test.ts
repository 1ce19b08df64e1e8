import { describe, expect, it } from 'vitest';
import { user } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';

describe("usePartnerCode: the avatar stage's partner code", () => {
  it("usePartnerCode answers the server's message on a refusal and refreshes the user on success", async () => {
    const { net, api } = await signedIn();
    net.on('PUT', '/auth/referral-code/:code/', { status: 404, body: { message: 'That code does not exist.' } });
    expect(await api.usePartnerCode('NOPE')).toEqual({ ok: false, message: 'That code does not exist.', status: 404 });

    net.on('PUT', '/auth/referral-code/:code/', { status: 200, body: { message: 'You have 7 days of Premium!' } });
    net.on('GET', '/user/', { status: 200, body: user() });
    expect(await api.usePartnerCode(' ASH2 ')).toEqual({ ok: true, value: undefined });
    expect(net.to('PUT', '/auth/referral-code/ASH2/')).toHaveLength(1);
    expect(net.to('GET', '/user/')).toHaveLength(1);
  });
});
