/**
 * What closes a chapter on the read page (in-play §4 Decisive/Critical moment): only the last reached
 * chapter with a moment and no choice asks for one; a choice waiting in the outbox shows as pending;
 * otherwise the reader moves on.
 */
export type ChapterClose =
  | { kind: 'choose' }
  | { kind: 'pending'; text: string; outboxId: string }
  | { kind: 'chosen'; text: string; hasNext: boolean }
  | { kind: 'next' }
  | { kind: 'ending' }
  | { kind: 'none' };

export interface ChapterLike {
  chapter_number: number;
  moment: unknown | null;
  choice_made: string | null;
  pending_choice: { outbox_id: string; text: string } | null;
}

export function chapterClose(chapter: ChapterLike, lastReached: number, adventureEnded: boolean): ChapterClose {
  const hasNext = chapter.chapter_number < lastReached;
  if (chapter.pending_choice) {
    return { kind: 'pending', text: chapter.pending_choice.text, outboxId: chapter.pending_choice.outbox_id };
  }
  if (chapter.moment && chapter.choice_made !== null) return { kind: 'chosen', text: chapter.choice_made, hasNext };
  if (hasNext) return { kind: 'next' };
  if (chapter.moment) return { kind: 'choose' };
  return adventureEnded ? { kind: 'ending' } : { kind: 'none' };
}
