import { describe, expect, it } from 'vitest';
import { harness } from '../helpers/harness';

describe("requestCode: 'Send Code' on the login form", () => {
  it('requestCode answers the server message on a refusal, else a generic one', async () => {
    const { net, api } = harness();
    net.on('POST', '/auth/magic-code/request/', { status: 200, body: { message: 'Code sent' } });
    expect(await api.requestCode('Wren@Example.com ')).toEqual({ ok: true, value: undefined });
    expect(net.requests[0]?.body).toEqual({ email: 'wren@example.com' });

    net.on('POST', '/auth/magic-code/request/', { status: 429, body: { message: 'Wait 16 seconds' } });
    expect(await api.requestCode('wren@example.com')).toEqual({ ok: false, message: 'Wait 16 seconds', status: 429 });

    net.on('POST', '/auth/magic-code/request/', { status: 500, body: 'oops' });
    expect(await api.requestCode('wren@example.com')).toMatchObject({ ok: false, message: 'Something went wrong' });
  });

  it('requestCode refuses an invalid email without calling the server', async () => {
    const { net, api } = harness();
    expect(await api.requestCode('not-an-email')).toEqual({ ok: false, message: 'Enter a valid email' });
    expect(net.requests).toHaveLength(0);
  });
});
