import * as z from 'zod/mini';
import type { SeriesPlayResponse } from '../../src/contract';
import { failed, ok } from '../result';
import type { Result } from '../types';
import { defineCommand } from './define';
import { pullPlayed } from './pull-played';

/** Online only: the server opens (or resumes) the series' adventure, then the worker pulls what changed. */
export const playSeries = defineCommand({
  name: 'playSeries',
  input: [z.string()],
  async run(ctx, [seriesId]): Promise<Result<SeriesPlayResponse>> {
    const out = await ctx.http.call('seriesPlay', { params: { seriesId } });
    if (out.kind !== 'ok') return failed(out);
    // Even if these pulls fail the play happened: the adventure screen ensures it again.
    await pullPlayed(ctx, out.data.adventure_id);
    return ok(out.data);
  },
});
