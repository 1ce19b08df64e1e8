import { describe, expect, it } from 'vitest';
import { avatar, rank } from '../helpers/dungeon-fixtures';
import { user } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';

describe('account pulls', () => {
  it("the user's pull brings the rank; avatars replace the whole list", async () => {
    const { db, net, api } = await signedIn();
    net.on('GET', '/user/', { status: 200, body: user() });
    net.on('GET', '/historian-rank/', { status: 200, body: rank() });
    net.on('GET', '/avatars/', { status: 200, body: [avatar('a1'), avatar('a2')] });

    await api.refresh({ kind: 'user' });
    expect(await db.rank.get('me')).toEqual({ ...rank(), id: 'me' });

    await api.refresh({ kind: 'avatars' });
    net.on('GET', '/avatars/', { status: 200, body: [avatar('a2', { state: 'selected' })] });
    await api.refresh({ kind: 'avatars' });
    expect(await db.avatars.toArray()).toEqual([avatar('a2', { state: 'selected' })]);
  });
});
