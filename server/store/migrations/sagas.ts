/** Schema steps of the sagas domain (custom stories, echoes, cards): versions 300-399, append-only like every migration. */
import type { Migration } from './migration';

export const sagaMigrations: readonly Migration[] = [
  {
    version: 300,
    name: 'custom stories, echoes, trading cards, discussions',
    up: (db) =>
      db.exec(`
        -- A custom saga is also a row of sagas (same id), so that saga comments work on it unchanged.
        CREATE TABLE custom_sagas (
          saga_id TEXT PRIMARY KEY REFERENCES sagas (saga_id),
          owner_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          title TEXT NOT NULL,
          premise TEXT NOT NULL,
          from_saga_id TEXT,
          adventure_mode TEXT NOT NULL DEFAULT 'solo' CHECK (adventure_mode IN ('solo', 'echo')),
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          -- Soft delete: holders of its card keep access (in-play §9).
          deleted_at TEXT
        );
        CREATE INDEX custom_sagas_owner ON custom_sagas (owner_id);
        CREATE TABLE story_turns (
          turn_id TEXT PRIMARY KEY,
          saga_id TEXT NOT NULL REFERENCES custom_sagas (saga_id) ON DELETE CASCADE,
          turn_number INTEGER NOT NULL, -- the chapter it opens, from 1
          player_text TEXT, -- null on the opening chapter
          blocks_json TEXT NOT NULL,
          generation INTEGER NOT NULL DEFAULT 0, -- bumped by refresh: a new telling of the same turn
          created_at TEXT NOT NULL,
          UNIQUE (saga_id, turn_number)
        );
        CREATE INDEX story_turns_point ON story_turns (turn_number, created_at);
        CREATE TABLE echo_rerolls (
          saga_id TEXT NOT NULL REFERENCES custom_sagas (saga_id) ON DELETE CASCADE,
          turn_number INTEGER NOT NULL,
          count INTEGER NOT NULL,
          PRIMARY KEY (saga_id, turn_number)
        );
        -- The Scroll of Fate of a story at one chapter: echoes kept (featured or confirmed) for the next turn.
        CREATE TABLE echo_picks (
          saga_id TEXT NOT NULL REFERENCES custom_sagas (saga_id) ON DELETE CASCADE,
          turn_number INTEGER NOT NULL,
          echo_id TEXT NOT NULL REFERENCES story_turns (turn_id) ON DELETE CASCADE,
          is_featured INTEGER NOT NULL,
          position INTEGER NOT NULL,
          PRIMARY KEY (saga_id, turn_number, echo_id)
        );
        CREATE TABLE collectible_cards (
          card_id TEXT PRIMARY KEY,
          saga_id TEXT NOT NULL REFERENCES sagas (saga_id),
          award_key TEXT UNIQUE, -- 'adventure:{id}' or 'series:{id}' for seeded cards; null for custom ones
          name TEXT NOT NULL,
          art TEXT NOT NULL,
          type TEXT NOT NULL CHECK (type IN ('gold', 'silver', 'custom')),
          is_fanfiction INTEGER NOT NULL,
          is_public INTEGER NOT NULL,
          created_by TEXT REFERENCES users (user_id) ON DELETE SET NULL,
          award_text TEXT NOT NULL,
          position INTEGER NOT NULL
        );
        CREATE TABLE card_holdings (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          card_id TEXT NOT NULL REFERENCES collectible_cards (card_id) ON DELETE CASCADE,
          count INTEGER NOT NULL,
          updated_at TEXT NOT NULL,
          PRIMARY KEY (user_id, card_id)
        );
        -- Saga comments stay in comments; dungeons and adventure chapters are discussed here.
        CREATE TABLE discussion_comments (
          comment_id TEXT PRIMARY KEY,
          kind TEXT NOT NULL CHECK (kind IN ('dungeon', 'adventure')),
          target_id TEXT NOT NULL,
          chapter INTEGER, -- adventure comments only
          parent_id TEXT REFERENCES discussion_comments (comment_id),
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          text TEXT NOT NULL,
          is_spoiler INTEGER NOT NULL,
          created_at TEXT NOT NULL
        );
        CREATE INDEX discussion_comments_target ON discussion_comments (kind, target_id, chapter, created_at);
        CREATE INDEX discussion_comments_parent ON discussion_comments (parent_id);
      `),
  },
];
