import * as z from 'zod/mini';
import { ResurrectRequest, type TurnResponse } from '../../src/contract';
import { invalid } from '../result';
import { lastSeq } from '../sync/crawl';
import type { Result } from '../types';
import { defineCommand } from './define';
import { afterWaitingMoves, storeTurn } from './dungeon-turns';

/** Back to life after a fall in a Timeline, with the free resurrection or a paid one. */
export const resurrect = defineCommand({
  name: 'resurrect',
  input: [z.string(), z.boolean()],
  async run(ctx, [dungeonId, useFree]): Promise<Result<TurnResponse>> {
    const body = ResurrectRequest.safeParse({ use_free: useFree, after_seq: await lastSeq(ctx.db, dungeonId) });
    if (!body.success) return invalid(body.error);
    const blocked = await afterWaitingMoves(ctx, dungeonId);
    if (blocked) return blocked;
    return storeTurn(ctx, await ctx.http.call('dungeonResurrect', { params: { id: dungeonId }, body: body.data }));
  },
});
