/** Validation of what a player types: trimmed, non-empty, bounded (app-shell §5, in-play §5). */
export type TextCheck = { ok: true; text: string } | { ok: false; reason: 'empty' | 'too-long' };

export function checkPlayerText(raw: string, max: number): TextCheck {
  const text = raw.trim();
  if (text.length === 0) return { ok: false, reason: 'empty' };
  if (text.length > max) return { ok: false, reason: 'too-long' };
  return { ok: true, text };
}

/** The in-play choice textarea: Enter submits, Shift+Enter keeps the newline; IME composition never submits. */
export function isSubmitKey(e: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return e.key === 'Enter' && !e.shiftKey && !e.isComposing;
}

/** The colour slot (0..count-1) of the offered choice at `index`. */
export function colourSlot(index: number, count: number): number {
  return ((index % count) + count) % count;
}
