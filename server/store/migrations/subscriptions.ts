/** Schema steps of the paid plan's management: account's range (200-299), in a file of their own. */
import type { Migration } from './migration';

export const subscriptionMigrations: readonly Migration[] = [
  {
    version: 262,
    name: 'account: a paid plan renews until cancelled, and its owner manages it at the provider',
    up: (db) =>
      db.exec(`
        -- One row per player who took the paid plan; the months paid are play_passes rows of kind
        -- 'subscription' (their last end is the period's end). provider 'test' renews itself, a
        -- configured provider renews by its signed events. cancel_at_period_end: the plan ends there.
        CREATE TABLE subscriptions (
          user_id TEXT PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
          plan TEXT NOT NULL,
          provider TEXT NOT NULL CHECK (provider IN ('test', 'provider')),
          cancel_at_period_end INTEGER NOT NULL DEFAULT 0,
          started_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL
        );
        -- The test portal's sessions, as the provider's are: a link that opens one player's page, for a while.
        CREATE TABLE billing_portal_sessions (
          session_id TEXT PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          expires_at INTEGER NOT NULL
        );
        CREATE INDEX billing_portal_sessions_user ON billing_portal_sessions (user_id);
      `),
  },
];
