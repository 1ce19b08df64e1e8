/** The dev mailbox: the last code sent to each address, for the local default without SMTP. */
import type { Db } from '../db';

export interface MailboxRow {
  email: string;
  code: string;
  sent_at: string;
}

export async function putMail(db: Db, row: MailboxRow): Promise<void> {
  await db
    .insertInto('dev_mailbox')
    .values(row)
    .onConflict((oc) => oc.column('email').doUpdateSet((eb) => ({ code: eb.ref('excluded.code'), sent_at: eb.ref('excluded.sent_at') })))
    .execute();
}

export async function lastMail(db: Db, email: string): Promise<MailboxRow | undefined> {
  return db.selectFrom('dev_mailbox').select(['email', 'code', 'sent_at']).where('email', '=', email).executeTakeFirst();
}
