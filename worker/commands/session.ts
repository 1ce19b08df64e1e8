import { MagicCodeRequest, MagicCodeVerify } from '../../src/contract';
import { PLAYER_TABLES } from '../../src/db';
import { readSession, storeTokens } from '../http/session';
import type { Result } from '../types';
import type { CommandContext } from './context';
import { done, failed, invalid } from '../result';

export async function requestCode({ http }: CommandContext, email: string, isTempUser?: boolean): Promise<Result> {
  const body = MagicCodeRequest.safeParse({ email, is_temp_user: isTempUser });
  if (!body.success) return invalid(body.error);
  const out = await http.call('magicCodeRequest', { body: body.data });
  return out.kind === 'ok' ? done : failed(out);
}

/**
 * Where a sign-in came from (app-shell §7 verify): the referral code of the link the player arrived by,
 * the utm fields, the browser's user agent. No client address: the server records the one it sees.
 */
export interface Attribution {
  referral_code_used?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  utm_content?: string | null;
  user_agent?: string | null;
}

export async function verifyCode(ctx: CommandContext, email: string, code: string, attribution: Attribution = {}): Promise<Result> {
  const body = MagicCodeVerify.safeParse({ ...attribution, email, code });
  if (!body.success) return invalid(body.error);
  const out = await ctx.http.call('magicCodeVerify', { body: body.data });
  if (out.kind !== 'ok') return failed(out);
  await storeTokens(ctx.db, out.data.access_token, out.data.refresh_token);
  await Promise.all([ctx.sync.refresh({ kind: 'user' }), ctx.sync.refresh({ kind: 'featured' }), ctx.sync.refresh({ kind: 'recents' })]);
  // Writes kept while signed out (a 401 holds them) can go now.
  void ctx.outbox.wake();
  return done;
}

/** A token from a read route's query replaces the stored access token; the user row follows it. */
export async function useToken(ctx: CommandContext, accessToken: string): Promise<void> {
  const session = await readSession(ctx.db);
  if (session?.access_token === accessToken) return;
  await storeTokens(ctx.db, accessToken, session?.refresh_token ?? null);
  await ctx.sync.refresh({ kind: 'user' });
}

/**
 * Sign out: the server ends the session (POST /auth/logout/ with its refresh token, not waited for: offline,
 * the device is signed out all the same, and the server's session lives until its refresh token expires),
 * and the session and every table that belongs to the player go, in one transaction.
 */
export async function logout({ db, http }: CommandContext): Promise<void> {
  const refreshToken = (await readSession(db))?.refresh_token;
  if (refreshToken) void http.call('logout', { body: { refresh_token: refreshToken } });
  const tables = [db.session, ...PLAYER_TABLES.map((name) => db.table(name))];
  await db.transaction('rw', tables, async () => {
    await Promise.all(tables.map((t) => t.clear()));
  });
}
