/** Schema steps of the auth domain: versions 600-699, append-only like every migration. */
import type { Migration } from './migration';

export const authMigrations: readonly Migration[] = [
  {
    version: 600,
    name: 'auth: temporary players made per client address, for its limit',
    // Not tied to users: a guest who later joins an existing account is deleted, and must still count.
    up: (db) =>
      db.exec(`
        CREATE TABLE temp_user_starts (ip TEXT NOT NULL, at INTEGER NOT NULL);
        CREATE INDEX temp_user_starts_ip ON temp_user_starts (ip, at);
      `),
  },
  {
    version: 601,
    name: 'auth: Google sign-ins per client address, for its limit',
    up: (db) =>
      db.exec(`
        CREATE TABLE google_sign_ins (ip TEXT NOT NULL, at INTEGER NOT NULL);
        CREATE INDEX google_sign_ins_ip ON google_sign_ins (ip, at);
      `),
  },
];
