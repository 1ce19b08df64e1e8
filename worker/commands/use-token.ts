import * as z from 'zod/mini';
import { readSession, storeTokens } from '../http/session';
import { done } from '../result';
import { defineCommand } from './define';

/** A token from a read route's query replaces the stored access token; the user row follows it. */
export const useToken = defineCommand({
  name: 'useToken',
  input: [z.string()],
  async run(ctx, [accessToken]) {
    const session = await readSession(ctx.db);
    if (session?.access_token === accessToken) return done;
    await storeTokens(ctx.db, accessToken, session?.refresh_token ?? null);
    await ctx.sync.refresh({ kind: 'user' });
    return done;
  },
});
