import { describe, expect, it } from 'vitest';
import { PLAYER_TABLES } from '../../../src/db';
import { comment, commentRow, user } from '../helpers/fixtures';
import { OFFLINE, signedIn } from '../helpers/harness';

describe("deleteAccount: 'Delete Account', online only", () => {
  it('once the server erased the account, the device forgets the player: session, every player table, the outbox', async () => {
    const { db, net, api, outbox } = await signedIn();
    await db.user.put({ ...user(), id: 'me' });
    await db.comments.put(commentRow(comment('c1')));
    net.online = false;
    await api.commentPost({ kind: 'saga', target_id: 'saga1', text: 'Unsent' });
    await outbox.idle();
    expect(await db.outbox.count()).toBe(1);

    net.online = true;
    net.on('POST', '/user/delete-account/', { status: 200, body: { message: 'Your account and everything of it have been deleted.' } });
    net.on('POST', '/sagas/saga1/add-comment/', { status: 503 });
    expect(await api.deleteAccount('DELETE')).toEqual({ ok: true, value: undefined });
    expect(net.to('POST', '/user/delete-account/').map((r) => r.body)).toEqual([{ confirm: 'DELETE' }]);
    expect(await db.session.count()).toBe(0);
    for (const name of PLAYER_TABLES) expect(await db.table(name).count(), name).toBe(0);
  });

  it('offline, refused, or without the word typed, nothing of the device is forgotten', async () => {
    const { db, net, api } = await signedIn();
    await db.user.put({ ...user(), id: 'me' });
    expect(await api.deleteAccount('delete' as 'DELETE')).toEqual({ ok: false, message: 'Type DELETE to confirm.' });
    expect(net.to('POST', '/user/delete-account/')).toHaveLength(0);

    net.on('POST', '/user/delete-account/', { status: 500, body: { message: 'Boom' } });
    expect((await api.deleteAccount('DELETE')).ok).toBe(false);
    net.online = false;
    expect(await api.deleteAccount('DELETE')).toEqual(OFFLINE);
    expect(await db.session.count()).toBe(1);
    expect(await db.user.count()).toBe(1);
  });
});
