import { LIMITS, playerText } from '../../src/contract';
import { done, failedOnline } from '../result';
import { defineCommand } from './define';

/** The avatar step's partner code: online; a refusal answers the server's message (unknown code, own code). */
export const usePartnerCode = defineCommand({
  name: 'usePartnerCode',
  input: [playerText(LIMITS.partnerCode)],
  async run(ctx, [code]) {
    const out = await ctx.http.call('useReferralCode', { params: { code } });
    if (out.kind !== 'ok') return failedOnline(out);
    await ctx.sync.refresh({ kind: 'user' });
    return done;
  },
});
