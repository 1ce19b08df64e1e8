import * as z from 'zod/mini';
import { failedOnline, ok } from '../result';
import { defineCommand } from './define';

/** The ad of watchAd has played: the continue it pays for. */
export const completeAd = defineCommand({
  name: 'completeAd',
  input: [z.string()],
  async run(ctx, [adId]) {
    const out = await ctx.http.call('completeAd', { params: { adId }, body: {} });
    if (out.kind !== 'ok') return failedOnline(out);
    await ctx.sync.refresh({ kind: 'user' });
    return ok({ message: out.data.message });
  },
});
