/** Sign-in accounts linked to a player: linking an email takes a code sent to it, as signing in does. */
import type { ErrorBody, LinkAccount } from '../../src/contract';
import type { TokenKeys } from './sessions';
import { isTempUser, linkTempUser } from './temp-users';
import { checkCode } from './magic-codes';
import { fail } from '../http/errors';
import { type Answer, refuse } from '../http/route';
import { linkedProviders, linkOwner, putLink, removeLinks } from '../store/account/billing';
import type { Db } from '../store/db';

type Linked = { linked_accounts: string[]; access_token?: string; refresh_token?: string };

/** A wrong code is refused, not thrown: the wrong attempt just counted must be committed. */
export async function linkEmail(db: Db, keys: TokenKeys, userId: string, body: LinkAccount, ip: string, now: number): Promise<Linked | Answer<ErrorBody>> {
  if (await isTempUser(db, userId)) return linkTempUser(db, keys, userId, body, ip, now);
  const { email, code } = body;
  const secret = keys.secret;
  const owner = await linkOwner(db, 'email', email);
  if (owner && owner !== userId) fail(409, 'That email is already linked to another account.');
  const checked = await checkCode(db, secret, email, code, ip, now);
  if ('error' in checked) return refuse(checked.status, checked.error);
  await putLink(db, userId, 'email', email, now);
  return { linked_accounts: await linkedProviders(db, userId) };
}

/** Without a provider, every link goes. */
export async function unlinkAccount(db: Db, userId: string, provider: 'email' | 'google' | undefined): Promise<Linked> {
  await removeLinks(db, userId, provider);
  return { linked_accounts: await linkedProviders(db, userId) };
}
