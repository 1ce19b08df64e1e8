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
  EndScreen,
  Expedition,
  ExpeditionProgress,
  FriendCandidate,
  HistorianRank,
  InventoryItem,
  JournalEntry,
  LeaderboardStats,
  NotificationItem,
  PriorityAlert,
  Loading,
  ResurrectionStatus,
  RoomNote,
  Chapter,
  Comment,
  RequestOf,
  HomeItem,
  InitSettings,
  RatingResponse,
  SeasonPass,
  Saga,
  SeriesDetails,
  Story,
  StoryChapter,
  TradingCard,
  EchoList,
  ThreadKind,
  User,
  CreatorPage,
  CreatorSummary,
  Faq,
  FollowingFeed,
  LimitedOffer,
  Prompt,
  SearchResults,
  CommunityChallenge,
} from '../contract';

export interface SessionRow {
  id: 'current';
  access_token: string | null;
  refresh_token: string | null;
}

/** One player on the blocked list. */
export type BlockedEntry = User['blocked_users'][number];

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
 * A comment of any thread, replies included. `thread` is its thread's key (threadKey), so every thread
 * shares the table and its [thread+depth+created_at] index. Comment ids are server UUIDs (local:UUID while
 * pending), unique across threads.
 */
export interface CommentRow extends Comment {
  thread: string;
  /** 0: a top-level comment; 1: a reply (replies are one level deep). Indexed, unlike a null parent_id. */
  depth: 0 | 1;
  /** True while the comment exists only here, waiting in the outbox. */
  pending: boolean;
  outbox_id: string | null;
}

/** Which thread: a saga's, a Timeline's (dungeon), or one chapter of an adventure. */
export type ThreadRef = { kind: 'saga' | 'dungeon'; target_id: string } | { kind: 'adventure'; target_id: string; chapter: number };

/**
 * A thread's key, from a ThreadRef or a comment (the glossary's): 'saga:ID', 'dungeon:ID',
 * 'adventure:ID:CHAPTER'. Only adventure comments have a chapter.
 */
export const threadKey = (t: { kind: ThreadKind; target_id: string; chapter?: number | null }): string =>
  t.chapter === undefined || t.chapter === null ? `${t.kind}:${t.target_id}` : `${t.kind}:${t.target_id}:${t.chapter}`;

/** A thread's comment count, replies included: written by its pull, raised once per delivered comment. */
export interface ThreadRow {
  thread: string;
  comment_count: number;
  /**
   * Where the next older page starts (the server's next_before) after the oldest top-level comment this
   * device holds: null when it holds the thread down to its first comment; absent before any pull.
   */
  older?: string | null;
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

/** A saga page as pulled (GET /sagas/:id/). */
export type SagaRow = Saga;

/** A saga's trading cards as the viewer holds them (GET /sagas/:id/cards/). */
export interface SagaCardsRow {
  saga_id: string;
  cards: TradingCard[];
}

/**
 * A saga's Mythic Echoes as pulled. While a feature or a Scroll of Fate waits in the outbox, the row
 * shows it (pending_outbox_id: the latest such write) and a pull leaves it alone until it is answered.
 */
export interface EchoListRow extends EchoList {
  saga_id: string;
  pending_outbox_id: string | null;
}

/** A custom story without its chapters; `deleting`: the outbox id of its deletion while that waits. */
export interface StoryRow extends Omit<Story, 'chapters'> {
  deleting: string | null;
}

/** One chapter of a custom story; the owner's choice that will open the next one waits in pending_choice. */
export interface StoryChapterRow extends StoryChapter {
  story_id: string;
  pending_choice: PendingChoice | null;
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

/** Per-adventure reads kept for offline: the loader's phrases and banner, the end screen. */
export interface AdventureExtrasRow {
  adventure_id: string;
  loading?: Loading;
  end_screen?: EndScreen;
}

export interface ExpeditionRow extends Expedition {
  progress: ExpeditionProgress | null;
}

export interface RankRow extends HistorianRank {
  id: 'me';
}

export type AvatarRow = Avatar;

/** A message for the player from a write delivered in the background (shown once, then dismissed). */
export interface NoticeRow {
  /** Auto-incremented by the database. */
  id?: number;
  text: string;
  tone: 'success' | 'warning' | 'error';
  created_at: number;
}

/**
 * A creator: the summary every list shows, and the page's content once the page was pulled. Keyed by
 * page_name, the {creatorName} of the routes.
 */
export interface CreatorRow extends CreatorSummary {
  page?: Pick<CreatorPage, 'bio' | 'series' | 'dungeons' | 'sagas'>;
  /** While a follow or unfollow waits in the outbox: its id. */
  pending_outbox_id: string | null;
}

/** A prompt of the server (achievements, rank-ups ...); `seen` turns true at once when the player closes it. */
export interface PromptRow extends Prompt {
  seen: boolean;
}

/** The single documents of the discovery screens and modals, each kept whole for offline. */
export type DocumentRow = (
  | { key: 'faq'; value: Faq }
  | { key: 'limitedOffer'; value: LimitedOffer }
  | { key: 'followingFeed'; value: FollowingFeed }
  | { key: `search:${string}`; value: SearchResults }
  | { key: `challenge:${string}`; value: CommunityChallenge }
) & {
  /** When the worker stored it (ms): the limited offer's countdown runs on from it. */
  fetched_at?: number;
  /** A search answer's query, normalised. */
  q?: string;
};

/** One of the player's notifications (GET /notifications/); `id` is its notification_id. */
export interface NotificationRow extends NotificationItem {
  id: string;
}

/**
 * A member of the player's group. `key` is 'user:ID' once the server named them; while an add waits in
 * the outbox it is 'pending:QUERY' (the trimmed, lower-cased text typed), username is what was typed, and
 * the rest is empty until the answer replaces the row.
 */
export interface FriendRow extends FriendCandidate {
  key: string;
  /** Group order: the server's list first, then pending adds in the order they were made. */
  position: number;
  pending: boolean;
  outbox_id: string | null;
}

/** Which tab of /trading-cards a card shows under: its type decides (gold and silver are originals). */
export type CardTab = 'originals' | 'custom';

/** A trading card as the viewer holds it, under its tab, in the order the server listed it. */
export interface CardRow extends TradingCard {
  tab: CardTab;
  position: number;
}

export interface SeasonPassRow extends SeasonPass {
  id: 'me';
}

/** The running team event, or null when none runs (kept, so the profile knows offline there is none). */
export interface PriorityAlertRow {
  id: 'current';
  alert: PriorityAlert | null;
}

export type OutboxState = 'pending' | 'sending' | 'failed';

/**
 * Every kind of player write the outbox carries (worker/writes/<kind>.ts): the call(s) its request names
 * and its extras, which its rollback reads. Rows outlive the code that wrote them: changing a shipped
 * kind's shape is a database version with an upgrade.
 */
export interface OutboxWrites {
  /** The player's choice at the moment ending a Memory chapter. */
  chapterChoose: { endpoint: 'adventureContinue' };
  /** A comment or a reply in any thread: a saga's, a Timeline's, an adventure chapter's. */
  commentPost: { endpoint: 'sagaAddComment' | 'dungeonAddComment' | 'adventureAddComment' };
  /** `replaced`: the rating row it replaced (null: none), put back on discard. */
  ratingSet: { endpoint: 'rate'; extras: { replaced: RatingRow | null } };
  /** A typed choice in a Timeline. */
  turnPlay: { endpoint: 'dungeonContinue' };
  journalEntryAdd: { endpoint: 'dungeonJournalCustom' };
  journalSegmentAdd: { endpoint: 'dungeonUpdateProgress' };
  roomNoteAdd: { endpoint: 'dungeonUpdateProgress' };
  /** `removed_note`: the note it removed at once, put back on discard. */
  roomNoteDelete: { endpoint: 'dungeonUpdateProgress'; extras: { removed_note: RoomNoteRow } };
  /** `blocked`: the player blocked, as the blocked list shows them (pulls and a discard use it). */
  userBlock: { endpoint: 'blockUser'; extras: { blocked: BlockedEntry } };
  /** `unblocked`: the entry removed at once (null: it was not in the list), put back on discard. */
  userUnblock: { endpoint: 'unblockUser'; extras: { unblocked: BlockedEntry | null } };
  /** A share reward for a platform the player shared to ('Share Facebook', 'Share Reddit'). */
  shareRewardRecord: { endpoint: 'awardAvatar' };
  /** `previous`: the avatar selected before (null: none) and the player's picture then, put back on discard. */
  avatarSelect: { endpoint: 'selectAvatar'; extras: { previous: { avatar_id: string | null; image_url: string | null } } };
  /** The player looked at their new avatars; `avatar_ids`: the ones it stopped marking 'New'. */
  avatarNewClear: { endpoint: 'avatarsSeen'; extras: { avatar_ids: string[] } };
  /** A notification tapped; `was_unread`: it counted in the unread number, which it lowered at once. */
  notificationRead: { endpoint: 'readNotification'; extras: { was_unread: boolean } };
  /** 'Mark all as read'; `read_ids`: the notifications it marked, which were unread. */
  notificationReadAll: { endpoint: 'readAllNotifications'; extras: { read_ids: string[] } };
  /** A player added to the group by username or email (a pending row until the server names them). */
  friendAdd: { endpoint: 'addFriend' };
  /** The creator's 'Make this adventure public?'; `was_public`: the card's state before, put back on discard. */
  cardPublicSet: { endpoint: 'cardPublic'; extras: { was_public: boolean } };
  /** `replaced`: the creator row as it was, put back on discard. */
  creatorFollow: { endpoint: 'follow'; extras: { replaced: CreatorRow | null } };
  creatorUnfollow: { endpoint: 'unfollow'; extras: { replaced: CreatorRow | null } };
  /** 'Don't ask me again' on a subscribe/continue option panel; `had`: it was already in the list. */
  subscribeOptionDismiss: { endpoint: 'dontAskAgain'; extras: { had: boolean } };
  /** A prompt modal closed: it is not shown again. */
  promptDismiss: { endpoint: 'promptSeen' };
  /** A custom story created from quick play (its id minted here: the loader waits on it). */
  storyCreate: { endpoint: 'createCustomSaga' };
  /** The owner's free-text choice that opens a custom story's next chapter. */
  storyChoose: { endpoint: 'storyTurn' };
  /**
   * 'Delete Custom Adventure?' on a story or a custom card (its owner's story is deleted, card holders keep it;
   * anyone else's card leaves their collection). `removed_recent`: the owner's recents row, `removed_cards`:
   * the saga's custom cards taken off the list, both put back on discard. Version 10 made it of v9's
   * `customSagaDelete` rows (upgrade-v10.ts).
   */
  storyDelete: { endpoint: 'deleteCustomSaga'; extras: { removed_recent: HomeRow | null; removed_cards: CardRow[] } };
  /** `replaced`: the echo list it changed at once (null: none was stored), put back on discard. */
  echoFeature: { endpoint: 'echoFeature'; extras: { replaced: EchoListRow | null } };
  /** The Scroll of Fate confirmed (or solo chosen). `replaced` as for echoFeature. */
  echoesConfirm: { endpoint: 'echoesConfirm'; extras: { replaced: EchoListRow | null } };
  /** The session feedback sheet: reactions and a report. */
  feedbackSend: { endpoint: 'sessionFeedback' };
  /** 'Report' on another's comment; `removed`: the comment and the replies under it taken away, `uncounted`: the counts lowered; both put back on discard. */
  commentReport: { endpoint: 'reportComment'; extras: { removed: CommentRow[]; uncounted: number } };
}
export type OutboxKind = keyof OutboxWrites;
/** The call(s) a kind's request names. */
export type EndpointOf<K extends OutboxKind> = OutboxWrites[K]['endpoint'];
type ExtrasOf<K extends OutboxKind> = OutboxWrites[K] extends { extras: infer X } ? X : unknown;

/**
 * A write as its row keeps it: its kind, its request (path parameters typed from the path template) and
 * its extras, e.g. { kind: 'turnPlay'; request: RequestOf<'dungeonContinue'> }.
 */
export type OutboxWrite<K extends OutboxKind = OutboxKind> = {
  [P in OutboxKind]: { kind: P; request: RequestOf<EndpointOf<P>> } & ExtrasOf<P>;
}[K];

/** The queue's bookkeeping of a row. `id` is the Idempotency-Key. */
export interface OutboxEntry {
  id: string;
  seq: number;
  /** Writes within a scope are sent strictly in seq order: 'adventure:ID', 'dungeon:ID', 'thread:THREAD', 'rating:TYPE:ID'. */
  scope: string;
  /** A short human description for the pending-writes list. */
  label: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  state: OutboxState;
  lastError: string | null;
  /**
   * A try of it failed or waits, and `request` is the body that try sent: it is sent again exactly as it
   * was (the server keeps the answer under the Idempotency-Key for that body), never brought up to date.
   * A try cut by a closed tab is not recorded; the next brings it up to date, and the server leaves the
   * fields that shape only the answer (after_seq) out of the key's fingerprint.
   */
  sent?: true;
}

/**
 * A player write waiting for the network: a union keyed by `kind`. OutboxRowOf<K> is written as a mapped
 * type indexed by its own key, so generic code over K keeps a row's kind, request and extras together.
 */
export type OutboxRowOf<K extends OutboxKind = OutboxKind> = { [P in K]: OutboxEntry & OutboxWrite<P> }[K];
export type OutboxRow = OutboxRowOf;

/**
 * A Memory or a Timeline made available offline: its text pulled into the tables the reading screens read,
 * its narration and artwork kept in the offline cache ('chronicle-downloads', beyond the media caches'
 * limits). `key` is 'series:ID' or 'dungeon:ID'. Written only by the worker's download command.
 */
export interface DownloadRow {
  key: string;
  kind: 'series' | 'dungeon';
  id: string;
  /** The Memory's or Timeline's name, for the profile's list. */
  name: string;
  state: 'downloading' | 'done' | 'failed';
  /** Parts done and to do: every pull, then every file. */
  done: number;
  total: number;
  /** The space the files take in the offline cache. */
  bytes: number;
  /** The files this download put in the offline cache (removed with it, unless another download keeps them). */
  urls: string[];
  /** Why it stopped (state 'failed'). */
  error: string | null;
  startedAt: number;
  finishedAt: number | null;
}

/** Per-resource freshness: resource is e.g. 'featured', 'series:ID', 'thread:saga:ID'. */
export interface SyncStateRow {
  resource: string;
  fetchedAt: number;
  etag: string | null;
  error: string | null;
}
