import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { DEFAULT_CHALLENGE } from '../../../server/content/sagas/challenges';
import { recordChoice } from '../../../server/store/memories/progress';
import { glassblowersOath } from '../../../server/content/memories/glassblowers-oath';
import { player, server, userIdOf } from '../helpers';

let app: FastifyInstance;
afterEach(async () => app?.close());

const SAGA = 'saga-glassblowers-oath';

describe('community challenges', () => {
  it('counts every Historian’s choices in the saga’s Memory; the choice reaching the goal rewards and tells each participant once', async () => {
    let clock;
    ({ app, clock } = await server());
    const ada = await player(app, 'ada@example.com');
    const bo = await player(app, 'bo@example.com');
    const before = await ada.call(api.communityChallenge, { sagaId: SAGA });
    expect(before).toMatchObject({ saga_id: SAGA, goal: DEFAULT_CHALLENGE.goal, current_value: 0, completed: false, joined: false });

    // Others have nearly reached the goal; the last choices come from the players, through the API.
    const seriesId = glassblowersOath.series_id;
    const adventureId = glassblowersOath.adventures[0]!.adventure_id;
    const filler = await userIdOf(bo);
    for (let i = 0; i < DEFAULT_CHALLENGE.goal - 1; i++) await recordChoice(app.ctx.db, filler, adventureId, { chapter: 100 + i, choice: 'x', branch_key: 'x' }, clock.now());
    const powerBefore = (await ada.call(api.getUser)).artifact_power;
    await ada.call(api.seriesPlay, { seriesId });
    await ada.call(api.adventureContinue, { id: adventureId }, { chapter: 1, choice: 'hide the mirror' });

    const after = await ada.call(api.communityChallenge, { sagaId: SAGA });
    expect(after).toMatchObject({ current_value: DEFAULT_CHALLENGE.goal, completed: true, joined: true });
    expect((await ada.call(api.getUser)).artifact_power).toBe(powerBefore + DEFAULT_CHALLENGE.reward_power);
    for (const who of [ada, bo]) {
      const done = (await who.call(api.notifications)).notifications.filter((n) => n.type === 'community_challenge_completed');
      expect(done.map((n) => n.extra_data)).toEqual([{ saga_id: SAGA }]);
    }
    expect((await ada.inject({ method: 'GET', url: '/api/sagas/no-such-saga/challenge/' })).statusCode).toBe(404);
  });
});
