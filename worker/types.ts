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
  /** An adventure's loader: helper phrases and the share banner (adventureExtras). */
  | { kind: 'adventureLoading'; id: string }
  /** An adventure's end screen, and the detail of each 'users also like' entry, fetched in parallel. */
  | { kind: 'endScreen'; id: string }
  /** A thread's newest top-level comments: a saga's, a Timeline's, an adventure chapter's (comments and threads tables). */
  | { kind: 'thread'; thread: ThreadRef }
  /** The next older page after the oldest top-level comment the device holds of a thread. */
  | { kind: 'threadOlder'; thread: ThreadRef }
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
  | { kind: 'creators' }
  /** A creator page (name: its page_name). */
  | { kind: 'creator'; id: string }
  | { kind: 'following' }
  | { kind: 'followingFeed' }
  /** The server's answer to a search (id: the query). */
  | { kind: 'search'; id: string }
  | { kind: 'faq' }
  | { kind: 'prompts' }
  | { kind: 'limitedOffer' }
  /** A saga's community challenge (id: the saga's). */
  | { kind: 'challenge'; id: string }
  /** A saga page (sagas table). */
  | { kind: 'saga'; id: string }
  /** A saga's trading cards as the player holds them. */
  | { kind: 'sagaCards'; id: string }
  /** A saga's Mythic Echoes (id: the saga's, which is its story's for a custom story). */
  | { kind: 'echoes'; id: string }
  /** A custom story and its chapters. */
  | { kind: 'story'; id: string };
