/** How well typed words name a thing: the scoring under the intent parser. */
import { EXACT_ONLY, editDistance, meaningful, spoken, spokenAlike, stem, synonymsOf, tokens, wordMatch } from './intent-words';
import type { Target, TargetKind } from './target';

/**
 * A name a thing answers to. `bag` marks a weaker kind of name: the words the room's text and the thing's own
 * description use around it ('the man sharpening bolts' for the crossbowman), matched word by word, never as
 * surely as a name.
 */
export type Candidate = { kind: TargetKind; key: string; name: string; bag?: Set<string> };

/** How well typed words fit a thing's described words: two or more words fit, one word barely. */
function bagScore(words: string[], bag: Set<string>): { score: number; hits: string } {
  const hit = words.filter((w) => w.length >= 3 && (bag.has(stem(w)) || synonymsOf(w).some((x) => bag.has(stem(x)))));
  return { score: hit.length >= 2 ? 0.85 : hit.length === 1 ? 0.6 : 0, hits: hit.join(' ') };
}

export interface Ranked extends Target {
  /** Only a compass word ('up', 'north') matched: a name for a way to go, not for anything else. */
  directionOnly: boolean;
  /** The typed words that matched: two things matched by the same words are equally meant. */
  hits: string;
}

/** 0 when the words do not name `name`; whole-name matches beat partial ones. */
const PARTS = new Map<string, string[]>();
/** A name's meaningful words, computed once per name (names are content: a small, fixed set). */
function partsOf(name: string): string[] {
  let parts = PARTS.get(name);
  if (!parts) PARTS.set(name, (parts = meaningful(tokens(name))));
  return parts;
}

export function scoreName(typed: string[], name: string): { score: number; directionOnly: boolean; hits: string } {
  const parts = partsOf(name);
  if (parts.length === 0 || typed.length === 0) return NO_MATCH;
  // 'armring', 'greekfire': two words of the name run together are both said.
  const origin: number[][] = [];
  const words: string[] = [];
  for (let k = 0; k < typed.length; k++) {
    const w = typed[k]!;
    // 'lite house' for the lighthouse: one word of the name typed as two.
    const next = typed[k + 1];
    const joined = next !== undefined && w.length >= 3 && next.length >= 3 && !parts.some((p) => wordMatch(w, p) >= 0.8 || wordMatch(next, p) >= 0.8) ? parts.find((p) => p.length >= 7 && (p === `${w}${next}` || (spokenAlike(`${w}${next}`, p) && spoken(p).length >= 4))) : undefined;
    if (joined) {
      words.push(joined);
      origin.push([k, k + 1]);
      k++;
      continue;
    }
    // ('turfwall' for the turf walls: the plural's s may go with the space.)
    // ('arming' for the arm-ring: an autocorrect's word one letter from the two run together.)
    const at = parts.findIndex((p, i) => i + 1 < parts.length && w.length >= 6 && (`${p}${parts[i + 1]}` === w || `${p}${parts[i + 1]}` === `${w}s` || editDistance(`${p}${parts[i + 1]}`, w) === 1));
    const said = at >= 0 ? [parts[at]!, parts[at + 1]!] : [w];
    words.push(...said);
    origin.push(...said.map(() => [k]));
  }
  let sum = 0;
  let matched = 0;
  let plain = false;
  const hit = new Array<boolean>(words.length).fill(false);
  for (const p of parts) {
    let best = 0;
    for (let i = 0; i < words.length; i++) {
      const m = wordMatch(words[i]!, p);
      if (m > 0) hit[i] = true;
      if (m > best) best = m;
    }
    sum += best;
    if (best > 0) {
      matched++;
      if (!EXACT_ONLY.has(p)) plain = true;
    }
  }
  if (sum < 0.7) return NO_MATCH;
  // 'the cell door' is not 'the cloister door': a name only half matched while the player's other words
  // match nothing of it is a weaker reading, which a clause naming something outright beats.
  const stray = hit.includes(false);
  const partial = matched < parts.length && stray ? 0.7 : 1;
  const hits = typed.filter((_, k) => origin.some((o, i) => hit[i] && o.includes(k))).join(' ');
  return { score: (sum + (0.5 * sum) / parts.length) * partial, directionOnly: !plain, hits };
}

const NO_MATCH = { score: 0, directionOnly: false, hits: '' };

/** Words for a group of people, which name no one person: 'the soldiers', 'the guards'. */
const GROUPS = new Set(['soldiers', 'guards', 'men', 'women', 'people', 'folk', 'folks', 'watchmen', 'defenders', 'crowds', 'guys', 'warriors', 'fighters', 'sleepers']);

/** Best score per thing (a thing has several names), best first. */
export function rank(words: string[], cands: Candidate[]): Ranked[] {
  const best = new Map<string, Ranked>();
  for (const c of cands) {
    const { score, directionOnly, hits } = c.bag ? { ...bagScore(words, c.bag), directionOnly: false } : scoreName(words, c.name);
    const id = `${c.kind}:${c.key}`;
    if (score > 0 && score > (best.get(id)?.score ?? 0)) best.set(id, { kind: c.kind, key: c.key, name: c.name, score, directionOnly, hits });
  }
  // 'the sleeping soldiers' (the men asleep by the merlons) are not the one soldier: a person named only by a word
  // for a group, which a thing here is also called, is the weaker reading.
  const ranked = [...best.values()];
  for (const r of ranked) {
    const group = (r.kind === 'character' || r.kind === 'foe') && r.hits !== '' && r.hits.split(' ').every((h) => GROUPS.has(h));
    if (group && ranked.some((o) => o.kind !== 'character' && o.kind !== 'foe' && o.hits === r.hits)) r.score *= 0.7;
  }
  return ranked.sort((a, b) => b.score - a.score);
}
