import type {
  ArtifactList,
  CrawlHead,
  Avatar,
  Dungeon,
  DungeonDetails,
  DungeonEvent,
  DungeonProgress,
  Expedition,
  ExpeditionProgress,
  HistorianRank,
  JournalEntry,
  LeaderboardStats,
  RoomNote,
  StartResponse,
  TurnResponse,
} from '../../../src/contract';

const AT = '2025-01-01T00:00:00.000Z';

export const dungeon = (id: string, over: Partial<Dungeon> = {}): Dungeon => ({
  dungeon_id: id,
  name: `Timeline ${id}`,
  image_url: `/art/${id}.jpg`,
  description: 'Stone and smoke.',
  is_premium: false,
  created_by: 'Chronicle',
  creator_page_name: 'chronicle',
  creator_avatar: null,
  discussion_count: 0,
  can_access: true,
  has_active_crawl: false,
  missions: [],
  expedition_id: null,
  victory_text: 'You made it.',
  timeline_type: 'structured',
  narratives: [],
  ...over,
});

export const narrative = (seq: number, text = `Paragraph ${seq}.`): DungeonEvent => ({
  type: 'narrativeTextParagraph',
  author: 'dungeon_text',
  text,
  event_id: `e${seq}`,
  seq,
  created_at: AT,
});

export const input = (seq: number, text: string): DungeonEvent => ({ type: 'input', author: 'user', text, event_id: `e${seq}`, seq, created_at: AT });

export const progress = (id: string, events: DungeonEvent[] = [], over: Partial<DungeonProgress> = {}): DungeonProgress => ({
  dungeon_id: id,
  status: 'active',
  free_room_restart_available: true,
  actions_available: 20,
  actions_total: 20,
  current_room: 'The Gate',
  room_audio_url: null,
  inventory: [],
  trackers: [],
  missions: [],
  rooms: [{ name: 'The Gate', count: 0, items_found: 0, total_items: 3, can_fast_travel: true }],
  events,
  artifacts: [],
  read_step: 0,
  artifacts_earned: [],
  ...over,
});

/** The crawl's head, as turns answer it: the progress without its events. */
export const head = ({ events: _, ...rest }: DungeonProgress): CrawlHead => rest;

/** A turn's answer: the crawl's head and the events the client lacks (as the server sends them). */
export const turn = (p: DungeonProgress, events: DungeonEvent[], over: Partial<TurnResponse> = {}): TurnResponse => ({
  events,
  new_items: [],
  missions_completed: [],
  progress: head(p),
  ...over,
});

export const start = (p: DungeonProgress, audio: string | null = null): StartResponse => ({
  ...turn(p, p.events),
  room: { name: p.current_room, audio_url: audio },
});

export const journalEntry = (id: string, over: Partial<JournalEntry> = {}): JournalEntry => ({
  journal_id: id,
  room: 'The Gate',
  source: 'custom',
  event_id: null,
  text: `Journal ${id}`,
  created_at: AT,
  ...over,
});

export const roomNote = (id: string, over: Partial<RoomNote> = {}): RoomNote => ({ note_id: id, room: 'The Gate', text: `Note ${id}`, created_at: AT, ...over });

export const details = (journal: JournalEntry[] = [], notes: RoomNote[] = []): DungeonDetails => ({
  room_info: {
    room: 'The Gate',
    total_items: 3,
    items_found: 0,
    actions_available: 20,
    first_to_discover_room: null,
    next_room_info: [],
  },
  rooms: [{ name: 'The Gate', count: notes.length, items_found: 0, total_items: 3, can_fast_travel: true }],
  journal,
  notes,
});

export const leaderboard = (): LeaderboardStats => ({
  fabulous_firsts: { first_to_complete_dungeon: null, first_to_find_all_rooms: null, first_to_find_all_items: null },
  users_started: 4,
  users_completed: 1,
  timeline_type: 'structured',
  items_found: 0,
  total_items: 3,
});

export const artifactList = (): ArtifactList => ({
  artifacts: [{ artifact_id: 'ar1', name: 'Lamp', icon: '/art/lamp.png', publicDescription: 'Light.', owned: true, award_description: 'Win.' }],
  cost_one: 10,
  cost_two: 20,
  cost_three: 30,
  cost_four: 40,
  artifact_power: 50,
});

export const expedition = (id: string): Expedition => ({
  expedition_id: id,
  name: `Expedition ${id}`,
  description: 'Far.',
  disclaimer: 'Dungeons in order.',
  image_url: '/art/exp.jpg',
  dungeons: [{ dungeon_id: 'd1', name: 'Timeline d1', image_url: '/art/d1.jpg' }],
  artifact: { artifact_id: 'ar9', name: 'Crown', icon: '/art/crown.png', description: 'Heavy.' },
});

export const expeditionProgress = (id: string, over: Partial<ExpeditionProgress> = {}): ExpeditionProgress => ({
  expedition_id: id,
  completed_dungeons: [],
  current_dungeon: 'd1',
  completed: false,
  ...over,
});

export const rank = (): HistorianRank => ({
  current_rank: { title: 'Recruit', rank: 1 },
  next_rank: { title: 'Scribe', rank: 2 },
  current_points: 10,
  points_to_next: 90,
  missions_completed: 0,
  expeditions_completed: 0,
  rewards: [],
});

export const avatar = (id: string, over: Partial<Avatar> = {}): Avatar => ({
  avatar_id: id,
  name: `Avatar ${id}`,
  description: 'A face.',
  image_url: `/art/${id}.png`,
  state: 'earned',
  seen: true,
  subscriber_only: false,
  ...over,
});
