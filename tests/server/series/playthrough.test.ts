import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/contract';
import { activateSubscription } from '../../../server/account/passes';
import { memories } from '../../../server/content';
import { player, server } from '../helpers';

/**
 * Every Memory finished through the API, three times: taking every moment's first, second and third
 * branch by its label. Each adventure ends, each chapter opens with the outcome of the branch taken.
 */
describe.each(memories.map((m) => [m.series_id, m] as const))('scripted playthroughs of %s', (_id, memory) => {
  let app: FastifyInstance;
  beforeAll(async () => ({ app } = await server()));
  afterAll(() => app.close());

  it.each([0, 1, 2])('finishes every adventure taking branch %i of each moment', async (branch) => {
    const me = await player(app, `reader-${branch}@example.com`);
    // Premium Memories are played with unlimited play.
    if (memory.is_premium) await activateSubscription(app.ctx.db, (await me.call(api.getUser)).user_id, 'test', app.ctx.now());
    for (const adventure of memory.adventures) {
      await me.call(api.adventureStart, { id: adventure.adventure_id }, { restart: false });
      let after;
      for (const [i, chapter] of adventure.chapters.entries()) {
        if (!chapter.moment) continue;
        const b = chapter.moment.branches[branch % chapter.moment.branches.length]!;
        after = await me.call(api.adventureContinue, { id: adventure.adventure_id }, { chapter: i + 1, choice: b.label });
        expect(after.chapters[i + 1]!.blocks[0]!.blockText).toBe(b.outcome[0]!.text);
      }
      expect(after?.status).toBe('ended');
    }
  });
});
