/** The rules of reading and playing a custom story (in-play §4, §5, §6, §9). */
import type { StoryChapterRow, StoryRow } from '../../db';
import { UI_STORY_LIMITS } from '../../lib/limits';

export const ASSISTANT_MEMORY_TEXT = `Assistant memory: the narrator remembers the last ${UI_STORY_LIMITS.narratorMemory} chapters of your story; beyond that it may forget details.`;
export const DELETE_TITLE = 'Delete Custom Adventure?';
export const DELETE_CAPTION = 'This removes the custom Adventure for you. Historians who hold its trading card keep it.';
export const ENDLESS_BUTTON = 'Subscribe for Endless Adventures!';
export const PENDING_CHOICE_TEXT = 'Your choice is saved and will be sent when you are back online.';

/** The narrator remembers the last 50 chapters: past that, the player is told so. */
export const beyondMemory = (currentChapter: number): boolean => currentChapter >= UI_STORY_LIMITS.narratorMemory;

/** Whether the story may go on: its owner's plan allows another chapter (null: endless). */
export const canContinue = (s: Pick<StoryRow, 'current_chapter' | 'chapter_limit'>): boolean =>
  s.chapter_limit === null || s.current_chapter < s.chapter_limit;

/**
 * How a chapter of a story closes: only its last chapter asks for a choice, and only its owner chooses;
 * a choice waiting in the outbox shows as pending; a free story's ending offers Endless Adventures.
 */
export type StoryClose =
  | { kind: 'choose' }
  | { kind: 'pending'; text: string; outboxId: string }
  | { kind: 'chosen'; text: string }
  | { kind: 'next' }
  /** The owner's free chapters are told: the Endless Adventure promo. */
  | { kind: 'endless' }
  /** Someone else's story, at its last chapter: its owner chooses. */
  | { kind: 'watch' };

export function storyClose(story: Pick<StoryRow, 'is_owner' | 'current_chapter' | 'chapter_limit'>, chapter: StoryChapterRow, last: number): StoryClose {
  if (chapter.pending_choice) return { kind: 'pending', text: chapter.pending_choice.text, outboxId: chapter.pending_choice.outbox_id };
  if (chapter.chapter_number < last) return chapter.choice_made !== null ? { kind: 'chosen', text: chapter.choice_made } : { kind: 'next' };
  if (!story.is_owner) return { kind: 'watch' };
  return canContinue(story) ? { kind: 'choose' } : { kind: 'endless' };
}

/** Why the footer's free-text input is off, or null when the owner may type. */
export function inputBlocked(story: Pick<StoryRow, 'is_owner' | 'current_chapter' | 'chapter_limit' | 'owner'>, close: StoryClose, online: boolean): string | null {
  if (!story.is_owner) return `Only ${story.owner.username} can choose what happens next`;
  if (close.kind === 'pending') return online ? 'The narrator is writing…' : 'Your choice waits to be sent';
  if (close.kind === 'endless') return 'Your free chapters are told';
  if (close.kind !== 'choose') return 'Go to the latest chapter to choose';
  return null;
}

/** Ideas for a first premise in quick play. */
export const PREMISE_IDEAS = [
  'A lighthouse keeper finds a door in the sea that opens only at low tide.',
  'The last scribe of a burning library must choose which single book to save.',
  'A clockmaker in Prague builds a clock that runs one day ahead of the world.',
  'On the Silk Road, a caravan guard wakes to find the whole caravan has vanished.',
] as const;

/** What the loaders say while the narrator writes. */
export const WRITING_PHRASES = [
  'The narrator dips the quill…',
  'Ink dries on a page no one has read yet…',
  'Somewhere, a door in the story swings open…',
  'The echoes of other Historians drift closer…',
];
