/** The narrator of custom stories: continues a story from the owner's free text. */
import { STORY_LIMITS, type StoryBlock } from '../../../src/contract';

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
  /** This chapter closes the story (the owner's free chapters run out): it ends on an endingCliffhanger. */
  ending?: boolean;
  /** The owner as the story's main character (the opening introduces them). */
  hero?: { name: string; image: string | null };
}

export interface Narrator {
  continue(ctx: NarratorContext): Promise<StoryBlock[]>;
}

/** How far back a narrator reads (the 'Assistant memory' of in-play §9). */
export const NARRATOR_MEMORY = STORY_LIMITS.narratorMemory;
