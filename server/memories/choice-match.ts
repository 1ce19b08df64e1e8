/**
 * Matches a typed choice to the nearest authored branch by keyword overlap. Forgiving on purpose:
 * case, punctuation and simple word endings are ignored, and a choice matching nothing still goes on
 * (to the first branch), because a player who typed something must never be stuck.
 */
import type { BranchSeed } from '../content/memory-types';

const STOP = new Set(['a', 'an', 'the', 'to', 'of', 'and', 'or', 'i', 'we', 'my', 'our', 'it', 'in', 'on', 'at', 'with', 'for', 'her', 'his', 'them', 'him']);

/** Strips the common English endings, so 'burning', 'burned' and 'burns' all meet 'burn'. */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  // 'running' -> 'runn' -> 'run'
  if (w.length > 3 && w.at(-1) === w.at(-2) && !/[aeiou]/.test(w.at(-1)!)) w = w.slice(0, -1);
  return w;
}

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !STOP.has(w))
    .map(stem);
}

/** A branch's score: each keyword phrase fully present counts its word count; label words count half. */
function score(choice: Set<string>, branch: BranchSeed): number {
  let total = 0;
  for (const phrase of branch.keywords) {
    const ws = words(phrase);
    if (ws.length > 0 && ws.every((w) => choice.has(w))) total += ws.length;
  }
  for (const w of new Set(words(branch.label))) if (choice.has(w)) total += 0.5;
  return total;
}

/** The index of the nearest branch; ties and no overlap at all go to the first. */
export function matchBranch(choice: string, branches: readonly BranchSeed[]): number {
  const typed = new Set(words(choice));
  let best = 0;
  let bestScore = -1;
  branches.forEach((b, i) => {
    const s = score(typed, b);
    if (s > bestScore) [best, bestScore] = [i, s];
  });
  return best;
}
