/** Where login codes go: a real SMTP server, or the dev mailbox of the local default. */
import nodemailer from 'nodemailer';
import type { Db } from '../store/db';
import { putMail } from '../store/auth/mailbox';

export interface Mailer {
  send(to: string, code: string): Promise<void>;
}

const text = (code: string): string =>
  `Your Chronicle login code is ${code}.\n\nIt works once, for 10 minutes. If you did not ask for it, ignore this email.`;

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(to, code) {
      await transport.sendMail({ from, to, subject: `${code} is your Chronicle login code`, text: text(code) });
    },
  };
}

/** Keeps the last code per address in SQLite, readable at GET /api/dev/mailbox. */
export function devMailbox(db: Db, now: () => number): Mailer {
  return {
    async send(to, code) {
      await putMail(db, { email: to, code, sent_at: new Date(now()).toISOString() });
      return Promise.resolve();
    },
  };
}
