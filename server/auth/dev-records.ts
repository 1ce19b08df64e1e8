/**
 * What the development-only routes read (absent when a real mailer is configured): the dev mailbox, and
 * the idempotency records of a player, which end-to-end tests read to prove each offline write arrived once.
 */
import type { DevMailbox, DevWrite } from '../../src/contract';
import { fail } from '../http/errors';
import { lastMail } from '../store/auth/mailbox';
import type { Db } from '../store/db';
import { answersOf } from '../store/idempotency';
import { iso } from '../store/query';
import { findUserByEmail } from '../store/users';

export const lastCodeSent = async (db: Db, email: string): Promise<DevMailbox> => await lastMail(db, email) ?? fail(404, 'No code was sent to that email.');

export async function keyedWritesOf(db: Db, email: string): Promise<DevWrite[]> {
  const user = await findUserByEmail(db, email);
  if (!user) return [];
  return (await answersOf(db, user.user_id)).map((a) => ({ key: a.key, method: a.method, path: a.path, status: a.status, created_at: iso(a.created_at) }));
}
