import * as z from 'zod/mini';
import { StartRequest, type StartResponse } from '../../src/contract';
import { invalid } from '../result';
import { lastSeq } from '../sync/crawl';
import type { Result } from '../types';
import { defineCommand } from './define';
import { afterWaitingMoves, storeTurn } from './dungeon-turns';

/**
 * POST /dungeon/:id/: start (restart: a new crawl; new_run: a new one after a victory; artifacts: ids, at most 4,
 * owned) or resume; the loader then shows the read page.
 */
export const startDungeon = defineCommand({
  name: 'startDungeon',
  input: [z.string(), z.object({ restart: z.boolean(), artifacts: z.array(z.string()), new_run: z.optional(z.boolean()) })],
  async run(ctx, [dungeonId, opts]): Promise<Result<StartResponse>> {
    const body = StartRequest.safeParse({ ...opts, after_seq: await lastSeq(ctx.db, dungeonId) });
    if (!body.success) return invalid(body.error);
    const blocked = await afterWaitingMoves(ctx, dungeonId);
    if (blocked) return blocked;
    const out = await ctx.http.call('dungeonStart', { params: { id: dungeonId }, body: body.data });
    const result = await storeTurn(ctx, out, async () => {
      // A won run resumed stays won: nothing is in play.
      await ctx.db.dungeons.update(dungeonId, { has_active_crawl: out.kind === 'ok' ? out.data.progress.status === 'active' : true });
    });
    if (result.ok) {
      ctx.prefetch?.({ audio: [result.value.room.audio_url] });
      // Continue Play reads the first recent: the started dungeon is it now.
      void ctx.sync.refresh({ kind: 'recents' });
    }
    return result;
  },
});
