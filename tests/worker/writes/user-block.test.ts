import { describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/harness';
import { user } from '../helpers/fixtures';

const ASH = { user_id: 'u2', username: 'Ash', avatar: null };
const blockedAnswer = (list: { user_id: string; username: string; avatar: string | null }[]) => ({ status: 200, body: { blocked_users: list } });

describe('userBlock and userUnblock: the blocked list', () => {
  it('a block made offline shows at once and is sent once when the network returns', async () => {
    const { db, net, api, outbox } = await signedIn();
    net.online = false;

    expect(await api.userBlock({ user_id: 'u2', username: 'Ash', avatar: null })).toEqual({ ok: true, value: undefined });
    await outbox.idle();

    expect((await db.user.get('me'))?.blocked_users).toEqual([ASH]);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: 'userBlock', scope: 'user:blocks', label: 'Block Ash', request: { endpoint: 'blockUser', params: { userId: 'u2' } } });

    net.on('POST', '/user/block/u2/', blockedAnswer([ASH]));
    net.online = true;
    await api.online();
    await outbox.idle();

    expect(net.to('POST', '/user/block/u2/')).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.user.get('me'))?.blocked_users).toEqual([ASH]);
  });

  it('discarding a block takes the player off the list again', async () => {
    const { db, net, api, outbox } = await signedIn();
    net.on('POST', '/user/block/u2/', { status: 404, body: { message: 'That player does not exist.' } });
    await api.userBlock({ user_id: 'u2', username: 'Ash' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ state: 'failed', lastError: 'That player does not exist.' });

    await api.discardWrite(row?.id ?? '');

    expect((await db.user.get('me'))?.blocked_users).toEqual([]);
  });

  it('a pull of the player keeps a block that is not sent yet', async () => {
    const { db, net, api, outbox } = await signedIn();
    net.online = false;
    await api.userBlock({ user_id: 'u2', username: 'Ash' });
    await outbox.idle();

    net.online = true;
    net.on('GET', '/user/', { status: 200, body: user() });
    net.on('POST', '/user/block/u2/', { status: 503 });
    await api.refresh({ kind: 'user' });

    expect((await db.user.get('me'))?.blocked_users).toEqual([ASH]);
  });

  it('blocking yourself or someone already blocked queues nothing', async () => {
    const { db, api } = await signedIn();
    const me = await db.user.get('me');
    expect(await api.userBlock({ user_id: me?.user_id ?? '', username: 'Me' })).toEqual({ ok: false, message: 'You cannot block yourself.' });
    await db.user.update('me', { blocked_users: [ASH] });
    expect(await api.userBlock({ user_id: 'u2', username: 'Ash' })).toEqual({ ok: true, value: undefined });
    expect(await db.outbox.count()).toBe(0);
  });

  it('an unblock shows at once, is sent once, and a discard puts the player back', async () => {
    const { db, net, api, outbox } = await signedIn();
    await db.user.update('me', { blocked_users: [ASH] });
    net.online = false;
    await api.userUnblock({ user_id: 'u2' });
    await outbox.idle();
    expect((await db.user.get('me'))?.blocked_users).toEqual([]);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: 'userUnblock', label: 'Unblock Ash', unblocked: ASH });

    await api.discardWrite(row?.id ?? '');
    expect((await db.user.get('me'))?.blocked_users).toEqual([ASH]);

    await api.userUnblock({ user_id: 'u2' });
    net.on('POST', '/user/unblock/u2/', blockedAnswer([]));
    net.online = true;
    await api.online();
    await outbox.idle();
    expect(net.to('POST', '/user/unblock/u2/')).toHaveLength(1);
    expect((await db.user.get('me'))?.blocked_users).toEqual([]);
  });

  it("a block then an unblock queued offline are sent in order, and the first answer does not undo the second", async () => {
    const { db, net, api, outbox } = await signedIn();
    net.online = false;
    await api.userBlock({ user_id: 'u2', username: 'Ash' });
    await api.userUnblock({ user_id: 'u2' });
    await outbox.idle();
    expect((await db.user.get('me'))?.blocked_users).toEqual([]);

    const sent: string[] = [];
    net.on('POST', '/user/block/u2/', () => (sent.push('block'), blockedAnswer([ASH])));
    net.on('POST', '/user/unblock/u2/', () => (sent.push('unblock'), blockedAnswer([])));
    net.online = true;
    await api.online();
    await outbox.idle();

    expect(sent).toEqual(['block', 'unblock']);
    expect((await db.user.get('me'))?.blocked_users).toEqual([]);
  });
});
