/** The first schema steps, before the domains had their own ranges: versions 1-99, append-only. */
import type { Migration } from './migration';

export const coreMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'users and sign-in',
    up: (db) =>
      db.exec(`
        CREATE TABLE users (
          user_id TEXT PRIMARY KEY,
          email TEXT NOT NULL UNIQUE,
          username TEXT,
          username_key TEXT UNIQUE, -- the case-folded username: uniqueness ignores case
          referral_source TEXT,
          onboarding_state INTEGER NOT NULL DEFAULT 1,
          referral_code TEXT NOT NULL UNIQUE,
          created_at TEXT NOT NULL
        );
        CREATE TABLE magic_codes (
          email TEXT PRIMARY KEY, -- one live code per email: a newer one replaces it
          code_hash TEXT NOT NULL,
          expires_at INTEGER NOT NULL,
          wrong_attempts INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE code_requests (email TEXT NOT NULL, ip TEXT NOT NULL, at INTEGER NOT NULL);
        CREATE INDEX code_requests_email ON code_requests (email, at);
        CREATE INDEX code_requests_ip ON code_requests (ip, at);
        CREATE TABLE refresh_tokens (
          token_hash TEXT PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          family_id TEXT NOT NULL,
          expires_at INTEGER NOT NULL,
          used_at INTEGER,
          revoked_at INTEGER
        );
        CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
        CREATE TABLE dev_mailbox (email TEXT PRIMARY KEY, code TEXT NOT NULL, sent_at TEXT NOT NULL);
      `),
  },
  {
    version: 2,
    name: 'idempotency keys',
    up: (db) =>
      db.exec(`
        CREATE TABLE idempotency_keys (
          scope TEXT NOT NULL, -- the user id, or 'anon:' + client ip
          key TEXT NOT NULL,
          method TEXT NOT NULL,
          path TEXT NOT NULL,
          status INTEGER NOT NULL,
          body TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          PRIMARY KEY (scope, key)
        );
        CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
      `),
  },
  {
    version: 3,
    name: 'seeded world: creators, sagas, series, adventures',
    up: (db) =>
      db.exec(`
        CREATE TABLE creators (
          creator_id TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          page_name TEXT NOT NULL UNIQUE,
          is_premium INTEGER NOT NULL,
          art TEXT NOT NULL
        );
        CREATE TABLE sagas (saga_id TEXT PRIMARY KEY, name TEXT NOT NULL);
        CREATE TABLE series (
          series_id TEXT PRIMARY KEY,
          saga_id TEXT NOT NULL REFERENCES sagas (saga_id),
          creator_id TEXT NOT NULL REFERENCES creators (creator_id),
          name TEXT NOT NULL,
          description TEXT NOT NULL,
          art TEXT NOT NULL,
          is_premium INTEGER NOT NULL,
          characters_json TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE TABLE adventures (
          adventure_id TEXT PRIMARY KEY,
          series_id TEXT NOT NULL REFERENCES series (series_id),
          position INTEGER NOT NULL,
          name TEXT NOT NULL,
          description TEXT NOT NULL,
          art TEXT NOT NULL,
          chapters_json TEXT NOT NULL,
          end_json TEXT NOT NULL
        );
      `),
  },
  {
    version: 4,
    name: 'play: progress and choices',
    up: (db) =>
      db.exec(`
        CREATE TABLE adventure_progress (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          adventure_id TEXT NOT NULL REFERENCES adventures (adventure_id),
          series_id TEXT NOT NULL REFERENCES series (series_id),
          current_chapter INTEGER NOT NULL,
          status TEXT NOT NULL CHECK (status IN ('in_progress', 'ended')),
          started_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          PRIMARY KEY (user_id, adventure_id)
        );
        CREATE TABLE adventure_choices (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          adventure_id TEXT NOT NULL REFERENCES adventures (adventure_id),
          chapter INTEGER NOT NULL,
          choice TEXT NOT NULL,
          branch_key TEXT NOT NULL,
          created_at TEXT NOT NULL,
          PRIMARY KEY (user_id, adventure_id, chapter)
        );
        CREATE INDEX adventure_choices_moment ON adventure_choices (adventure_id, chapter, created_at);
      `),
  },
  {
    version: 5,
    name: 'comments and ratings',
    up: (db) =>
      db.exec(`
        CREATE TABLE comments (
          comment_id TEXT PRIMARY KEY,
          saga_id TEXT NOT NULL REFERENCES sagas (saga_id),
          parent_id TEXT REFERENCES comments (comment_id),
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          text TEXT NOT NULL,
          is_spoiler INTEGER NOT NULL,
          created_at TEXT NOT NULL
        );
        CREATE INDEX comments_saga ON comments (saga_id, created_at);
        CREATE TABLE ratings (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          target_type TEXT NOT NULL,
          target_id TEXT NOT NULL,
          rating INTEGER NOT NULL,
          comment TEXT,
          updated_at TEXT NOT NULL,
          PRIMARY KEY (user_id, target_type, target_id)
        );
        CREATE INDEX ratings_target ON ratings (target_type, target_id);
      `),
  },
  {
    version: 6,
    name: 'wrong sign-in codes by client',
    up: (db) =>
      db.exec(`
        CREATE TABLE code_failures (ip TEXT NOT NULL, at INTEGER NOT NULL);
        CREATE INDEX code_failures_ip ON code_failures (ip, at);
      `),
  },
  {
    version: 30,
    name: 'idempotency: the request each key answered, and answers kept only briefly',
    up: (db) =>
      db.exec(`
        -- A hash of the request's body (and query): the same key with another body is refused, not replayed.
        -- NULL for answers stored before: those replay as before.
        ALTER TABLE idempotency_keys ADD COLUMN fingerprint TEXT;
        -- When the answer stops being replayed and is dropped (answers carrying tokens are kept minutes,
        -- not days); NULL: kept for the usual retention.
        ALTER TABLE idempotency_keys ADD COLUMN expires_at INTEGER;
        CREATE INDEX idempotency_keys_expires ON idempotency_keys (expires_at) WHERE expires_at IS NOT NULL;
      `),
  },
  {
    version: 31,
    name: 'sign-in codes by lane: known addresses apart from the rest; wrong tries per email across codes',
    up: (db) =>
      db.exec(`
        -- One live code per email and lane ('known': an address the account signed in from; 'unknown'):
        -- a code asked from elsewhere never replaces the owner's. Live codes last ten minutes: none is kept.
        DROP TABLE magic_codes;
        CREATE TABLE magic_codes (
          email TEXT NOT NULL,
          lane TEXT NOT NULL,
          code_hash TEXT NOT NULL,
          expires_at INTEGER NOT NULL,
          wrong_attempts INTEGER NOT NULL DEFAULT 0,
          PRIMARY KEY (email, lane)
        );
        ALTER TABLE code_requests ADD COLUMN lane TEXT NOT NULL DEFAULT 'unknown';
        DROP INDEX code_requests_email;
        CREATE INDEX code_requests_email ON code_requests (email, lane, at);
        -- A wrong code counts for its client and, whichever code it was meant for, for the email in its lane.
        ALTER TABLE code_failures ADD COLUMN email TEXT;
        ALTER TABLE code_failures ADD COLUMN lane TEXT;
        CREATE INDEX code_failures_email ON code_failures (email, lane, at);
      `),
  },
  {
    version: 32,
    name: 'per-player limits: what each player did that is limited, kept a day',
    up: (db) =>
      db.exec(`
        CREATE TABLE player_actions (user_id TEXT NOT NULL, action TEXT NOT NULL, at INTEGER NOT NULL);
        CREATE INDEX player_actions_user ON player_actions (user_id, action, at);
      `),
  },
  {
    version: 33,
    name: 'refresh tokens: an ended session found in one lookup, however many times it rotated',
    up: (db) => db.exec('CREATE INDEX refresh_tokens_revoked ON refresh_tokens (family_id) WHERE revoked_at IS NOT NULL'),
  },
];
