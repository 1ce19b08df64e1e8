import * as z from 'zod/mini';
import { TempUserRequest } from '../../src/contract';
import { done, failedOnline, invalid } from '../result';
import { defineCommand } from './define';
import { signedIn } from './session-switch';

/** Where a guest came from, as a sign-in says it (its referral link counts once the guest links an email). */
const Attribution = z.object({
  referral_code_used: z.nullish(z.string()),
  utm_source: z.nullish(z.string()),
  utm_medium: z.nullish(z.string()),
  utm_campaign: z.nullish(z.string()),
  utm_content: z.nullish(z.string()),
  user_agent: z.nullish(z.string()),
});

/**
 * 'Start Playing': a temporary player at once, no email asked (app-shell §6). Its tokens are kept like any
 * session's (IndexedDB), so a guest who closes the tab or goes offline is still that guest on this device.
 */
export const startGuest = defineCommand({
  name: 'startGuest',
  input: [Attribution],
  async run(ctx, [attribution]) {
    const body = TempUserRequest.safeParse(attribution);
    if (!body.success) return invalid(body.error);
    const out = await ctx.http.call('tempUser', { body: body.data });
    if (out.kind !== 'ok') return failedOnline(out);
    await signedIn(ctx, out.data.access_token, out.data.refresh_token);
    return done;
  },
});
