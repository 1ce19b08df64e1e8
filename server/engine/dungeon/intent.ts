/**
 * The intent parser: a verb and a target resolved against the current room. Forgiving on purpose:
 * case, articles, partial names, plurals and small typos all still find the thing the player meant.
 */
import type { DungeonSeed } from '../../content/dungeon-types';
import type { WorldState } from './state';
import { editDistance, meaningful, tokens, wordMatch } from './intent-words';
import { type Verb, allVerbWords, verbOf } from './verbs';
import { characters, features, heldKeys, itemOf, livingFoes, roomOf, visibleItems } from './world';

export type TargetKind = 'exit' | 'item' | 'held' | 'feature' | 'character' | 'foe';

export interface Target {
  kind: TargetKind;
  key: string;
  name: string;
  score: number;
}

export interface Intent {
  verb: Verb | null;
  /** The word the player used for the verb ('climb', 'force'): flavours the narration. */
  verbWord: string | null;
  target: Target | null;
  /** The held item named in 'use X on Y' (or 'attack with X'). */
  item: Target | null;
  /** Held items and room features named besides the target: the mark of a creative choice. */
  extras: Target[];
  /** Words that are neither filler nor the verb. */
  meaningfulWords: number;
}

/** Which kinds of thing each verb can act on, most likely first. */
const KINDS: Record<Verb, TargetKind[]> = {
  go: ['exit'],
  climb: ['exit', 'item', 'feature'],
  sneak: ['exit', 'foe'],
  search: ['feature', 'item'],
  examine: ['feature', 'item', 'held', 'character', 'foe', 'exit'],
  take: ['item', 'held'],
  use: ['feature', 'exit', 'character', 'foe', 'item'],
  open: ['exit', 'feature', 'item'],
  attack: ['foe'],
  defend: ['foe'],
  talk: ['character', 'foe'],
  free: ['character'],
  look: ['feature', 'item', 'held', 'character', 'foe', 'exit'],
  help: [],
  inventory: [],
};

/** With no verb, naming a thing means the obvious deed. */
export const DEFAULT_VERB: Record<TargetKind, Verb> = {
  exit: 'go',
  item: 'take',
  held: 'examine',
  feature: 'examine',
  character: 'talk',
  foe: 'examine',
};

const VERB_WORDS = allVerbWords();

function findVerb(words: string[]): { verb: Verb; index: number } | null {
  for (let i = 0; i < words.length; i++) {
    const exact = verbOf(words[i]!);
    if (exact) return { verb: exact, index: i };
  }
  // A slip of the finger on a long verb ('serach', 'exmaine') still counts.
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.length < 5) continue;
    const near = VERB_WORDS.find((v) => v.length >= 5 && editDistance(w, v) <= 1);
    if (near) return { verb: verbOf(near)!, index: i };
  }
  return null;
}

function scoreName(words: string[], name: string): number {
  const parts = meaningful(tokens(name));
  if (parts.length === 0) return 0;
  let sum = 0;
  for (const p of parts) sum += Math.max(0, ...words.map((w) => wordMatch(w, p)));
  // Whole-name matches beat partial ones: 'iron key' over 'key' when both are named.
  return sum < 0.7 ? 0 : sum + (0.5 * sum) / parts.length;
}

export function candidates(t: DungeonSeed, w: WorldState): Omit<Target, 'score'>[] {
  const room = roomOf(t, w.room);
  const named = (kind: TargetKind, key: string, ...names: string[]) => names.map((name) => ({ kind, key, name }));
  return [
    ...room.exits.flatMap((e) => named('exit', e.to, e.label, roomOf(t, e.to).name, ...(e.aliases ?? []))),
    ...visibleItems(room, w).flatMap((i) => named('item', i.key, i.name, ...(i.aliases ?? []))),
    ...heldKeys(w).flatMap((k) => {
      const i = itemOf(t, k);
      return named('held', k, i.name, ...(i.aliases ?? []));
    }),
    ...features(room).flatMap((f) => named('feature', f.key, f.name, ...(f.aliases ?? []))),
    ...characters(room).flatMap((c) => named('character', c.key, c.name, ...(c.aliases ?? []))),
    ...livingFoes(room, w).flatMap((f) => named('foe', f.key, f.name, ...(f.aliases ?? []))),
  ];
}

/** Best score per thing (a thing has several names). */
function rank(words: string[], cands: Omit<Target, 'score'>[]): Target[] {
  const best = new Map<string, Target>();
  for (const c of cands) {
    const score = scoreName(words, c.name);
    const id = `${c.kind}:${c.key}`;
    if (score > 0 && score > (best.get(id)?.score ?? 0)) best.set(id, { ...c, score });
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

export function parseIntent(t: DungeonSeed, w: WorldState, text: string): Intent {
  const words = tokens(text);
  const found = findVerb(words);
  // 'pick up' is one verb: its 'up' is not a direction.
  const particle = found && words[found.index] === 'pick' && words[found.index + 1] === 'up' ? found.index + 1 : -1;
  const rest = meaningful(words.filter((_, i) => i !== found?.index && i !== particle));
  const ranked = rank(rest, candidates(t, w));
  let verb = found?.verb ?? null;
  let target: Target | null = null;
  let item: Target | null = null;
  if (verb === 'use' || verb === 'attack' || verb === 'open') {
    item = ranked.find((c) => c.kind === 'held') ?? null;
  }
  if (verb) {
    const kinds = KINDS[verb];
    const allowed = ranked.filter((c) => kinds.includes(c.kind) && !(item && c.key === item.key));
    allowed.sort((a, b) => b.score - a.score || kinds.indexOf(a.kind) - kinds.indexOf(b.kind));
    target = allowed[0] ?? null;
  } else if (ranked[0]) {
    target = ranked[0];
    verb = DEFAULT_VERB[target.kind];
  }
  const extras = ranked.filter(
    (c) => (c.kind === 'held' || c.kind === 'feature') && c.score >= 0.8 && c.key !== target?.key && c.key !== item?.key,
  );
  return { verb, verbWord: found ? words[found.index]! : null, target, item, extras, meaningfulWords: rest.length };
}
