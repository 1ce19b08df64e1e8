import { describe, expect, it } from 'vitest';
import { artifactList, dungeon, expedition, expeditionProgress, leaderboard } from '../helpers/dungeon-fixtures';
import { homeItem } from '../helpers/fixtures';
import { signedIn } from '../helpers/harness';

describe('Timeline pulls', () => {
  it('a dungeon is pulled into dungeons, and featured dungeons are pulled with the featured list', async () => {
    const { db, net, api } = await signedIn();
    net.on('GET', '/homepage/featured/', {
      status: 200,
      body: { items: [homeItem('s1'), homeItem('d7', { kind: 'dungeon', series_id: null, dungeon_id: 'd7' })] },
    });
    net.on('GET', '/dungeon/:id/', (_req, { id }) => ({ status: 200, body: dungeon(id ?? '') }));

    await api.refresh({ kind: 'featured' });

    expect(net.to('GET', '/dungeon/d7/')).toHaveLength(1);
    expect(await db.dungeons.toArray()).toEqual([dungeon('d7')]);
  });

  it('a failed leaderboard or resurrection status leaves its field absent; a good one fills only its own', async () => {
    const { db, net, api } = await signedIn();
    net.on('GET', '/dungeon/:id/leaderboard/', { status: 500, body: { message: 'down' } });
    net.on('GET', '/dungeon/:id/resurrection-status/', { status: 503 });
    net.on('GET', '/dungeon/:id/artifacts/', { status: 200, body: artifactList() });

    expect((await api.refresh({ kind: 'leaderboard', id: 'd1' })).ok).toBe(false);
    expect((await api.refresh({ kind: 'resurrectionStatus', id: 'd1' })).ok).toBe(false);
    await api.refresh({ kind: 'dungeonArtifacts', id: 'd1' });

    const extras = await db.dungeonExtras.get('d1');
    expect(extras).toEqual({ dungeon_id: 'd1', artifacts: artifactList() });
    expect(extras && 'leaderboard' in extras).toBe(false);
    expect(extras && 'resurrection' in extras).toBe(false);

    net.on('GET', '/dungeon/:id/leaderboard/', { status: 200, body: leaderboard() });
    net.on('GET', '/dungeon/:id/resurrection-status/', { status: 200, body: { free_resurrection_available: true } });
    net.on('GET', '/dungeon/:id/loading/', { status: 200, body: { phrases: ['Hold on'], banner: null, ask_rating: false } });
    await api.refresh({ kind: 'leaderboard', id: 'd1' });
    await api.refresh({ kind: 'resurrectionStatus', id: 'd1' });
    await api.refresh({ kind: 'dungeonLoading', id: 'd1' });
    net.online = false;
    await api.refresh({ kind: 'leaderboard', id: 'd1' });

    expect(await db.dungeonExtras.get('d1')).toEqual({
      dungeon_id: 'd1',
      artifacts: artifactList(),
      leaderboard: leaderboard(),
      resurrection: { free_resurrection_available: true },
      loading: { phrases: ['Hold on'], banner: null, ask_rating: false },
    });
  });

  it('an expedition is one row with its progress', async () => {
    const { db, net, api } = await signedIn();
    net.on('GET', '/expedition/:id/', { status: 200, body: expedition('e1') });
    net.on('GET', '/expedition/:id/user-progress/', { status: 200, body: expeditionProgress('e1', { completed_dungeons: ['d1'] }) });

    await api.refresh({ kind: 'expedition', id: 'e1' });

    expect(await db.expeditions.toArray()).toEqual([{ ...expedition('e1'), progress: expeditionProgress('e1', { completed_dungeons: ['d1'] }) }]);
  });
});
