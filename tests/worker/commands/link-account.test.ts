import { describe, expect, it } from 'vitest';
import { chapter, user } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';
import { MOVES_STILL_SENDING } from '../../../worker/commands/link-account';

const GUEST = user({ email: 'x@guest.chronicle.invalid', username: null, is_temp_user: true, linked_accounts: [] });

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

  it("a guest linking an email no one has keeps the device as it is, the player row now linked", async () => {
    const { db, net, api } = await signedIn();
    await db.chapters.put({ ...chapter(1), adventure_id: 'a1', pending_choice: null });
    net.on('POST', '/auth/link-account/', { status: 200, body: { linked_accounts: ['email'] } });
    net.on('GET', '/user/', { status: 200, body: { ...GUEST, email: 'ada@example.com', is_temp_user: false, linked_accounts: ['email'] } });
    expect(await api.linkAccount('ada@example.com', '123456')).toEqual({ ok: true, value: undefined });
    expect((await db.user.get('me'))?.is_temp_user).toBe(false);
    expect(await db.chapters.count()).toBe(1);
  });

  it("an email with an account answers 409; with keep the device switches to that account's tokens and rows", async () => {
    const { db, net, api } = await signedIn();
    await db.chapters.put({ ...chapter(1), adventure_id: 'a1', pending_choice: null });
    net.on('POST', '/auth/link-account/', { status: 409, body: { message: 'That email already belongs to the Historian Ada. Choose whose progress to keep.' } });
    expect(await api.linkAccount('ada@example.com', '123456')).toEqual({ ok: false, status: 409, message: 'That email already belongs to the Historian Ada. Choose whose progress to keep.' });

    net.on('POST', '/auth/link-account/', { status: 200, body: { linked_accounts: ['email'], access_token: 'ada', refresh_token: 'ada-r' } });
    net.on('GET', '/user/', (req) => (req.headers.authorization === 'Bearer ada' ? { status: 200, body: user({ username: 'Ada', linked_accounts: ['email'] }) } : { status: 401 }));
    net.on('GET', '/homepage/featured/', { status: 200, body: { items: [] } });
    net.on('GET', '/homepage/recents/', { status: 200, body: { items: [] } });
    expect(await api.linkAccount('ada@example.com', '123456', 'guest')).toEqual({ ok: true, value: undefined });
    expect(net.to('POST', '/auth/link-account/')[1]?.body).toEqual({ email: 'ada@example.com', code: '123456', keep: 'guest' });
    expect(await db.session.get('current')).toEqual({ id: 'current', access_token: 'ada', refresh_token: 'ada-r' });
    expect((await db.user.get('me'))?.username).toBe('Ada');
    expect(await db.chapters.count()).toBe(0);
  });

  it('joining waits for the guest’s unsent moves: with writes stuck offline it refuses and sends nothing', async () => {
    const { db, net, api } = await signedIn();
    net.online = false;
    await api.ratingSet({ target_type: 'saga', target_id: 's1', rating: 4 });
    expect(await api.linkAccount('ada@example.com', '123456', 'account')).toEqual({ ok: false, message: MOVES_STILL_SENDING });
    expect(net.to('POST', '/auth/link-account/')).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);
  });
});
