/**
 * Whether a comment's text waits behind a tap. A spoiler does (in-play §2); so does a comment about a
 * chapter the reader has not reached yet, whatever its author said: the guard follows the reader's own
 * progress. The reader's own comments never hide from them.
 */
export type Guard = { kind: 'none' } | { kind: 'spoiler' } | { kind: 'unreached'; chapter: number };

export interface GuardedComment {
  kind: 'saga' | 'dungeon' | 'adventure';
  chapter: number | null;
  is_spoiler: boolean;
  user: { user_id: string };
}

/** `reached`: the last chapter of the comment's adventure the reader has reached (0: none, null: not known yet). */
export function guardOf(c: GuardedComment, reader: { me: string | null; reached: number | null }): Guard {
  if (reader.me !== null && c.user.user_id === reader.me) return { kind: 'none' };
  if (c.kind === 'adventure' && c.chapter !== null && c.chapter > (reader.reached ?? 0)) return { kind: 'unreached', chapter: c.chapter };
  return c.is_spoiler ? { kind: 'spoiler' } : { kind: 'none' };
}

/** What the tap reveals, said before it. */
export function guardText(g: Exclude<Guard, { kind: 'none' }>): string {
  return g.kind === 'spoiler'
    ? 'Spoiler — tap to reveal'
    : `About chapter ${g.chapter}, which you have not reached yet — tap to read it anyway`;
}

/** "1 reply", "3 replies"; a comment nobody answered invites a reply. */
export function repliesText(count: number): string {
  if (count === 0) return 'Reply';
  return `${count} ${count === 1 ? 'reply' : 'replies'}`;
}
