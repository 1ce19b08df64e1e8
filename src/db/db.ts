import Dexie, { type EntityTable, type PromiseExtended, type Table, type Transaction } from 'dexie';
import type {
  AdventureExtrasRow,
  AdventureRow,
  AvatarRow,
  DungeonEventRow,
  DungeonExtrasRow,
  ExpeditionRow,
  FriendRow,
  PriorityAlertRow,
  RankRow,
  CardRow,
  ChapterRow,
  CommentRow,
  CreatorRow,
  DocumentRow,
  DownloadRow,
  PromptRow,
  DungeonProgressRow,
  DungeonRow,
  EchoListRow,
  HomeRow,
  JournalRow,
  NoticeRow,
  NotificationRow,
  OutboxRow,
  RatingRow,
  RoomNoteRow,
  SeasonPassRow,
  SagaCardsRow,
  SagaRow,
  SeriesRow,
  SessionRow,
  SettingsRow,
  StoryChapterRow,
  StoryRow,
  SyncStateRow,
  ThreadRow,
  UserRow,
} from './rows';

export const DB_NAME = 'chronicle';

export type Upgrade = (tx: Transaction) => Promise<void>;
/** The upgrade of each shipped version that has one (src/db/upgrades.ts). */
export interface Upgrades {
  3: Upgrade;
  8: Upgrade;
  10: Upgrade;
}

export interface ChronicleDBOptions {
  /**
   * Only the sync worker passes them: it alone writes the database, upgrades included, so the page's
   * bundle carries no upgrade code (v3's reads old requests with the contract's schemas). A page's
   * instance refuses to upgrade and opens once the worker has (openAfter).
   */
  upgrades?: Upgrades;
}

function refuseUpgrade(): never {
  throw new Error('Only the sync worker upgrades the database.');
}

/**
 * The local database. The UI reads it (live queries); only the sync worker writes it.
 *
 * NEVER edit a version that has shipped: append a new `this.version(n + 1)` with its upgrade and
 * a test in tests/db-migrations.test.ts. Players' devices hold data written by every old version.
 */
export class ChronicleDB extends Dexie {
  session!: EntityTable<SessionRow, 'id'>;
  user!: EntityTable<UserRow, 'id'>;
  settings!: EntityTable<SettingsRow, 'key'>;
  featured!: EntityTable<HomeRow, 'key'>;
  recents!: EntityTable<HomeRow, 'key'>;
  series!: EntityTable<SeriesRow, 'series_id'>;
  adventures!: EntityTable<AdventureRow, 'adventure_id'>;
  chapters!: Table<ChapterRow, [string, number]>;
  dungeons!: EntityTable<DungeonRow, 'dungeon_id'>;
  dungeonEvents!: Table<DungeonEventRow, [string, number]>;
  dungeonExtras!: EntityTable<DungeonExtrasRow, 'dungeon_id'>;
  adventureExtras!: EntityTable<AdventureExtrasRow, 'adventure_id'>;
  expeditions!: EntityTable<ExpeditionRow, 'expedition_id'>;
  rank!: EntityTable<RankRow, 'id'>;
  avatars!: EntityTable<AvatarRow, 'avatar_id'>;
  dungeonProgress!: EntityTable<DungeonProgressRow, 'dungeon_id'>;
  dungeonNotes!: EntityTable<RoomNoteRow, 'note_id'>;
  dungeonJournal!: EntityTable<JournalRow, 'journal_id'>;
  threads!: EntityTable<ThreadRow, 'thread'>;
  comments!: EntityTable<CommentRow, 'comment_id'>;
  ratings!: Table<RatingRow, [string, string]>;
  notifications!: EntityTable<NotificationRow, 'id'>;
  notices!: EntityTable<NoticeRow, 'id'>;
  friends!: EntityTable<FriendRow, 'key'>;
  cards!: EntityTable<CardRow, 'card_id'>;
  seasonPass!: EntityTable<SeasonPassRow, 'id'>;
  priorityAlert!: EntityTable<PriorityAlertRow, 'id'>;
  creators!: EntityTable<CreatorRow, 'page_name'>;
  prompts!: EntityTable<PromptRow, 'prompt_id'>;
  documents!: EntityTable<DocumentRow, 'key'>;
  sagas!: EntityTable<SagaRow, 'saga_id'>;
  sagaCards!: EntityTable<SagaCardsRow, 'saga_id'>;
  echoes!: EntityTable<EchoListRow, 'saga_id'>;
  stories!: EntityTable<StoryRow, 'story_id'>;
  storyChapters!: Table<StoryChapterRow, [string, number]>;
  outbox!: EntityTable<OutboxRow, 'id'>;
  syncState!: EntityTable<SyncStateRow, 'resource'>;
  downloads!: EntityTable<DownloadRow, 'key'>;

  /** The page's instance waits for this before opening (openAfter). */
  private gate: Promise<unknown> | null = null;

  constructor(name = DB_NAME, { upgrades }: ChronicleDBOptions = {}) {
    super(name);
    this.version(1).stores({
      session: 'id',
      user: 'id',
      settings: 'key',
      featured: 'key, position',
      recents: 'key, position',
      series: 'series_id',
      adventures: 'adventure_id, series_id',
      chapters: '[adventure_id+chapter_number], adventure_id',
      dungeons: 'dungeon_id',
      dungeonProgress: 'dungeon_id',
      roomNotes: 'id, dungeon_id',
      journal: 'id, dungeon_id',
      sagas: 'saga_id',
      comments: 'comment_id, saga_id, [saga_id+created_at], outbox_id',
      ratings: '[target_type+target_id]',
      notifications: 'id',
      outbox: 'id, &seq, scope, state, [scope+seq]',
      syncState: 'resource',
    });
    // v2: Timelines played offline: events by crawl, notes and journal as player rows, per-dungeon
    // extras, expeditions, rank and avatars. Old dungeon/note/journal rows were never written.
    this.version(2).stores({
      dungeonEvents: '[dungeon_id+seq], dungeon_id, pending_outbox_id',
      dungeonExtras: 'dungeon_id',
      expeditions: 'expedition_id',
      rank: 'id',
      avatars: 'avatar_id, state',
      // Dexie cannot change a primary key: the typed note and journal tables replace v1's unused ones.
      roomNotes: null,
      journal: null,
      dungeonNotes: 'note_id, dungeon_id, [dungeon_id+room], outbox_id',
      dungeonJournal: 'journal_id, dungeon_id, outbox_id',
    });
    // v3: one name per thing. Comments are keyed by thread ('saga:ID', 'dungeon:ID', 'adventure:ID:CHAPTER')
    // and counted in threads, which replaces sagas; outbox rows take the writes' kinds (upgrade-v3.ts).
    this.version(3)
      .stores({
        sagas: null,
        threads: 'thread',
        comments: 'comment_id, thread, [thread+created_at], parent_id, outbox_id',
      })
      .upgrade((tx) => (upgrades ? upgrades[3](tx) : refuseUpgrade()));
    // v4: notices — what the server said of a write delivered later (a reward, a card made public),
    // kept until the player has seen it. New table, nothing to carry.
    this.version(4).stores({ notices: '++id, created_at' });
    // v5: sagas and custom stories read offline — saga pages, their cards and echoes, stories and their
    // chapters. New tables (v3 dropped v1's unused `sagas`; this one holds saga pages), nothing to carry.
    this.version(5).stores({
      sagas: 'saga_id',
      sagaCards: 'saga_id',
      echoes: 'saga_id',
      stories: 'story_id',
      storyChapters: '[story_id+chapter_number], story_id',
    });
    // v6: the player's own corner — their group, their trading cards by tab,
    // the season pass and the team event's priority alert. New tables, nothing to carry.
    this.version(6).stores({
      friends: 'key, position, outbox_id',
      cards: 'card_id, tab, saga_id',
      seasonPass: 'id',
      priorityAlert: 'id',
    });
    // v7: the shell's discovery and modals: creators (and their pages), the server's prompts, and the
    // single documents (FAQ, limited offer, following feed, search answers, community challenges).
    this.version(7).stores({
      creators: 'page_name',
      prompts: 'prompt_id, created_at',
      documents: 'key',
    });
    // v8: long threads read a window at a time. [thread+depth+created_at] lists a thread's top-level
    // comments (depth 0) newest first, counts them and pages by offset without reading the replies;
    // adventureExtras keeps the loader's phrases and the end screen for offline. Comments take their depth.
    this.version(8)
      .stores({
        comments: 'comment_id, thread, [thread+depth+created_at], parent_id, outbox_id',
        adventureExtras: 'adventure_id',
      })
      .upgrade((tx) => (upgrades ? upgrades[8](tx) : refuseUpgrade()));
    // v9: Memories and Timelines made available offline (src/features/offline, worker/commands/download.ts):
    // one row per download, its progress and the files it keeps. New table, nothing to carry.
    this.version(9).stores({ downloads: 'key' });
    // v10: one write kind deletes a custom story: queued `customSagaDelete` rows become `storyDelete` ones
    // (upgrade-v10.ts). No table changes.
    this.version(10)
      .stores({})
      .upgrade((tx) => (upgrades ? upgrades[10](tx) : refuseUpgrade()));
  }

  /**
   * Opens only once `ready` settles: the page's instance waits for the worker's, which upgrades the
   * database first. Queries made before then wait too (Dexie opens on the first one).
   */
  openAfter(ready: Promise<unknown>): void {
    this.gate = ready.catch(() => undefined);
  }

  /**
   * Whether the database on this device is of an older version than this code's, so that opening it
   * runs upgrades. A new database needs none (its tables are created as they are now). Without
   * indexedDB.databases() it cannot tell, and answers yes.
   */
  async needsUpgrade(): Promise<boolean> {
    if (typeof indexedDB.databases !== 'function') return true;
    const found = (await indexedDB.databases()).find((d) => d.name === this.name);
    // Dexie keeps version n as IndexedDB version n * 10.
    return found?.version !== undefined && found.version < this.verno * 10;
  }

  override open(): PromiseExtended<Dexie> {
    const gate = this.gate;
    if (!gate) return super.open();
    return Dexie.Promise.resolve(gate).then(() => super.open());
  }
}

/** The tables every sign-out clears: everything that belongs to a player. */
export const PLAYER_TABLES = [
  'user',
  'featured',
  'recents',
  'series',
  'adventures',
  'adventureExtras',
  'chapters',
  'dungeons',
  'dungeonProgress',
  'dungeonEvents',
  'dungeonExtras',
  'expeditions',
  'rank',
  'avatars',
  'dungeonNotes',
  'dungeonJournal',
  'threads',
  'comments',
  'ratings',
  'notifications',
  'notices',
  'friends',
  'cards',
  'seasonPass',
  'priorityAlert',
  'creators',
  'prompts',
  'documents',
  'sagas',
  'sagaCards',
  'echoes',
  'stories',
  'storyChapters',
  'outbox',
  'syncState',
  'downloads',
] as const;
