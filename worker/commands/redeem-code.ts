import * as z from 'zod/mini';
import { failedOnline, ok } from '../result';
import { defineCommand } from './define';

/**
 * POST /user/redeem-code/: a free-play code. Like every online command of the shell's modals, it answers the
 * server's message (app-shell §8: the server's message, else the modal's own fallback) and pulls what it changed.
 */
export const redeemCode = defineCommand({
  name: 'redeemCode',
  input: [z.string()],
  async run(ctx, [code]) {
    // Sent as typed (app-shell §5): no trimming or checking here; the server words every refusal.
    const out = await ctx.http.call('redeemCode', { body: { code } });
    if (out.kind !== 'ok') return failedOnline(out);
    await ctx.sync.refresh({ kind: 'user' });
    return ok({ message: out.data.message });
  },
});
