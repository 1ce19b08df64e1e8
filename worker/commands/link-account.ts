import * as z from 'zod/mini';
import { LinkAccount } from '../../src/contract';
import { done, failedOnline, invalid } from '../result';
import { defineCommand } from './define';
import { outboxEmpty, switchedAccount } from './session-switch';

export const MOVES_STILL_SENDING = 'Your last moves are still being sent. Try again once they are.';

/**
 * The link-account modal's last step: the emailed code links the email (in-play §4). A guest linking an email
 * that already has an account is answered 409 (the UI asks whose progress to keep) and sends `keep`: the
 * device then becomes that account, whose rows are pulled afresh.
 */
export const linkAccount = defineCommand({
  name: 'linkAccount',
  input: [z.string(), z.string(), z.optional(z.enum(['guest', 'account']))],
  async run(ctx, [email, code, keep]) {
    const body = LinkAccount.safeParse({ email, code, keep });
    if (!body.success) return invalid(body.error);
    if (keep && !(await outboxEmpty(ctx))) return { ok: false, message: MOVES_STILL_SENDING };
    const out = await ctx.http.call('linkAccount', { body: body.data });
    if (out.kind !== 'ok') return failedOnline(out);
    const { access_token, refresh_token } = out.data;
    if (access_token && refresh_token) {
      await switchedAccount(ctx, access_token, refresh_token);
      return done;
    }
    await ctx.sync.refresh({ kind: 'user' });
    return done;
  },
});
