/**
 * The crawl state: a plain JSON object the server stores per crawl. `world` is what room restarts and
 * resurrections roll back (to `roomEntry`); everything else is the crawl's memory and survives them:
 * the dice position, event numbering, discoveries, collapse notices, mission verdicts and the journal.
 */

/** The contract's MissionStatus and gameOver narrative_type values (src/contract/enums.ts, dungeon.ts). */
export type MissionStatus = 'active' | 'failed' | 'completed' | 'will_complete';
export type GameOverNarrativeType = 'action_counter_zero' | 'deadly_failure';

export type CrawlStatus = 'active' | 'game_over' | 'victory';

export interface WorldState {
  room: string;
  actionsLeft: number;
  trackers: Record<string, number>;
  /** Item key → quantity, in the order they were picked up. */
  inventory: Record<string, number>;
  /** Items no longer lying in their room (taken). */
  taken: string[];
  /** Hidden items made visible by searching or examining. */
  revealed: string[];
  searched: string[];
  /** Features whose examination check has been passed. */
  examined: string[];
  /** Exits opened, as 'from>to'. */
  unlocked: string[];
  /** Item uses on features done, as 'feature:item'. */
  used: string[];
  foeHp: Record<string, number>;
  defeated: string[];
  /** Foes overcome by words (a won parley): also in `defeated`. Absent in crawls saved before it existed. */
  spared?: string[];
  freed: string[];
  given: string[];
  talks: Record<string, number>;
  /** Lines said, as 'character#index' (state-text.ts). Absent in crawls saved before it existed. */
  said?: string[];
  hazardsSprung: string[];
  /** Failures so far per check id: each one makes the next try easier. */
  failures: Record<string, number>;
  /** A successful parry opens the foe's guard: the next attack has advantage. */
  guard: boolean;
}

export interface Modifiers {
  skill: number;
  attack: number;
  defense: number;
}

export interface JournalLine {
  journal_id: string;
  room: string;
  source: 'segment' | 'custom';
  event_id: string | null;
  text: string;
  created_at: string;
}

export interface NoteLine {
  note_id: string;
  room: string;
  text: string;
  created_at: string;
}

export interface CrawlState {
  v: 1;
  /** The dungeon's id: the stored name of the field, kept so that saved crawls still load. */
  timelineId: string;
  seed: number;
  /** mulberry32 position: advanced by every die rolled. */
  rng: number;
  /** The seq of the next event. */
  seq: number;
  status: CrawlStatus;
  gameOver: GameOverNarrativeType | null;
  actionsTotal: number;
  /** Every action placed in this crawl, rollbacks included (challenge_mode counts these). */
  actionsSpent: number;
  world: WorldState;
  roomEntry: WorldState;
  /** Rooms discovered in this crawl, in order of discovery. */
  visited: string[];
  /** Items ever picked up in this crawl (items_found, catalogue). */
  found: string[];
  collapse: ('warning' | 'danger' | 'final')[];
  milestones: string[];
  missions: Record<string, MissionStatus>;
  /** Missions already reported completed, so a rollback and replay never reports one twice. */
  reported: string[];
  failedChecks: number;
  resurrections: number;
  artifacts: string[];
  mods: Modifiers;
  rerolls: number;
  journal: JournalLine[];
  notes: NoteLine[];
  /** Next id number for journal lines and notes. */
  nextId: number;
  /** The last command placed and the last thing and person named ('again', 'it', 'him'). Absent in older crawls. */
  recent?: { input?: string; thing?: string; person?: string; from?: string; place?: string; offered?: string | undefined };
}
