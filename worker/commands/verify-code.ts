import * as z from 'zod/mini';
import { MagicCodeVerify } from '../../src/contract';
import { done, failed, invalid } from '../result';
import { defineCommand } from './define';
import { signedIn } from './session-switch';

/**
 * Where a sign-in came from (app-shell §7 verify): the referral code of the link the player arrived by,
 * the utm fields, the browser's user agent. No client address: the server records the one it sees.
 */
export const Attribution = z.pick(MagicCodeVerify, { referral_code_used: true, utm_source: true, utm_medium: true, utm_campaign: true, utm_content: true, user_agent: true });
export type Attribution = z.input<typeof Attribution>;

/** Sign-in, second step: the emailed code answers the tokens; the player's basics are pulled. */
export const verifyCode = defineCommand({
  name: 'verifyCode',
  input: [z.string(), z.string(), z.optional(Attribution)],
  async run(ctx, [email, code, attribution = {}]) {
    const body = MagicCodeVerify.safeParse({ ...attribution, email, code });
    if (!body.success) return invalid(body.error);
    const out = await ctx.http.call('magicCodeVerify', { body: body.data });
    if (out.kind !== 'ok') return failed(out);
    await signedIn(ctx, out.data.access_token, out.data.refresh_token);
    return done;
  },
});
