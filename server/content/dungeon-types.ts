/**
 * A dungeon (a Timeline to players) is data: the engine in server/engine/dungeon reads these values and
 * never special-cases a dungeon. Keys are stable ids (kebab-case) used in crawl states: renaming one breaks
 * stored crawls.
 */

/**
 * A state of the crawl a text depends on (engine-rules.md, 'Text that follows the state'). Items: `holds` is
 * in the satchel now, `taken` has left the place it lay (picked up, received, or spent since); people:
 * `freed` from captivity, `given` has handed over their gift; foes: `gone` overcome (slain, fled or talked
 * down); exits: `opened`, named 'from>to' as in the state. Each has its negation.
 */
export type StateCondition =
  | { holds: string }
  | { not_holds: string }
  | { taken: string }
  | { not_taken: string }
  | { freed: string }
  | { not_freed: string }
  | { given: string }
  | { not_given: string }
  | { gone: string }
  | { not_gone: string }
  | { opened: string }
  | { not_opened: string };

/** A text read only while its condition holds (every condition of a list); always, without one. */
export interface StateText {
  when?: StateCondition | StateCondition[];
  text: string;
}

/** A person's line: always true, or true in some states only. */
export type Line = string | StateText;

/** The skill named on a check card ('Athletics check: Success'). */
export type Skill = 'Athletics' | 'Stealth' | 'Lore' | 'Perception' | 'Persuasion' | 'Sleight of Hand' | 'Endurance';

/** What a failed check costs. Health is the tracker keyed 'health'; deadly ends the crawl at once. */
export interface Consequence {
  damage?: number;
  loseActions?: number;
  tracker?: { key: string; delta: number };
  deadly?: boolean;
}

/** A d20 check against a difficulty; retries of the same check get easier (engine rule). */
export interface CheckSeed {
  skill: Skill;
  difficulty: number;
  success: string;
  failure: string;
  onFail?: Consequence;
}

export interface ExitSeed {
  /** Destination room key. */
  to: string;
  /** How the room's prose names the way: 'north', 'the bronze door'. */
  label: string;
  aliases?: string[];
  /**
   * Locked exits open with a held item (used or simply carried through) or by passing a check. `unlockText`
   * tells the item opening it and is read only then; a check's own success text tells the other way.
   */
  locked?: { item?: string; check?: CheckSeed; text: string; unlockText: string };
}

export interface ItemSeed {
  key: string;
  name: string;
  icon: string;
  publicDescription: string;
  aliases?: string[];
  /** Hidden items appear after 'search' (value 'search') or after examining the named feature. */
  hidden?: 'search' | { feature: string };
  /** Scenery you can examine but not carry ('The obelisk will not fit in your satchel.'). */
  fixed?: boolean;
  /** Taking it needs a check first (a relic on a high ledge). */
  takeCheck?: CheckSeed;
  /** Bonuses while carried. */
  bonus?: { skill?: number; attack?: number; defense?: number };
  /** Using it (on nothing in particular) restores a tracker and uses it up. */
  restores?: { tracker: string; amount: number };
  consumable?: boolean;
}

/** A visible thing of the room: examining it describes it and may reveal items or need a check. */
export interface FeatureSeed {
  key: string;
  name: string;
  aliases?: string[];
  /** True in every state; `stateNotes` add what holds only in some (the key still in the hair, the bow under the cloak). */
  description: string;
  stateNotes?: StateText[];
  check?: CheckSeed;
  /** Using a held item on it: text, and what it opens (an exit's destination key) or reveals. */
  use?: { item: string; text: string; reveals?: string[]; unlocks?: string; consumes?: boolean };
}

export interface CharacterSeed {
  key: string;
  name: string;
  icon: string;
  aliases?: string[];
  /**
   * Said when talked to: the first line whose condition holds and that was not said yet; once all are said,
   * the last that holds repeats. A line naming the state it speaks of says so in its `when`.
   */
  lines: Line[];
  /**
   * Talking hands over an item once (optionally only when the player carries `requires`). A trade spends
   * what it asks for (`requires` leaves the satchel) unless `kept`: the player only showed it. `line` is
   * what they say as they hand it over, instead of their next line: only then is it true.
   */
  gives?: { item: string; requires?: string; kept?: boolean; line?: string; text: string };
  /**
   * Rescue: free/untie/release the character, with an item or by a check. `freedText` is read either way,
   * so it names no item; `keyText`, read before it, tells the item at work when that is how it went.
   */
  captive?: { requires?: string; check?: CheckSeed; keyText?: string; freedText: string; captiveText: string };
}

export interface FoeSeed {
  key: string;
  name: string;
  icon: string;
  aliases?: string[];
  description: string;
  hp: number;
  /** Difficulty of hitting it (combatAttackCheck). */
  defense: number;
  /** Difficulty of warding off its blows (combatDefenseCheck). */
  attack: number;
  damage: number;
  /** Exit destinations it bars while it stands. */
  blocks?: string[];
  /** Sneaking past it (to the first barred exit) is a Stealth check of this difficulty. */
  awareness?: number;
  /** Talking it down: a Persuasion check that ends the fight without blood. */
  parley?: CheckSeed;
  lines?: string[];
  defeatedText: string;
  drops?: string[];
}

/** A trap or peril that springs on the first entry into its room, unless the player carries `avoidedBy`. */
export interface HazardSeed {
  key: string;
  name: string;
  kind: 'skill' | 'defense';
  check: CheckSeed;
  avoidedBy?: string;
  avoidedText?: string;
}

export interface RoomSeed {
  key: string;
  name: string;
  /**
   * The entry paragraph, read on arrival and on a look: true in every state. `stateNotes` follow it while their
   * condition holds (the legionary still at his sack, the jenever still on the mantel).
   */
  description: string;
  stateNotes?: StateText[];
  exits: ExitSeed[];
  items?: ItemSeed[];
  features?: FeatureSeed[];
  characters?: CharacterSeed[];
  foes?: FoeSeed[];
  hazard?: HazardSeed;
  /** Searching the room needs this check before hidden items show. */
  searchCheck?: CheckSeed;
  /** Shown when a search finds nothing (more). */
  searchEmpty?: string;
  /** Every action taken here moves a tracker (smoke, cold water). */
  drain?: { tracker: string; amount: number; text: string };
  /** A milestone fires on first entry (e.g. the midpoint room). */
  milestone?: string;
}

export interface TrackerSeed {
  key: string;
  name: string;
  icon: string;
  description: string;
  start: number;
  max: number;
  /** Reaching 0 is a deadly failure. */
  fatalAtZero?: boolean;
  /** Regained after each action taken in a room that does not drain it (dry air after the cold water). */
  recovers?: number;
}

/** The deed that wins the dungeon. */
export type GoalSeed =
  | { kind: 'defeat'; foe: string }
  | { kind: 'use'; item: string; feature: string }
  | { kind: 'take'; item: string }
  | { kind: 'free'; character: string };

/** What the player did, as a victory note asks it: who was freed, what was found, who was spared, which missions. */
export type DeedCondition =
  | { freed: string }
  | { not_freed: string }
  | { found: string }
  | { not_found: string }
  | { spared: string }
  | { slain: string }
  | { mission: string }
  | { not_mission: string };

/** A sentence of the victory text that is read only when its condition holds (all of them, for a list; always, without one). */
export interface VictoryNote {
  when?: DeedCondition | DeedCondition[];
  text: string;
}

/** The rule of each mission type (app-shell §3 Mission type). */
export type MissionRule =
  | { type: 'treasure_hunt'; items: string[] }
  | { type: 'rescue'; character: string }
  | { type: 'challenge_mode'; maxActions: number }
  | { type: 'hardcore_mode'; noFailedChecks: boolean }
  | { type: 'catalogue_the_timeline' };

export interface MissionSeed {
  key: string;
  description: string;
  rule: MissionRule;
}

export interface DungeonSeed {
  dungeon_id: string;
  name: string;
  description: string;
  art: string;
  /** The creator_id of a seeded creator (server/content/creators.ts). */
  creator: string;
  is_premium: boolean;
  /** structured: counted rooms and items (catalogue missions, all-rooms/all-items firsts); open: free roaming, counts hidden. */
  type: 'structured' | 'open';
  actions: number;
  start: string;
  rooms: RoomSeed[];
  /** Items that lie in no room: given by characters or dropped by foes (they still count as findable). */
  items: ItemSeed[];
  trackers: TrackerSeed[];
  missions: MissionSeed[];
  goal: GoalSeed;
  /** The deed's own ending: the victory card opens with it, then the notes that hold (victory_notes). */
  victory_text: string;
  victory_notes?: VictoryNote[];
  /** Read on game over, by narrative type. */
  game_over: { action_counter_zero: string; deadly_failure: string };
}
