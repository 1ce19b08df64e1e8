/**
 * The seeded world, as data. Content files under server/content/ export values of these types;
 * the store seeds them into SQLite at start (idempotently, by id).
 */
import type { z } from 'zod';
import type { Moment as MomentEnum, SeriesEnd as SeriesEndEnum, TextBlockKind as TextBlockKindEnum } from '../../src/contract';

type Moment = z.infer<typeof MomentEnum>;
type SeriesEnd = z.infer<typeof SeriesEndEnum>;
type TextBlockKind = z.infer<typeof TextBlockKindEnum>;

/** A character who speaks in dialog blocks; `art` names generated artwork (server/art). */
export interface CharacterSeed {
  key: string;
  name: string;
  description: string;
  art: string;
}

export interface BlockSeed {
  blockType: TextBlockKind;
  text: string;
  /** The speaking character's key (dialog blocks). */
  character?: string;
}

/** One authored branch of a moment: a typed choice is matched to the nearest branch by its keywords. */
export interface BranchSeed {
  key: string;
  /** Shown as the suggestion/offered choice text when nobody else has chosen yet. */
  label: string;
  /** Words and short phrases that point at this branch (lower case). */
  keywords: string[];
  /** Blocks that open the next chapter when this branch was taken. */
  outcome: BlockSeed[];
}

export interface MomentSeed {
  type: Moment;
  prompt: string;
  branches: BranchSeed[];
}

/** Blocks a chapter reads only if the player took `branch` at the moment ending `chapter`: the story remembers. */
export interface RecallSeed {
  chapter: number;
  branch: string;
  blocks: BlockSeed[];
}

export interface ChapterSeed {
  title: string;
  caption: string;
  blocks: BlockSeed[];
  /** Read before the chapter's last block, each when its earlier choice was made. */
  recalls?: RecallSeed[];
  /** The decisive or critical moment that ends the chapter; absent on the final chapter. */
  moment?: MomentSeed;
}

export interface AdventureSeed {
  adventure_id: string;
  name: string;
  description: string;
  art: string;
  chapters: ChapterSeed[];
  /** What the end screen offers after the last chapter. */
  end: { type: SeriesEnd; release_date?: string };
}

export interface MemorySeed {
  series_id: string;
  saga_id: string;
  name: string;
  description: string;
  art: string;
  creator: string;
  is_premium: boolean;
  characters: CharacterSeed[];
  adventures: AdventureSeed[];
}

/** Who signs the content. A premium creator's content needs a subscription to play. */
export interface CreatorSeed {
  creator_id: string;
  name: string;
  /** The creator's page, /creators/{page_name}. */
  page_name: string;
  is_premium: boolean;
  art: string;
}
