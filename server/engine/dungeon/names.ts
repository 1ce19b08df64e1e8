/** How well typed words name a thing: the scoring under the intent parser. */
import { EXACT_ONLY, meaningful, tokens, wordMatch } from './intent-words';
import type { Target, TargetKind } from './target';

export type Candidate = { kind: TargetKind; key: string; name: string };

export interface Ranked extends Target {
  /** Only a compass word ('up', 'north') matched: a name for a way to go, not for anything else. */
  directionOnly: boolean;
  /** The typed words that matched: two things matched by the same words are equally meant. */
  hits: string;
}

/** 0 when the words do not name `name`; whole-name matches beat partial ones. */
export function scoreName(words: string[], name: string): { score: number; directionOnly: boolean; hits: string } {
  const parts = meaningful(tokens(name));
  if (parts.length === 0 || words.length === 0) return { score: 0, directionOnly: false, hits: '' };
  let sum = 0;
  let matched = 0;
  let plain = false;
  for (const p of parts) {
    const best = Math.max(0, ...words.map((w) => wordMatch(w, p)));
    sum += best;
    if (best > 0) {
      matched++;
      if (!EXACT_ONLY.has(p)) plain = true;
    }
  }
  if (sum < 0.7) return { score: 0, directionOnly: false, hits: '' };
  // 'the cell door' is not 'the cloister door': a name only half matched while the player's other words
  // match nothing of it is a weaker reading, which a clause naming something outright beats.
  const stray = words.some((w) => parts.every((p) => wordMatch(w, p) === 0));
  const partial = matched < parts.length && stray ? 0.7 : 1;
  const hits = words.filter((w) => parts.some((p) => wordMatch(w, p) > 0)).join(' ');
  return { score: (sum + (0.5 * sum) / parts.length) * partial, directionOnly: !plain, hits };
}

/** Best score per thing (a thing has several names), best first. */
export function rank(words: string[], cands: Candidate[]): Ranked[] {
  const best = new Map<string, Ranked>();
  for (const c of cands) {
    const { score, directionOnly, hits } = scoreName(words, c.name);
    const id = `${c.kind}:${c.key}`;
    if (score > 0 && score > (best.get(id)?.score ?? 0)) best.set(id, { ...c, score, directionOnly, hits });
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}
