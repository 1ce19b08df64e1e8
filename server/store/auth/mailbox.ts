/** The dev mailbox: the last code sent to each address, for the local default without SMTP. */
import type { Db } from '../db';
import { stmt } from '../stmt';

export interface MailboxRow {
  email: string;
  code: string;
  sent_at: string;
}

export function putMail(db: Db, row: MailboxRow): void {
  stmt(
    db,
    `INSERT INTO dev_mailbox (email, code, sent_at) VALUES (?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at`,
  ).run(row.email, row.code, row.sent_at);
}

export function lastMail(db: Db, email: string): MailboxRow | undefined {
  return stmt(db, 'SELECT * FROM dev_mailbox WHERE email = ?').get(email) as MailboxRow | undefined;
}
