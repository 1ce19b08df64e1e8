import * as z from 'zod/mini';
import { LinkAccount } from '../../src/contract';
import { done, failedOnline, invalid } from '../result';
import { defineCommand } from './define';

/** The link-account modal's last step: the emailed code links the email (in-play §4). */
export const linkAccount = defineCommand({
  name: 'linkAccount',
  input: [z.string(), z.string()],
  async run(ctx, [email, code]) {
    const body = LinkAccount.safeParse({ email, code });
    if (!body.success) return invalid(body.error);
    const out = await ctx.http.call('linkAccount', { body: body.data });
    if (out.kind !== 'ok') return failedOnline(out);
    await ctx.sync.refresh({ kind: 'user' });
    return done;
  },
});
