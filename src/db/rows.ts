/** Row types of the local database: wire types from the contract plus local bookkeeping. */
import type {
  Adventure,
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

export interface CommentRow extends Comment {
  /** True while the comment exists only here, waiting in the outbox. */
  pending: boolean;
  outbox_id: string | null;
}

export interface RatingRow {
  target_type: RatingResponse['target_type'];
  target_id: string;
  rating: number;
  average: number | null;
  count: number | null;
  pending: boolean;
  outbox_id: string | null;
}

export interface SagaRow {
  saga_id: string;
  comment_count: number;
}

export interface DungeonRow {
  dungeon_id: string;
  [field: string]: unknown;
}
export interface DungeonProgressRow {
  dungeon_id: string;
  [field: string]: unknown;
}
export interface RoomNoteRow {
  id: string;
  dungeon_id: string;
  room: string;
  [field: string]: unknown;
}
export interface JournalRow {
  id: string;
  dungeon_id: string;
  [field: string]: unknown;
}
export interface NotificationRow {
  id: string;
  [field: string]: unknown;
}

export type OutboxKind = 'choice' | 'comment' | 'rating';
export type OutboxState = 'pending' | 'sending' | 'failed';

/** A player write waiting for the network. `id` is the Idempotency-Key. */
export interface OutboxRow {
  id: string;
  seq: number;
  kind: OutboxKind;
  /** Writes within a scope are sent strictly in seq order: 'adventure:ID', 'dungeon:ID', 'thread:SAGA'. */
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
}

/** Per-resource freshness: resource is e.g. 'featured', 'series:ID', 'comments:SAGA'. */
export interface SyncStateRow {
  resource: string;
  fetchedAt: number;
  etag: string | null;
  error: string | null;
}
