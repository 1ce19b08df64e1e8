import { describe, expect, it } from 'vitest';
import { avatar } from '../helpers/dungeon-fixtures';
import { user } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';

const states = async (db: Awaited<ReturnType<typeof signedIn>>['db']) =>
  (await db.avatars.orderBy('avatar_id').toArray()).map((a) => [a.avatar_id, a.state, a.seen]);

/** av1 is the player's current avatar; av2 earned and new; av3 locked; av4 for subscribers only. */
async function withAvatars() {
  const h = await signedIn();
  await h.db.avatars.bulkPut([
    avatar('av1', { state: 'selected' }),
    avatar('av2', { seen: false }),
    avatar('av3', { state: 'unearned' }),
    avatar('av4', { state: 'inactive', subscriber_only: true }),
  ]);
  await h.db.user.update('me', { avatar: { image_url: '/art/av1.png' } });
  return h;
}

describe('avatarSelect: choosing an avatar', () => {
  it('made offline, it is Current at once with the picture, and is sent once when the network returns', async () => {
    const { db, net, api, outbox } = await withAvatars();
    net.online = false;
    expect(await api.avatarSelect({ avatar_id: 'av2' })).toEqual({ ok: true, value: undefined });
    await outbox.idle();

    expect(await states(db)).toEqual([
      ['av1', 'earned', true],
      ['av2', 'selected', true],
      ['av3', 'unearned', true],
      ['av4', 'inactive', true],
    ]);
    expect((await db.user.get('me'))?.avatar).toEqual({ image_url: '/art/av2.png' });
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'avatarSelect', scope: 'avatars', label: 'Avatar: Avatar av2' }]);

    net.on('PUT', '/avatars/select/:avatarId/', { status: 200, body: [avatar('av1'), avatar('av2', { state: 'selected' })] });
    net.on('GET', '/user/', { status: 200, body: user({ avatar: { image_url: '/art/av2.png' } }) });
    net.online = true;
    await api.online();
    await outbox.idle();

    expect(net.to('PUT', '/avatars/select/av2/')).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
    expect(await states(db)).toEqual([
      ['av1', 'earned', true],
      ['av2', 'selected', true],
    ]);
  });

  it('a pull of the avatars or the player keeps a choice not sent yet', async () => {
    const { db, net, api, outbox } = await withAvatars();
    net.online = false;
    await api.avatarSelect({ avatar_id: 'av2' });
    await outbox.idle();

    net.online = true;
    net.on('PUT', '/avatars/select/:avatarId/', { status: 503 });
    net.on('GET', '/avatars/', { status: 200, body: [avatar('av1', { state: 'selected' }), avatar('av2')] });
    net.on('GET', '/user/', { status: 200, body: user({ avatar: { image_url: '/art/av1.png' } }) });
    await api.refresh({ kind: 'avatars' });
    await api.refresh({ kind: 'user' });

    expect((await db.avatars.get('av2'))?.state).toBe('selected');
    expect((await db.avatars.get('av1'))?.state).toBe('earned');
    expect((await db.user.get('me'))?.avatar).toEqual({ image_url: '/art/av2.png' });
  });

  it('a refusal can be discarded: the previous avatar and picture come back', async () => {
    const { db, net, api, outbox } = await withAvatars();
    net.on('PUT', '/avatars/select/:avatarId/', { status: 400, body: { message: 'This avatar is for Mythic subscribers only.' } });
    await api.avatarSelect({ avatar_id: 'av2' });
    await outbox.idle();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ state: 'failed', lastError: 'This avatar is for Mythic subscribers only.' });

    await api.discardWrite(row!.id);

    expect((await db.avatars.get('av1'))?.state).toBe('selected');
    expect((await db.avatars.get('av2'))?.state).toBe('earned');
    expect((await db.user.get('me'))?.avatar).toEqual({ image_url: '/art/av1.png' });
  });

  it('refuses what Select refuses (unearned, inactive) and queues nothing for the current one', async () => {
    const { db, api } = await withAvatars();
    expect(await api.avatarSelect({ avatar_id: 'av3' })).toEqual({ ok: false, message: 'You have not earned this avatar yet.' });
    expect(await api.avatarSelect({ avatar_id: 'av4' })).toEqual({ ok: false, message: 'This avatar is for Mythic subscribers only.' });
    expect(await api.avatarSelect({ avatar_id: 'av1' })).toEqual({ ok: true, value: undefined });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("avatarNewClear: the 'New' marks the player has seen", () => {
  it('clears them at once, is sent once, and a discard marks them new again', async () => {
    const { db, net, api, outbox } = await withAvatars();
    net.online = false;
    await api.avatarNewClear({ avatar_ids: ['av1', 'av2'] });
    await outbox.idle();
    expect((await db.avatars.get('av2'))?.seen).toBe(true);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: 'avatarNewClear', avatar_ids: ['av2'] });

    await api.discardWrite(row!.id);
    expect((await db.avatars.get('av2'))?.seen).toBe(false);

    await api.avatarNewClear({ avatar_ids: ['av2'] });
    net.on('POST', '/avatars/seen/', { status: 200, body: [avatar('av1', { state: 'selected' }), avatar('av2')] });
    net.online = true;
    await api.online();
    await outbox.idle();
    expect(net.to('POST', '/avatars/seen/')).toHaveLength(1);
    expect((await db.avatars.get('av2'))?.seen).toBe(true);
  });

  it('queues nothing when none of them is new', async () => {
    const { db, api } = await withAvatars();
    expect(await api.avatarNewClear({ avatar_ids: ['av1'] })).toEqual({ ok: true, value: undefined });
    expect(await db.outbox.count()).toBe(0);
  });
});
