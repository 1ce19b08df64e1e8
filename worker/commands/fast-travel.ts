import * as z from 'zod/mini';
import { ChangeRoom, type TurnResponse } from '../../src/contract';
import { invalid } from '../result';
import { lastSeq } from '../sync/crawl';
import type { Result } from '../types';
import { defineCommand } from './define';
import { afterWaitingMoves, storeTurn } from './dungeon-turns';

/** Fast travel from the Room Notes sheet: POST change-room to a discovered room. */
export const fastTravel = defineCommand({
  name: 'fastTravel',
  input: [z.string(), z.string()],
  async run(ctx, [dungeonId, room]): Promise<Result<TurnResponse>> {
    const body = ChangeRoom.safeParse({ room, after_seq: await lastSeq(ctx.db, dungeonId) });
    if (!body.success) return invalid(body.error);
    const blocked = await afterWaitingMoves(ctx, dungeonId);
    if (blocked) return blocked;
    return storeTurn(ctx, await ctx.http.call('dungeonChangeRoom', { params: { id: dungeonId }, body: body.data }));
  },
});
