/** Schema steps of the account domain: versions 200-299, append-only like every migration. */
import type { Migration } from './migration';

/** Times are epoch milliseconds (INTEGER): the rules compare them with the injected clock. */
export const accountMigrations: readonly Migration[] = [
  {
    version: 200,
    name: 'account: avatars, rank, season, passes, notifications, social, codes, billing, feedback',
    up: (db) =>
      db.exec(`
        CREATE TABLE avatars (
          avatar_id TEXT PRIMARY KEY,
          name TEXT NOT NULL UNIQUE, -- 'Share Facebook' etc. are looked up by name
          description TEXT NOT NULL,
          art_key TEXT NOT NULL,
          kind TEXT NOT NULL CHECK (kind IN ('starting', 'earned', 'subscriber')),
          position INTEGER NOT NULL
        );
        CREATE TABLE user_avatars (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          avatar_id TEXT NOT NULL REFERENCES avatars (avatar_id),
          earned_at INTEGER NOT NULL,
          seen INTEGER NOT NULL DEFAULT 0,
          PRIMARY KEY (user_id, avatar_id)
        );
        CREATE TABLE avatar_selection (
          user_id TEXT PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
          avatar_id TEXT NOT NULL REFERENCES avatars (avatar_id)
        );
        CREATE TABLE rank_points (
          id INTEGER PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          points INTEGER NOT NULL,
          reason TEXT NOT NULL,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX rank_points_user ON rank_points (user_id);
        CREATE TABLE artifact_power_ledger (
          id INTEGER PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          amount INTEGER NOT NULL,
          reason TEXT NOT NULL,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX artifact_power_ledger_user ON artifact_power_ledger (user_id);
        CREATE TABLE rank_reward_claims (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          reward_id TEXT NOT NULL,
          claimed_at INTEGER NOT NULL,
          PRIMARY KEY (user_id, reward_id)
        );
        CREATE TABLE rank_perks (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          kind TEXT NOT NULL CHECK (kind IN ('free_resurrection', 'free_room_restart')),
          amount INTEGER NOT NULL, -- -1: unlimited
          reward_id TEXT NOT NULL,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX rank_perks_user ON rank_perks (user_id, kind);
        CREATE TABLE season_levels (
          id INTEGER PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          levels INTEGER NOT NULL,
          reason TEXT NOT NULL,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX season_levels_user ON season_levels (user_id);
        CREATE TABLE referrals (
          referred_id TEXT PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE, -- one referrer per player
          referrer_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          limited_offer INTEGER NOT NULL,
          created_at INTEGER NOT NULL,
          credited_at INTEGER -- set on the friend's first choice; credits the referrer once
        );
        CREATE INDEX referrals_referrer ON referrals (referrer_id);
        CREATE TABLE play_passes (
          id INTEGER PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          kind TEXT NOT NULL CHECK (kind IN ('subscription', 'unlimited_play', 'keys_choices')),
          source TEXT NOT NULL,
          starts_at INTEGER NOT NULL,
          ends_at INTEGER NOT NULL
        );
        CREATE INDEX play_passes_user ON play_passes (user_id, ends_at);
        CREATE TABLE notifications (
          notification_id TEXT PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          type TEXT NOT NULL,
          text TEXT NOT NULL,
          extra_json TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          read_at INTEGER
        );
        CREATE INDEX notifications_user ON notifications (user_id, created_at);
        CREATE TABLE follows (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          creator_id TEXT NOT NULL REFERENCES creators (creator_id),
          created_at INTEGER NOT NULL,
          PRIMARY KEY (user_id, creator_id)
        );
        CREATE TABLE friends (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          friend_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          created_at INTEGER NOT NULL,
          PRIMARY KEY (user_id, friend_id)
        );
        CREATE TABLE blocks (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          blocked_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          created_at INTEGER NOT NULL,
          PRIMARY KEY (user_id, blocked_id)
        );
        CREATE TABLE redeem_codes (code TEXT PRIMARY KEY, message TEXT, hours INTEGER NOT NULL);
        CREATE TABLE code_redemptions (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          code TEXT NOT NULL,
          redeemed_at INTEGER NOT NULL,
          PRIMARY KEY (user_id, code)
        );
        CREATE TABLE account_links (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          provider TEXT NOT NULL CHECK (provider IN ('email', 'google')),
          identifier TEXT NOT NULL,
          linked_at INTEGER NOT NULL,
          PRIMARY KEY (user_id, provider),
          UNIQUE (provider, identifier)
        );
        CREATE TABLE checkout_sessions (
          session_id TEXT PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          email TEXT NOT NULL,
          status TEXT NOT NULL CHECK (status IN ('open', 'completed', 'cancelled')),
          created_at INTEGER NOT NULL
        );
        CREATE TABLE billing_events (event_id TEXT PRIMARY KEY, type TEXT NOT NULL, received_at INTEGER NOT NULL);
        CREATE TABLE purchases (
          purchase_id TEXT PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          product TEXT NOT NULL,
          amount_cents INTEGER NOT NULL,
          context_json TEXT NOT NULL,
          created_at INTEGER NOT NULL
        );
        CREATE TABLE ad_views (
          ad_id TEXT PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          seconds INTEGER NOT NULL,
          started_at INTEGER NOT NULL,
          completed_at INTEGER
        );
        CREATE TABLE session_feedback (
          id INTEGER PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          reaction TEXT NOT NULL,
          report TEXT NOT NULL,
          created_at INTEGER NOT NULL
        );
        CREATE TABLE story_feedback (
          id INTEGER PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          target_id TEXT,
          rating INTEGER NOT NULL,
          comment TEXT,
          created_at INTEGER NOT NULL
        );
        CREATE TABLE prompt_optouts (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          option TEXT NOT NULL,
          PRIMARY KEY (user_id, option)
        );
        CREATE TABLE bonus_claims (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          task TEXT NOT NULL,
          claimed_at INTEGER NOT NULL,
          PRIMARY KEY (user_id, task)
        );
      `),
  },
  {
    version: 210,
    name: 'account: the custom cards a player removed from their collection',
    up: (db) =>
      db.exec(`
        -- 'Delete Custom Adventure?' on someone else's custom card: it leaves this player's custom tab
        -- (their copies go too), while its creator and other players keep it.
        CREATE TABLE card_dismissals (
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          card_id TEXT NOT NULL,
          dismissed_at INTEGER NOT NULL,
          PRIMARY KEY (user_id, card_id)
        );
      `),
  },
  {
    version: 220,
    name: 'account: sign-in attribution, prompts, community challenges',
    up: (db) =>
      db.exec(`
        -- What the client said about where a sign-in came from (app-shell §7 verify); ip is the address
        -- the server saw, never a client-side lookup.
        CREATE TABLE sign_ins (
          id INTEGER PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          created_account INTEGER NOT NULL,
          ip TEXT NOT NULL,
          user_agent TEXT,
          referral_code_used TEXT,
          utm_source TEXT,
          utm_medium TEXT,
          utm_campaign TEXT,
          utm_content TEXT,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX sign_ins_user ON sign_ins (user_id, created_at);
        CREATE TABLE player_prompts (
          prompt_id TEXT PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
          -- What it announces, once: 'rank:3', 'avatar:ID', 'room_restart:REWARD', 'season:4', 'sanctum'
          dedupe_key TEXT NOT NULL,
          kind TEXT NOT NULL,
          title TEXT NOT NULL,
          text TEXT NOT NULL,
          image_url TEXT,
          detail TEXT,
          created_at INTEGER NOT NULL,
          seen_at INTEGER,
          UNIQUE (user_id, dedupe_key)
        );
        CREATE INDEX player_prompts_unseen ON player_prompts (user_id, seen_at, created_at);
        CREATE TABLE challenge_completions (
          saga_id TEXT PRIMARY KEY,
          completed_at INTEGER NOT NULL
        );
      `),
  },
];
