/** Row types of the local database: wire types from the contract plus local bookkeeping. */
import type {
  Adventure,
  ArtifactList,
  Avatar,
  Dungeon,
  DungeonDetails,
  DungeonEvent,
  DungeonLoading,
  DungeonProgress,
  Expedition,
  ExpeditionProgress,
  HistorianRank,
  InventoryItem,
  JournalEntry,
  LeaderboardStats,
  ResurrectionStatus,
  RoomNote,
  Chapter,
  Comment,
  EndpointName,
  HomeItem,
  InitSettings,
  RatingResponse,
  SeriesDetails,
  User,
} from '../contract';

export interface SessionRow {
  id: 'current';
  access_token: string | null;
  refresh_token: string | null;
}

export interface UserRow extends User {
  id: 'me';
}

export interface SettingsRow {
  key: 'init';
  value: InitSettings;
}

export interface HomeRow extends HomeItem {
  /** kind:id, unique within its list. */
  key: string;
  position: number;
}

export type SeriesRow = SeriesDetails;

export type AdventureRow = Omit<Adventure, 'chapters'>;

/** A choice the player made that the server has not answered yet. */
export interface PendingChoice {
  outbox_id: string;
  text: string;
}

export interface ChapterRow extends Chapter {
  adventure_id: string;
  pending_choice: PendingChoice | null;
}

/**
 * A comment of a discussion thread. `saga_id` is the thread key: a saga's id for saga comments, or
 * dungeonThread(id) ('dungeon:ID') for a Timeline's discussion, so both share the table, its
 * [saga_id+created_at] index and the sagas table's comment_count (no schema change). Comment ids are
 * server UUIDs (local:UUID while pending), unique across both kinds.
 */
export interface CommentRow extends Comment {
  /** True while the comment exists only here, waiting in the outbox. */
  pending: boolean;
  outbox_id: string | null;
}

/** The comments-table thread key (CommentRow.saga_id, SagaRow.saga_id) of a Timeline's discussion. */
export const dungeonThread = (dungeonId: string) => `dungeon:${dungeonId}`;

export interface RatingRow {
  target_type: RatingResponse['target_type'];
  target_id: string;
  rating: number;
  average: number | null;
  count: number | null;
  pending: boolean;
  outbox_id: string | null;
}

/** A discussion thread's count: a saga, or a Timeline's discussion under dungeonThread(id). */
export interface SagaRow {
  saga_id: string;
  comment_count: number;
}

export type DungeonRow = Dungeon;

/** The player's crawl without its events (those are rows of dungeonEvents). */
export type DungeonProgressRow = Omit<DungeonProgress, 'events'>;

/**
 * One event of a crawl's history, in seq order. A choice typed offline is an optimistic 'input'
 * event with seq PENDING_SEQ_BASE + its outbox seq and pending_outbox_id set; it is removed when the
 * server's events for it arrive.
 */
export interface DungeonEventRow {
  dungeon_id: string;
  seq: number;
  event: DungeonEvent;
  pending_outbox_id: string | null;
}
export const PENDING_SEQ_BASE = 1_000_000_000;

export interface RoomNoteRow extends RoomNote {
  dungeon_id: string;
  pending: boolean;
  outbox_id: string | null;
}
export interface JournalRow extends JournalEntry {
  dungeon_id: string;
  pending: boolean;
  outbox_id: string | null;
}

/** Per-dungeon reads kept for offline: the artifact list, the leaderboard, the loader, resurrection status, details. */
export interface DungeonExtrasRow {
  dungeon_id: string;
  artifacts?: ArtifactList;
  leaderboard?: LeaderboardStats;
  loading?: DungeonLoading;
  resurrection?: ResurrectionStatus;
  details?: DungeonDetails;
  /** What the latest turn brought (the 'New Item Acquired' modal); written with the turn's events. */
  last_turn?: LastTurn;
}

/** The parts of a TurnResponse that are not in the crawl itself; `at` is when the worker wrote it (ms). */
export interface LastTurn {
  new_items: InventoryItem[];
  missions_completed: string[];
  at: number;
}

export interface ExpeditionRow extends Expedition {
  progress: ExpeditionProgress | null;
}

export interface RankRow extends HistorianRank {
  id: 'me';
}

export type AvatarRow = Avatar;

export interface NotificationRow {
  id: string;
  [field: string]: unknown;
}

export type OutboxKind = 'choice' | 'comment' | 'dungeonComment' | 'rating' | 'dungeonChoice' | 'journal' | 'roomNote';
export type OutboxState = 'pending' | 'sending' | 'failed';

/** A player write waiting for the network. `id` is the Idempotency-Key. */
export interface OutboxRow {
  id: string;
  seq: number;
  kind: OutboxKind;
  /** Writes within a scope are sent strictly in seq order: 'adventure:ID', 'dungeon:ID', 'thread:SAGA', 'thread:dungeon:ID'. */
  scope: string;
  request: { endpoint: EndpointName; params: Record<string, string>; body: unknown };
  /** A short human description for the pending-writes list. */
  label: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  state: OutboxState;
  lastError: string | null;
  /** A rating's optimistic write replaces a row: the row it replaced (null: none), restored on discard. */
  replaced?: RatingRow | null;
  /** A room-note deletion removes the note at once: the note, put back on discard. */
  removed_note?: RoomNoteRow;
}

/** Per-resource freshness: resource is e.g. 'featured', 'series:ID', 'comments:SAGA'. */
export interface SyncStateRow {
  resource: string;
  fetchedAt: number;
  etag: string | null;
  error: string | null;
}
