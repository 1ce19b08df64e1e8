import { describe, expect, it } from 'vitest';
import { user } from '../helpers/fixtures';
import { harness, signIn } from '../helpers/harness';

describe("useToken: a token in a read route's query", () => {
  it('useToken overrides the stored access token and pulls the user it belongs to', async () => {
    const { db, net, api } = harness();
    await signIn(db);
    net.on('GET', '/user/', (req) => ({ status: 200, body: user({ username: req.headers.authorization === 'Bearer link-token' ? 'Linked' : 'Old' }) }));

    await api.useToken('link-token');

    expect((await db.session.get('current'))?.access_token).toBe('link-token');
    expect((await db.user.get('me'))?.username).toBe('Linked');
  });
});
