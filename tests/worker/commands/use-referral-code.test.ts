import { describe, expect, it } from 'vitest';
import { user } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';

describe("useReferralCode: a friend's code in the referral modal", () => {
  it('useReferralCode answers the server’s message and refreshes the player', async () => {
    const { api, net, db } = await signedIn();
    net.on('PUT', '/auth/referral-code/:code/', { status: 200, body: { message: 'You have 7 days of Premium!' } });
    net.on('GET', '/user/', { status: 200, body: user({ subscription_active: true }) });
    expect(await api.useReferralCode('ABCD2345')).toEqual({ ok: true, value: { message: 'You have 7 days of Premium!' } });
    expect((await db.user.get('me'))?.subscription_active).toBe(true);
    expect(await api.useReferralCode('   ')).toMatchObject({ ok: false });
  });
});
