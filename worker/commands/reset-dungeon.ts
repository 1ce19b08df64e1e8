import * as z from 'zod/mini';
import { done, failedOnline } from '../result';
import { defineCommand } from './define';
import { afterWaitingMoves } from './dungeon-turns';

/** 'Restart the Dungeon': the server answers a message only, so the new crawl is pulled. */
export const resetDungeon = defineCommand({
  name: 'resetDungeon',
  input: [z.string()],
  async run(ctx, [dungeonId]) {
    const blocked = await afterWaitingMoves(ctx, dungeonId);
    if (blocked) return blocked;
    const out = await ctx.http.call('dungeonReset', { params: { id: dungeonId } });
    if (out.kind !== 'ok') return failedOnline(out);
    await ctx.sync.refresh({ kind: 'crawl', id: dungeonId });
    return done;
  },
});
