import { LIMITS, playerText } from '../../src/contract';
import { failedOnline, ok } from '../result';
import { defineCommand } from './define';

/** The referral modal: a friend's code (PUT /auth/referral-code/:code/); answers the server's message. */
export const useReferralCode = defineCommand({
  name: 'useReferralCode',
  input: [playerText(LIMITS.partnerCode)],
  async run(ctx, [code]) {
    const out = await ctx.http.call('useReferralCode', { params: { code } });
    if (out.kind !== 'ok') return failedOnline(out);
    await ctx.sync.refresh({ kind: 'user' });
    return ok({ message: out.data.message });
  },
});
