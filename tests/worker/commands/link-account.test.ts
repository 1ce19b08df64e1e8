import { describe, expect, it } from 'vitest';
import { user } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';

describe("linkAccount: the link-account modal's emailed code", () => {
  it('linkAccount sends the email and code, then the player row shows the link', async () => {
    const { api, net, db } = await signedIn();
    net.on('POST', '/auth/link-account/', { status: 200, body: { linked_accounts: ['email'] } });
    net.on('GET', '/user/', { status: 200, body: user({ linked_accounts: ['email'] }) });
    expect(await api.linkAccount(' Ada@Example.com ', '123456')).toEqual({ ok: true, value: undefined });
    expect(net.to('POST', '/auth/link-account/')[0]?.body).toEqual({ email: 'ada@example.com', code: '123456' });
    expect((await db.user.get('me'))?.linked_accounts).toEqual(['email']);
    net.on('POST', '/auth/link-account/', { status: 400, body: { message: 'That code is not right.' } });
    expect(await api.linkAccount('ada@example.com', '000000')).toMatchObject({ ok: false, message: 'That code is not right.' });
  });
});
