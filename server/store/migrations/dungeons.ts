/** Schema steps of the dungeons domain: versions 100-199, append-only like every migration. */
import type { Migration } from './migration';

// Released steps are never edited, comments in their SQL included: TimelineSeed is DungeonSeed's old name.
export const dungeonMigrations: readonly Migration[] = [
  {
    version: 100,
    name: 'dungeons: timelines, crawls, events, firsts, points, artifacts',
    up: (db) =>
      db.exec(`
        CREATE TABLE dungeons (
          dungeon_id TEXT PRIMARY KEY,
          position INTEGER NOT NULL,
          name TEXT NOT NULL,
          is_premium INTEGER NOT NULL,
          expedition_id TEXT,
          content_json TEXT NOT NULL, -- the TimelineSeed the engine plays: stored crawls name its keys
          updated_at TEXT NOT NULL
        );
        -- One crawl per player and dungeon; a restart replaces its state but keeps its events.
        CREATE TABLE dungeon_crawls (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          dungeon_id TEXT NOT NULL REFERENCES dungeons (dungeon_id),
          attempt INTEGER NOT NULL, -- 1 for the first crawl, +1 per restart: part of the default seed
          seed INTEGER NOT NULL,
          status TEXT NOT NULL CHECK (status IN ('active', 'game_over', 'victory')),
          state_json TEXT NOT NULL,
          artifacts_json TEXT NOT NULL,
          free_resurrection_used INTEGER NOT NULL DEFAULT 0,
          read_step INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          PRIMARY KEY (user_id, dungeon_id)
        );
        CREATE INDEX dungeon_crawls_recent ON dungeon_crawls (user_id, updated_at);
        -- Append-only: the read page shows the whole history, across restarts (seq keeps counting).
        CREATE TABLE dungeon_events (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          dungeon_id TEXT NOT NULL REFERENCES dungeons (dungeon_id),
          seq INTEGER NOT NULL,
          type TEXT NOT NULL,
          payload_json TEXT NOT NULL,
          created_at TEXT NOT NULL,
          PRIMARY KEY (user_id, dungeon_id, seq)
        );
        -- Global firsts: the primary key makes the first insert win and every later one a no-op.
        CREATE TABLE dungeon_room_firsts (
          dungeon_id TEXT NOT NULL REFERENCES dungeons (dungeon_id),
          room_key TEXT NOT NULL,
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          at TEXT NOT NULL,
          PRIMARY KEY (dungeon_id, room_key)
        );
        CREATE TABLE dungeon_fabulous_firsts (
          dungeon_id TEXT NOT NULL REFERENCES dungeons (dungeon_id),
          kind TEXT NOT NULL CHECK (kind IN ('complete', 'all_rooms', 'all_items')),
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          at TEXT NOT NULL,
          PRIMARY KEY (dungeon_id, kind)
        );
        CREATE TABLE dungeon_mission_completions (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          dungeon_id TEXT NOT NULL REFERENCES dungeons (dungeon_id),
          mission_key TEXT NOT NULL,
          at TEXT NOT NULL,
          PRIMARY KEY (user_id, dungeon_id, mission_key)
        );
        CREATE INDEX dungeon_mission_first ON dungeon_mission_completions (dungeon_id, mission_key, at);
        CREATE TABLE dungeon_completions (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          dungeon_id TEXT NOT NULL REFERENCES dungeons (dungeon_id),
          at TEXT NOT NULL,
          PRIMARY KEY (user_id, dungeon_id)
        );
        CREATE TABLE expedition_completions (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          expedition_id TEXT NOT NULL,
          at TEXT NOT NULL,
          PRIMARY KEY (user_id, expedition_id)
        );
        -- Historian rank points, one row per award: the rank is computed from the sum.
        CREATE TABLE historian_points (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          points INTEGER NOT NULL,
          reason TEXT NOT NULL,
          ref TEXT NOT NULL,
          at TEXT NOT NULL
        );
        CREATE INDEX historian_points_user ON historian_points (user_id);
        -- A player's dungeon-side wallet and once-only perks; created with the starter state on first use.
        CREATE TABLE dungeon_players (
          user_id TEXT PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
          artifact_power INTEGER NOT NULL CHECK (artifact_power >= 0),
          free_room_restart_available INTEGER NOT NULL,
          created_at TEXT NOT NULL
        );
        CREATE TABLE artifact_ownership (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          artifact_id TEXT NOT NULL,
          source TEXT NOT NULL, -- 'starter', 'expedition:<id>' ...
          at TEXT NOT NULL,
          PRIMARY KEY (user_id, artifact_id)
        );
        -- 'Artifact Earned!' notices, shown until the app clears them.
        CREATE TABLE artifacts_earned (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          artifact_id TEXT NOT NULL,
          at TEXT NOT NULL,
          cleared_at TEXT,
          PRIMARY KEY (user_id, artifact_id)
        );
        -- Local test-mode purchases (try-again, room restart) until billing routes them through checkout.
        CREATE TABLE dungeon_purchases (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          product TEXT NOT NULL,
          dungeon_id TEXT NOT NULL,
          amount_cents INTEGER NOT NULL,
          currency TEXT NOT NULL,
          mode TEXT NOT NULL,
          at TEXT NOT NULL
        );
      `),
  },
  {
    version: 110,
    name: 'dungeons: free resurrections and room restarts spent from rank perks',
    up: (db) =>
      db.exec(`
        -- A rank perk of a counted amount (rank_perks.amount > 0) is spent one use at a time; an unlimited one
        -- (-1) is never spent, so it leaves no row here.
        CREATE TABLE rank_perk_uses (
          id INTEGER PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          kind TEXT NOT NULL CHECK (kind IN ('free_resurrection', 'free_room_restart')),
          dungeon_id TEXT NOT NULL,
          at TEXT NOT NULL
        );
        CREATE INDEX rank_perk_uses_user ON rank_perk_uses (user_id, kind);
      `),
  },
];
