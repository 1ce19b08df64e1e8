/**
 * Matches a typed choice to the authored branch it means. A choice and a branch meet on shared words
 * (stemmed: 'burning' is 'burn') and shared meanings (meanings.ts: 'tell the truth' meets 'speak');
 * what every branch of the moment shares counts for little, what only one branch has counts most, and
 * what the player negates ('do not hide it') counts for nothing. A choice that meets no branch clearly
 * is not forced onto one: the caller refuses it and offers the branches.
 */
import type { BranchSeed } from '../content/memory-types';
import { STOP, stem, tokens, words } from '../engine/words';
import { MEANINGS } from './meanings';

const NEGATIONS = new Set(['not', 'dont', 'never', 'no', 'without', 'nor', 'neither', 'cannot', 'wont']);
/** How many words after a negation it covers ('do not hide the mirror': hide and mirror). */
const NEGATION_REACH = 3;

/** Meaningful stems of a text, without those a negation covers ('rather than', 'instead of' included). */
function affirmed(text: string): Set<string> {
  const all = tokens(text);
  const out = new Set<string>();
  let negated = 0;
  all.forEach((w, i) => {
    const next = all[i + 1];
    if (NEGATIONS.has(w) || (w === 'rather' && next === 'than') || (w === 'instead' && next === 'of')) negated = NEGATION_REACH + 1;
    else if (!STOP.has(w) && negated <= 0) out.add(stem(w));
    if (!STOP.has(w)) negated--;
  });
  return out;
}

const MEANING_STEMS: [string, string[][]][] = Object.entries(MEANINGS).map(([m, phrases]) => [m, phrases.map(words).filter((p) => p.length > 0)]);

/** A text's features: its stems ('w:burn') and the meanings its words carry ('m:extinguish'). */
function features(stems: Set<string>): Set<string> {
  const out = new Set([...stems].map((s) => `w:${s}`));
  for (const [meaning, phrases] of MEANING_STEMS) if (phrases.some((p) => p.every((s) => stems.has(s)))) out.add(`m:${meaning}`);
  return out;
}

const branchFeatures = (b: BranchSeed): Set<string> => features(new Set([b.label, ...b.keywords].flatMap(words)));

export type BranchMatch = { kind: 'branch'; index: number } | { kind: 'tie'; indices: number[] } | { kind: 'none' };

/** What the nearest branch must score to be taken at all: one word or meaning that only it has. */
export const MATCH_MIN = 0.75;
/** How far ahead of the next the nearest branch must be; closer is a tie, and the player is asked. */
export const MATCH_MARGIN = 0.3;

/** Each branch's score for a typed choice. */
export function branchScores(choice: string, branches: readonly BranchSeed[]): number[] {
  const typed = features(affirmed(choice));
  const per = branches.map(branchFeatures);
  const spread = new Map<string, number>();
  for (const fs of per) for (const f of fs) spread.set(f, (spread.get(f) ?? 0) + 1);
  return per.map((fs) => {
    let total = 0;
    for (const f of fs) if (typed.has(f)) total += (f.startsWith('w:') ? 1 : 0.8) / spread.get(f)!;
    return total;
  });
}

export function matchBranch(choice: string, branches: readonly BranchSeed[]): BranchMatch {
  const scores = branchScores(choice, branches);
  const order = scores.map((s, i) => [s, i] as const).sort((a, b) => b[0] - a[0]);
  const [best, second] = order;
  if (!best || best[0] < MATCH_MIN) return { kind: 'none' };
  const close = order.filter(([s]) => s >= MATCH_MIN && best[0] - s < MATCH_MARGIN).map(([, i]) => i);
  if (second && close.length > 1) return { kind: 'tie', indices: close.sort((a, b) => a - b) };
  return { kind: 'branch', index: best[1] };
}
