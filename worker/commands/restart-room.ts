import * as z from 'zod/mini';
import type { TurnResponse } from '../../src/contract';
import { lastSeq } from '../sync/crawl';
import type { Result } from '../types';
import { defineCommand } from './define';
import { afterWaitingMoves, storeTurn } from './dungeon-turns';

/** The current room played again from its start. */
export const restartRoom = defineCommand({
  name: 'restartRoom',
  input: [z.string()],
  async run(ctx, [dungeonId]): Promise<Result<TurnResponse>> {
    const blocked = await afterWaitingMoves(ctx, dungeonId);
    if (blocked) return blocked;
    return storeTurn(ctx, await ctx.http.call('dungeonRestartRoom', { params: { id: dungeonId }, body: { after_seq: await lastSeq(ctx.db, dungeonId) } }));
  },
});
