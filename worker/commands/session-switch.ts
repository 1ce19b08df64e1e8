/** What every sign-in does once it has the tokens: code, guest, Google, and a guest joining an account. */
import { PLAYER_TABLES } from '../../src/db';
import { storeTokens } from '../http/session';
import type { CommandContext } from './context';

/** Stores the tokens, pulls the player's basics and sends the writes kept while signed out (a 401 holds them). */
export async function signedIn(ctx: CommandContext, access_token: string, refresh_token: string): Promise<void> {
  await storeTokens(ctx.db, access_token, refresh_token);
  await pullBasics(ctx);
  void ctx.outbox.wake();
}

/** The device becomes another account (a guest joined it): this device's player rows go with the old tokens. */
export async function switchedAccount(ctx: CommandContext, access_token: string, refresh_token: string): Promise<void> {
  const tables = PLAYER_TABLES.map((name) => ctx.db.table(name));
  await ctx.db.transaction('rw', [ctx.db.session, ...tables], async () => {
    await Promise.all(tables.map((t) => t.clear()));
    await storeTokens(ctx.db, access_token, refresh_token);
  });
  await pullBasics(ctx);
}

const pullBasics = async (ctx: CommandContext): Promise<void> => {
  await Promise.all([ctx.sync.refresh({ kind: 'user' }), ctx.sync.refresh({ kind: 'featured' }), ctx.sync.refresh({ kind: 'recents' })]);
};

/** Joining switches accounts and clears this device's rows: the guest's writes must have reached the server. */
export async function outboxEmpty(ctx: CommandContext): Promise<boolean> {
  if ((await ctx.db.outbox.count()) === 0) return true;
  await ctx.outbox.wake();
  return (await ctx.db.outbox.count()) === 0;
}
