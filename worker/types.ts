/** Shapes the worker's API shares with the UI (imported there with `import type` only). */
import type { CardTab, ThreadRef } from '../src/db';

/** What a command answers: the UI shows `message` as is when ok is false. */
export type Result<T = void> = { ok: true; value: T } | { ok: false; message: string; status?: number };

/** A resource the worker can pull into the local database. */
export type Resource =
  | { kind: 'init' }
  | { kind: 'user' }
  | { kind: 'featured' }
  | { kind: 'recents' }
  | { kind: 'series'; id: string }
  | { kind: 'adventure'; id: string }
  /** A thread's top-level comments: a saga's, a Timeline's, an adventure chapter's (comments and threads tables). */
  | { kind: 'thread'; thread: ThreadRef }
  /** A comment's replies (id: the comment's). */
  | { kind: 'replies'; id: string }
  /** The Dungeon entity (accordion, dungeon page). */
  | { kind: 'dungeon'; id: string }
  /** The player's crawl: progress, its events, notes and journal (GET user-progress + details). */
  | { kind: 'crawl'; id: string }
  | { kind: 'dungeonArtifacts'; id: string }
  | { kind: 'leaderboard'; id: string }
  | { kind: 'dungeonLoading'; id: string }
  | { kind: 'resurrectionStatus'; id: string }
  | { kind: 'expedition'; id: string }
  | { kind: 'rank' }
  | { kind: 'avatars' }
  /** The player's notifications (and the unread number on their row). */
  | { kind: 'notifications' }
  /** The player's group. */
  | { kind: 'friends' }
  | { kind: 'seasonPass' }
  | { kind: 'priorityAlert' }
  /** One tab of /trading-cards. */
  | { kind: 'cards'; tab: CardTab }
  /** A saga's own cards (the trading card carousel). */
  | { kind: 'sagaCards'; id: string };
