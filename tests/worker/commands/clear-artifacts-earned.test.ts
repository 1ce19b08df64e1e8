import { describe, expect, it } from 'vitest';
import { progress } from '../helpers/dungeon-fixtures';
import { signedIn } from '../helpers/harness';

describe("clearArtifactsEarned: the 'Artifact Earned!' modal seen", () => {
  it('clearArtifactsEarned tells the server, then empties the earned artifacts of every crawl', async () => {
    const { db, api, net } = await signedIn();
    net.on('POST', '/user/artifact-earned/clear/', { status: 200, body: { message: 'Artifacts seen.' } });
    const earned = [{ artifact_id: 'ar1', title: 'Artifact Earned!', image: '/a.png', name: 'Lamp', description: 'Light.' }];
    await db.dungeonProgress.put((({ events: _e, ...row }) => row)(progress('d1', [], { artifacts_earned: earned })));
    expect(await api.clearArtifactsEarned()).toEqual({ ok: true, value: undefined });
    expect((await db.dungeonProgress.get('d1'))?.artifacts_earned).toEqual([]);
    expect(net.to('POST', '/user/artifact-earned/clear/')).toHaveLength(1);
  });
});
