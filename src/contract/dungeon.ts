/**
 * The dungeon (Timeline) domain: app-shell §3 and §7 Dungeons, in-play §2-§4.
 * Shapes the spec leaves open are ours and say so in a comment; field names the spec gives are verbatim.
 * `dungeonApi` (which spreads `expeditionApi`) is part of api.ts.
 */
import * as z from 'zod/mini';
import { Id, IsoDate, LIMITS, MessageResponse, playerText } from './common';
import { Mode, MissionStatus, MissionType } from './enums';
import { endpoint } from './endpoint';

/** How leaderboards, missions and rooms show a person (in-play §3: avatar, username, rank_title). */
export const Historian = z.object({ avatar: z.nullable(z.string()), username: z.string(), rank_title: z.string() });
export type Historian = z.infer<typeof Historian>;

/** Mission's first_completed_user: the spec names its field `rank` (the title), not rank_title. */
export const MissionFirst = z.object({ avatar: z.nullable(z.string()), username: z.string(), rank: z.string() });

export const Mission = z.object({
  mission_id: Id,
  mission_type: MissionType,
  status: MissionStatus,
  description: z.string(),
  first_completed_user: z.nullable(MissionFirst),
});
export type Mission = z.infer<typeof Mission>;

/** A narrative the dungeon keeps for special screens, e.g. { type: 'game_over', segment: 'action_counter_zero', text }. */
export const DungeonNarrative = z.object({ type: z.string(), segment: z.string(), text: z.string() });

/** GET /dungeon/{id}/ */
export const Dungeon = z.object({
  dungeon_id: Id,
  name: z.string(),
  image_url: z.string(),
  description: z.string(),
  is_premium: z.boolean(),
  created_by: z.string(),
  creator_page_name: z.string(),
  creator_avatar: z.nullable(z.string()),
  discussion_count: z.int().check(z.gte(0)),
  can_access: z.boolean(),
  has_active_crawl: z.boolean(),
  missions: z.array(Mission),
  expedition_id: z.nullable(Id),
  victory_text: z.string(),
  timeline_type: Mode,
  narratives: z.array(DungeonNarrative),
});
export type Dungeon = z.infer<typeof Dungeon>;

// ---- Events (in-play §2 in-play cards): one per EventType value, discriminated by `type`.

const EventBase = { event_id: Id, seq: z.int().check(z.gte(0)), created_at: IsoDate };

/** What every check card shows. rollString reads e.g. 'd20 (14) + 2 = 16 vs 13'; with advantage
 * 'd20 adv (7, 14) + 2 = 16 vs 13'; a free reroll 'd20 (3, reroll 15) + 2 = 17 vs 13'. */
const CheckPayload = {
  rollString: z.string(),
  rollResultNumber: z.int(),
  resultString: z.string(),
  /** 'Failure' is drawn amber, anything else green (in-play §2). A natural 1 is a plain 'Failure'. */
  resultStatus: z.enum(['Failure', 'Success', 'Critical Success']),
  narrativeString: z.string(),
  /** The pictures of the roll: the foe or person it is against, and the kind of check (image URLs). */
  NPCIcon: z.nullable(z.string()),
  icon: z.string(),
  /** Ours: the check's difficulty after retries, and whether advantage was granted. */
  difficulty: z.int(),
  advantage: z.boolean(),
};

export const NarrativeEvent = z.object({ ...EventBase, type: z.literal('narrativeTextParagraph'), author: z.literal('dungeon_text'), text: z.string() });
export const SkillCheckEvent = z.object({ ...EventBase, type: z.literal('skillCheck'), ...CheckPayload });
export const DefenseCheckEvent = z.object({ ...EventBase, type: z.literal('combatDefenseCheck'), ...CheckPayload });
export const AttackCheckEvent = z.object({ ...EventBase, type: z.literal('combatAttackCheck'), ...CheckPayload });
export const InputEvent = z.object({ ...EventBase, type: z.literal('input'), author: z.literal('user'), text: z.string() });
export const GameOverNarrativeType = z.enum(['action_counter_zero', 'deadly_failure']);
export const GameOverEvent = z.object({ ...EventBase, type: z.literal('gameOver'), narrative_type: GameOverNarrativeType, text: z.string() });
/**
 * 'You are leaving {from}' / 'Arriving In {to}'; from is null on the opening room. Ours: the room's
 * scene and its alt text (null for a room without one).
 */
export const RoomChangeEvent = z.object({
  ...EventBase,
  type: z.literal('roomChange'),
  from: z.nullable(z.string()),
  to: z.string(),
  fast_travel: z.boolean(),
  image_url: z._default(z.nullable(z.string()), null),
  image_alt: z._default(z.nullable(z.string()), null),
});
/** Ours: completed_dungeons/total of the dungeon's expedition; null outside an expedition (the engine leaves it null, the server fills it). */
export const ExpeditionProgressSummary = z.object({
  expedition_id: Id,
  completed_dungeons: z.array(Id),
  current_dungeon: z.nullable(Id),
  total_dungeons: z.int().check(z.gte(1)),
  /** Ours: the Expedition's own passage for this many of its Timelines won (its story, read on the victory card). */
  passage: z._default(z.nullable(z.object({ title: z.string(), text: z.string() })), null),
});
export const VictoryEvent = z.object({ ...EventBase, type: z.literal('victory'), victory_text: z.string(), expedition_progress: z.nullable(ExpeditionProgressSummary) });
export const MilestoneEvent = z.object({ ...EventBase, type: z.literal('milestone'), title: z.string(), text: z.string() });
export const FirstToEnterEvent = z.object({ ...EventBase, type: z.literal('firstToEnter'), room: z.string(), artifact_power_awarded: z.literal(100) });
/** The three timeline-collapse notices; text e.g. '50% of actions exhausted'. */
const collapse = <T extends string>(type: T) =>
  z.object({ ...EventBase, type: z.literal(type), text: z.string(), actions_available: z.int().check(z.gte(0)) });
export const CollapseWarningEvent = collapse('timelineCollapseWarning');
export const CollapseDangerEvent = collapse('timelineCollapseDanger');
export const CollapseFinalEvent = collapse('timelineCollapseFinal');

export const DungeonEvent = z.discriminatedUnion('type', [
  NarrativeEvent,
  SkillCheckEvent,
  DefenseCheckEvent,
  AttackCheckEvent,
  InputEvent,
  GameOverEvent,
  RoomChangeEvent,
  VictoryEvent,
  MilestoneEvent,
  FirstToEnterEvent,
  CollapseWarningEvent,
  CollapseDangerEvent,
  CollapseFinalEvent,
]);
export type DungeonEvent = z.infer<typeof DungeonEvent>;
export type CheckEvent = z.infer<typeof SkillCheckEvent> | z.infer<typeof DefenseCheckEvent> | z.infer<typeof AttackCheckEvent>;

// ---- Rooms, items, trackers

/** Room info (in-play §3). next_room_info is ours: the exits of this room, naming rooms already discovered. */
export const RoomInfo = z.object({
  room: z.string(),
  total_items: z.nullable(z.int().check(z.gte(0))),
  items_found: z.int().check(z.gte(0)),
  actions_available: z.int().check(z.gte(0)),
  first_to_discover_room: z.nullable(Historian),
  next_room_info: z.array(z.object({ label: z.string(), room: z.nullable(z.string()) })),
});
export type RoomInfo = z.infer<typeof RoomInfo>;

/** A discovered room in the Room Notes sheet; total_items is null in open timelines (counts are not shown). */
export const RoomSummary = z.object({
  name: z.string(),
  count: z.int().check(z.gte(0)),
  items_found: z.int().check(z.gte(0)),
  total_items: z.nullable(z.int().check(z.gte(0))),
  can_fast_travel: z.boolean(),
  /** The narration of the room's description, in the crawl's answers when narration is on (ours): a download keeps it. */
  audio_url: z.optional(z.nullable(z.string())),
});
export type RoomSummary = z.infer<typeof RoomSummary>;

export const InventoryItem = z.object({ name: z.string(), icon: z.string(), quantity: z.int().check(z.gte(1)), publicDescription: z.string() });
export type InventoryItem = z.infer<typeof InventoryItem>;

/**
 * A tracker (in-play §3: name, icon, value, description). Ours: its maximum; fatal, when reaching 0 ends
 * the crawl; danger, when it is about to (the footer warns); turns_left, the actions left in the current
 * room before its drain empties it (null when the room does not drain it).
 */
export const TrackerItem = z.object({
  name: z.string(),
  icon: z.nullable(z.string()),
  value: z.int(),
  description: z.string(),
  max: z._default(z.nullable(z.int().check(z.gte(0))), null),
  fatal: z._default(z.boolean(), false),
  danger: z._default(z.boolean(), false),
  turns_left: z._default(z.nullable(z.int().check(z.gte(0))), null),
});
export type TrackerItem = z.infer<typeof TrackerItem>;

// ---- Artifacts and leaderboard

export const Artifact = z.object({
  artifact_id: Id,
  name: z.string(),
  icon: z.string(),
  publicDescription: z.string(),
  owned: z.boolean(),
  award_description: z.string(),
});
export type Artifact = z.infer<typeof Artifact>;

/** GET /dungeon/{id}/artifacts/: cost_N is the artifact_power price of taking N artifacts in (0 for none). */
export const ArtifactList = z.object({
  artifacts: z.array(Artifact),
  cost_one: z.int().check(z.gte(0)),
  cost_two: z.int().check(z.gte(0)),
  cost_three: z.int().check(z.gte(0)),
  cost_four: z.int().check(z.gte(0)),
  artifact_power: z.int().check(z.gte(0)),
});
export type ArtifactList = z.infer<typeof ArtifactList>;

export const LeaderboardStats = z.object({
  fabulous_firsts: z.object({
    first_to_complete_dungeon: z.nullable(Historian),
    first_to_find_all_rooms: z.nullable(Historian),
    first_to_find_all_items: z.nullable(Historian),
  }),
  users_started: z._default(z.int().check(z.gte(0)), 0),
  users_completed: z._default(z.int().check(z.gte(0)), 0),
  timeline_type: Mode,
  items_found: z.int().check(z.gte(0)),
  total_items: z.int().check(z.gte(0)),
});
export type LeaderboardStats = z.infer<typeof LeaderboardStats>;

// ---- Journal, notes, progress

/** A journal line: a narrative segment the player kept ('Add segment to Journal') or their own text. */
export const JournalEntry = z.object({
  journal_id: Id,
  room: z.string(),
  source: z.enum(['segment', 'custom']),
  event_id: z.nullable(Id),
  text: z.string(),
  created_at: IsoDate,
});
export type JournalEntry = z.infer<typeof JournalEntry>;

export const RoomNote = z.object({ note_id: Id, room: z.string(), text: z.string(), created_at: IsoDate });
export type RoomNote = z.infer<typeof RoomNote>;

/**
 * GET resurrection-status. Beyond the spec: `rank`, the free one is a claimed rank perk (so it is not only a
 * subscriber's); `unlimited`, the perk is 'Unlimited Free Resurrections', and no try-again is sold.
 */
export const ResurrectionStatus = z.object({
  free_resurrection_available: z.boolean(),
  rank: z.optional(z.boolean()),
  unlimited: z.optional(z.boolean()),
});
export type ResurrectionStatus = z.infer<typeof ResurrectionStatus>;

export const CrawlStatus = z.enum(['active', 'game_over', 'victory']);

/** In-play §3 Artifact earned: one slide of the 'Artifact Earned!' modal (image is the artifact's icon art). */
export const ArtifactEarned = z.object({ artifact_id: Id, title: z.string(), image: z.string(), name: z.string(), description: z.string() });
export type ArtifactEarned = z.infer<typeof ArtifactEarned>;

/**
 * The player's crawl without its event history (shape ours beyond free_room_restart_available): what every
 * call that plays a turn or changes the crawl answers, so an answer's size does not grow with the history.
 */
export const CrawlHead = z.object({
  dungeon_id: Id,
  status: CrawlStatus,
  free_room_restart_available: z.boolean(),
  actions_available: z.int().check(z.gte(0)),
  actions_total: z.int().check(z.gte(1)),
  current_room: z.string(),
  room_audio_url: z.nullable(z.string()),
  inventory: z.array(InventoryItem),
  trackers: z.array(TrackerItem),
  missions: z.array(Mission),
  rooms: z.array(RoomSummary),
  artifacts: z.array(Id),
  read_step: z.int().check(z.gte(0)),
  /** Artifacts earned and not yet shown (POST /user/artifact-earned/clear/ empties it); the victory answer carries it. */
  artifacts_earned: z.array(ArtifactEarned),
});
export type CrawlHead = z.infer<typeof CrawlHead>;

/** GET /dungeon/{id}/user-progress/: the whole crawl, its history included (a device's first pull, or a resync). */
export const DungeonProgress = z.extend(CrawlHead, {
  /** Every event of the crawl, by seq (from 0, across restarts): the read page renders them in order. */
  events: z.array(DungeonEvent),
});
export type DungeonProgress = z.infer<typeof DungeonProgress>;

/**
 * The answer of every call that plays a turn (start, continue, change-room, resurrect, restart-room): the
 * crawl's head and the events the client lacks. With `after_seq` in the request (the seq of the last
 * event it holds), `events` are every event after it: the turn's own, and any played elsewhere since;
 * without it, the events this call played. The client appends them to what it holds.
 */
export const TurnResponse = z.object({
  events: z.array(DungeonEvent),
  new_items: z.array(InventoryItem),
  missions_completed: z.array(Id),
  progress: CrawlHead,
});
export type TurnResponse = z.infer<typeof TurnResponse>;

/** POST /dungeon/{id}/ answers room.audio_url (app-shell §3) plus the crawl it started or resumed. */
export const StartResponse = z.extend(TurnResponse, { room: z.object({ name: z.string(), audio_url: z.nullable(z.string()) }) });
export type StartResponse = z.infer<typeof StartResponse>;

// ---- Request bodies

/** Every call that plays a turn may name the last event the client holds: see TurnResponse. */
const AfterSeq = z.optional(z.int().check(z.gte(0)));

export const MAX_ARTIFACTS = 4;
/**
 * Starting a Timeline (shape ours beyond restart and artifacts): `new_run` asks for a new run after a victory
 * ('Enter the Timeline'); without it a won run is only resumed, so a device whose copy still says 'in play'
 * never starts a won Timeline over by continuing it.
 */
export const StartRequest = z.object({
  restart: z._default(z.boolean(), false),
  new_run: z._default(z.boolean(), false),
  artifacts: z._default(z.array(Id).check(z.maxLength(MAX_ARTIFACTS, 'You can only select up to 4 artifacts.')), []),
  after_seq: AfterSeq,
});
export type StartRequest = z.input<typeof StartRequest>;

export const DungeonContinue = z.object({ text: playerText(LIMITS.choice), after_seq: AfterSeq });
export type DungeonContinue = z.input<typeof DungeonContinue>;

export const ChangeRoom = z.object({ room: z.string().check(z.minLength(1), z.maxLength(120)), after_seq: AfterSeq });
/** POST /resurrect/: use_free asks for the subscriber's free resurrection; false means the paid try-again. */
export const ResurrectRequest = z.object({ use_free: z.boolean(), after_seq: AfterSeq });
/** POST /restart-room/: no body, or the last event the client holds. */
export const RestartRoomRequest = z.optional(z.strictObject({ after_seq: AfterSeq }));
export const JournalCustom = z.object({ text: playerText(LIMITS.comment), room: z.optional(z.string().check(z.maxLength(120))) });
/** A note on a room, as the player writes it. */
export const NoteAdd = z.object({ room: z.string().check(z.minLength(1), z.maxLength(120)), text: playerText(LIMITS.comment) });
/** PUT /user-progress/ (fields ours): the read step, and room-note changes, which the spec gives no call of their own. */
export const UserProgressUpdate = z.object({
  read_step: z.optional(z.int().check(z.gte(0))),
  add_note: z.optional(NoteAdd),
  delete_note_id: z.optional(Id),
  add_segment: z.optional(z.object({ event_id: Id })),
});
export type UserProgressUpdate = z.input<typeof UserProgressUpdate>;

/** GET /loading/ (ours): helper phrases, the share-code banner (in-play §3 Loading banner), whether to ask for a rating. */
export const DungeonLoading = z.object({
  phrases: z.array(z.string()),
  banner: z.nullable(z.object({ shareCode: z.string(), shareCodeBackgroundImage: z.string(), shareCodeSecondsUntilExpire: z.int(), shareCodeTitle: z.string() })),
  ask_rating: z.boolean(),
});
export type DungeonLoading = z.infer<typeof DungeonLoading>;
/** GET /details/ (ours): the journal page: room info, the rooms sheet, journal and notes. */
export const DungeonDetails = z.object({
  room_info: RoomInfo,
  rooms: z.array(RoomSummary),
  journal: z.array(JournalEntry),
  notes: z.array(RoomNote),
});
export type DungeonDetails = z.infer<typeof DungeonDetails>;
/** GET /extra-section/?is_app=false (ours): promotional sections under the dungeon page. */
export const ExtraSectionQuery = z.object({ is_app: z._default(z.enum(['true', 'false']), 'false') });
export const ExtraSection = z.object({ sections: z.array(z.object({ key: z.string(), title: z.string(), body: z.string() })) });
export const FastTravelList = z.object({ rooms: z.array(RoomSummary) });
const NoBody = z.optional(z.strictObject({}));

// ---- Expeditions (in-play §3, §7)

export const Expedition = z.object({
  expedition_id: Id,
  name: z.string(),
  description: z.string(),
  disclaimer: z.string(),
  image_url: z.string(),
  dungeons: z.array(z.object({ dungeon_id: Id, name: z.string(), image_url: z.string() })),
  artifact: z.object({ artifact_id: Id, name: z.string(), icon: z.string(), description: z.string() }),
});
export type Expedition = z.infer<typeof Expedition>;

/** current_dungeon: the first of the expedition's dungeons not yet won (null once all are); completed is ours. */
export const ExpeditionProgress = z.object({
  expedition_id: Id,
  completed_dungeons: z.array(Id),
  current_dungeon: z.nullable(Id),
  completed: z.boolean(),
});
export type ExpeditionProgress = z.infer<typeof ExpeditionProgress>;

export const expeditionApi = {
  expedition: endpoint({ method: 'GET', path: '/expedition/:id/', response: Expedition }),
  expeditionProgress: endpoint({ method: 'GET', path: '/expedition/:id/user-progress/', response: ExpeditionProgress }),
} as const;

export const dungeonApi = {
  ...expeditionApi,
  dungeon: endpoint({ method: 'GET', path: '/dungeon/:id/', response: Dungeon }),
  dungeonStart: endpoint({ method: 'POST', path: '/dungeon/:id/', body: StartRequest, response: StartResponse }),
  dungeonContinue: endpoint({ method: 'PUT', path: '/dungeon/:id/continue/', body: DungeonContinue, response: TurnResponse }),
  dungeonResurrect: endpoint({ method: 'POST', path: '/dungeon/:id/resurrect/', body: ResurrectRequest, response: TurnResponse }),
  dungeonRestartRoom: endpoint({ method: 'POST', path: '/dungeon/:id/restart-room/', body: RestartRoomRequest, response: TurnResponse }),
  dungeonChangeRoom: endpoint({ method: 'POST', path: '/dungeon/:id/change-room/', body: ChangeRoom, response: TurnResponse }),
  dungeonJournalCustom: endpoint({ method: 'POST', path: '/dungeon/:id/journal/custom/', body: JournalCustom, response: JournalEntry }),
  /** The 'Artifact Earned!' modal was seen: every artifact earned so far stops being announced. */
  artifactEarnedClear: endpoint({ method: 'POST', path: '/user/artifact-earned/clear/', body: NoBody, response: MessageResponse }),
  dungeonResetUses: endpoint({ method: 'POST', path: '/dungeon/:id/reset-uses/', body: NoBody, response: MessageResponse }),
  /** 'Restart the Dungeon' (instant): a new crawl from the first room with the same artifacts, unpaid; journal, notes and history stay. */
  dungeonReset: endpoint({ method: 'PUT', path: '/dungeon/:id/reset/', body: NoBody, response: MessageResponse }),
  /** Notes, kept segments and the read step change no event: the answer is the crawl's head. */
  dungeonUpdateProgress: endpoint({ method: 'PUT', path: '/dungeon/:id/user-progress/', body: UserProgressUpdate, response: CrawlHead }),
  dungeonProgress: endpoint({ method: 'GET', path: '/dungeon/:id/user-progress/', response: DungeonProgress }),
  dungeonArtifacts: endpoint({ method: 'GET', path: '/dungeon/:id/artifacts/', response: ArtifactList }),
  dungeonLoading: endpoint({ method: 'GET', path: '/dungeon/:id/loading/', response: DungeonLoading }),
  dungeonLeaderboard: endpoint({ method: 'GET', path: '/dungeon/:id/leaderboard/', response: LeaderboardStats }),
  dungeonDetails: endpoint({ method: 'GET', path: '/dungeon/:id/details/', response: DungeonDetails }),
  dungeonExtraSection: endpoint({ method: 'GET', path: '/dungeon/:id/extra-section/', query: ExtraSectionQuery, response: ExtraSection }),
  dungeonFastTravel: endpoint({ method: 'GET', path: '/dungeon/:id/fast-travel/', response: FastTravelList }),
  dungeonResurrectionStatus: endpoint({ method: 'GET', path: '/dungeon/:id/resurrection-status/', response: ResurrectionStatus }),
} as const;
