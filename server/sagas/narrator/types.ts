/** The narrator of custom stories: continues a story from the owner's free text. */
import type { StoryBlock } from '../../../src/contract';

export interface NarratorTurn {
  /** null on the opening chapter. */
  playerText: string | null;
  blocks: StoryBlock[];
}

export interface NarratorContext {
  storyId: string;
  title: string;
  premise: string;
  /** The chapters so far, oldest first (at most the last 50: the narrator's memory, in-play §9). */
  turns: NarratorTurn[];
  /** What the owner typed; '' for the opening chapter. */
  playerText: string;
  /** The chapter being written, from 1. */
  turnNumber: number;
  /** 0 for a first telling; refresh asks again with 1, 2, ... so it reads differently. */
  generation: number;
  /** Other players' choices the owner kept in the Scroll of Fate (echo mode), to weave in. */
  echoes: string[];
}

export interface Narrator {
  continue(ctx: NarratorContext): Promise<StoryBlock[]>;
}

/** How far back a narrator reads. */
export const NARRATOR_MEMORY = 50;
