import { describe, expect, it, vi } from 'vitest';
import { PLAYER_TABLES } from '../../../src/db';
import { avatar, narrative } from '../helpers/dungeon-fixtures';
import { chapter, homeItem, user } from '../helpers/fixtures';
import { harness, signIn, signedIn } from '../helpers/harness';

describe('session commands', () => {
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

  it('verifyCode stores the tokens and pulls the user, featured and recents', async () => {
    const { db, net, api } = harness();
    net.on('POST', '/auth/magic-code/verify/', { status: 200, body: { access_token: 'a', refresh_token: 'r' } });
    net.on('GET', '/user/', (req) => (req.headers.authorization === 'Bearer a' ? { status: 200, body: user() } : { status: 401 }));
    net.on('GET', '/homepage/featured/', { status: 200, body: { items: [homeItem('f')] } });
    net.on('GET', '/homepage/recents/', { status: 200, body: { items: [homeItem('r')] } });

    expect(await api.verifyCode('wren@example.com', '123456')).toEqual({ ok: true, value: undefined });

    expect(await db.session.get('current')).toEqual({ id: 'current', access_token: 'a', refresh_token: 'r' });
    expect(await db.user.get('me')).toEqual({ ...user(), id: 'me' });
    expect(await db.featured.count()).toBe(1);
    expect(await db.recents.count()).toBe(1);
  });

  it('useToken overrides the stored access token and pulls the user it belongs to', async () => {
    const { db, net, api } = harness();
    await signIn(db);
    net.on('GET', '/user/', (req) => ({ status: 200, body: user({ username: req.headers.authorization === 'Bearer link-token' ? 'Linked' : 'Old' }) }));

    await api.useToken('link-token');

    expect((await db.session.get('current'))?.access_token).toBe('link-token');
    expect((await db.user.get('me'))?.username).toBe('Linked');
  });

  it('logout clears the session and every player table', async () => {
    const { db, api } = harness();
    await signIn(db);
    await db.user.put({ ...user(), id: 'me' });
    await db.chapters.put({ ...chapter(1), adventure_id: 'a1', pending_choice: null });
    await db.syncState.put({ resource: 'user', fetchedAt: 1, etag: null, error: null });
    await db.settings.put({ key: 'init', value: { version: '1', show_community_creations_creator_tab: false, google_sign_in: false, app_links: { app_store: 'https://apps.example/chronicle', google_play: 'https://play.example/chronicle' } } });

    await api.logout();

    expect(await db.session.count()).toBe(0);
    for (const name of PLAYER_TABLES) expect(await db.table(name).count()).toBe(0);
    expect(await db.settings.count()).toBe(1);
  });

  it('logout ends the session on the server with its refresh token, and signs out offline all the same', async () => {
    const { db, net, api } = harness();
    net.on('POST', '/auth/logout/', { status: 200, body: { message: 'You are logged out.' } });
    await signIn(db, 'access-1', 'refresh-1');
    await api.logout();
    await vi.waitFor(() => expect(net.requests.filter((r) => r.path === '/auth/logout/').map((r) => r.body)).toEqual([{ refresh_token: 'refresh-1' }]));
    expect(await db.session.count()).toBe(0);

    net.online = false;
    await signIn(db, 'access-2', 'refresh-2');
    await api.logout();
    expect(await db.session.count()).toBe(0);
  });

  it('logout clears the Timeline tables too', async () => {
    const { db, api } = await signedIn();
    await db.dungeonEvents.put({ dungeon_id: 'd1', seq: 0, event: narrative(0), pending_outbox_id: null });
    await db.dungeonExtras.put({ dungeon_id: 'd1', resurrection: { free_resurrection_available: true } });
    await db.avatars.put(avatar('a1'));
    await db.dungeonNotes.put({ note_id: 'n1', room: 'r', text: 't', created_at: '2025-01-01T00:00:00.000Z', dungeon_id: 'd1', pending: false, outbox_id: null });

    await api.logout();

    for (const t of PLAYER_TABLES) expect([t, await db.table(t).count()]).toEqual([t, 0]);
  });
});
