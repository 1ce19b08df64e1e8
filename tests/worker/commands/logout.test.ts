import { describe, expect, it, vi } from 'vitest';
import { PLAYER_TABLES } from '../../../src/db';
import { avatar, narrative } from '../helpers/dungeon-fixtures';
import { chapter, user } from '../helpers/fixtures';
import { harness, signIn, signedIn } from '../helpers/harness';

describe('logout: sign out', () => {
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
