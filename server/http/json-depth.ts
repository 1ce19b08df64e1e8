/**
 * The deepest nesting a request body may have. The contract's deepest body is a few levels; past this a body
 * is refused (400) before anything walks it: the idempotency fingerprint and the schemas recurse, and 5,000
 * levels in 10 KB overflowed the stack.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether a JSON text opens more than `limit` arrays or objects inside one another: one pass, no recursion. */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}
