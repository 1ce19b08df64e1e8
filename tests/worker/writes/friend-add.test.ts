import { describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/harness';
import { friend } from '../helpers/profile-fixtures';

const group = async (db: Awaited<ReturnType<typeof signedIn>>['db']) =>
  (await db.friends.orderBy('position').toArray()).map((f) => [f.key, f.username, f.pending]);

describe('friendAdd: adding a player to the group', () => {
  it('made offline, it shows at once as typed, is sent once, and the answer names the player', async () => {
    const { db, net, api, outbox } = await signedIn();
    await db.friends.put({ ...friend('u7'), key: 'user:u7', position: 0, pending: false, outbox_id: null });
    net.online = false;
    expect(await api.friendAdd({ query: '  Bo ' })).toEqual({ ok: true, value: undefined });
    await outbox.idle();
    expect(await group(db)).toEqual([
      ['user:u7', 'Friend u7', false],
      ['pending:bo', 'Bo', true],
    ]);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'friendAdd', scope: 'friends', label: 'Add Bo to your group', request: { body: { query: 'Bo' } } }]);

    net.on('POST', '/friends/', { status: 200, body: friend('u8', { username: 'Bo' }) });
    net.online = true;
    await api.online();
    await outbox.idle();
    expect(net.to('POST', '/friends/')).toHaveLength(1);
    expect(await group(db)).toEqual([
      ['user:u7', 'Friend u7', false],
      ['user:u8', 'Bo', false],
    ]);
  });

  it("refuses at once what the device knows: nothing typed, themselves, or someone already in the group", async () => {
    const { db, api } = await signedIn();
    await db.friends.put({ ...friend('u7', { username: 'Ash', email: 'ash@example.com' }), key: 'user:u7', position: 0, pending: false, outbox_id: null });
    expect(await api.friendAdd({ query: '   ' })).toEqual({ ok: false, message: 'Please enter a username or email' });
    expect(await api.friendAdd({ query: ' ash ' })).toEqual({ ok: false, message: 'User is already in your group' });
    expect(await api.friendAdd({ query: 'ASH@example.com' })).toEqual({ ok: false, message: 'User is already in your group' });
    expect(await api.friendAdd({ query: 'wren' })).toEqual({ ok: false, message: 'You cannot add yourself to your group.' });
    expect(await db.outbox.count()).toBe(0);
  });

  it("the server's refusal stays with the pending row; a discard removes it", async () => {
    const { db, net, api, outbox } = await signedIn();
    net.on('POST', '/friends/', { status: 400, body: { message: 'This username does not exist' } });
    await api.friendAdd({ query: 'Nobody' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ state: 'failed', lastError: 'This username does not exist' });
    expect(await db.friends.get('pending:nobody')).toMatchObject({ pending: true, outbox_id: row!.id });
    // A second try while the first waits is the same player: already in the group (as pending).
    expect(await api.friendAdd({ query: 'nobody' })).toEqual({ ok: false, message: 'User is already in your group' });

    await api.discardWrite(row!.id);
    expect(await db.friends.count()).toBe(0);
  });

  it("a pull of the group keeps the adds not sent yet after the server's list", async () => {
    const { db, net, api, outbox } = await signedIn();
    net.online = false;
    await api.friendAdd({ query: 'Bo' });
    await outbox.idle();
    net.online = true;
    net.on('POST', '/friends/', { status: 503 });
    net.on('GET', '/friends/', { status: 200, body: [friend('u7'), friend('u9')] });
    await api.refresh({ kind: 'friends' });
    expect(await group(db)).toEqual([
      ['user:u7', 'Friend u7', false],
      ['user:u9', 'Friend u9', false],
      ['pending:bo', 'Bo', true],
    ]);
  });
});
