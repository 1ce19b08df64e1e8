/**
 * The intent parser: what the player means, resolved against the current room. Forgiving on purpose
 * (case, articles, partial names, plurals and small typos still find the thing meant) and careful where
 * forgiveness would mislead: a sentence of two deeds is read clause by clause (clause.ts) and the clause
 * that names something here outright wins; an instrument the player does not carry is said so; two
 * equally good things are asked about instead of guessed.
 */
import type { DungeonSeed } from '../../content/dungeon-types';
import type { WorldState } from './state';
import { STOP_WORDS, clauses, tokens } from './intent-words';
import { CONFIDENT, type Reading, readClause } from './clause';
import { type Convention, convention } from './conventions';
import { type Candidate, rank } from './names';
import type { Target, TargetKind } from './target';
import { type Verb, verbOf } from './verbs';
import { allItems, characters, features, heldKeys, itemOf, livingFoes, roomOf, visibleItems } from './world';

export type { Target, TargetKind } from './target';

/** What the crawl remembers of the turns before: 'it', 'him', 'again'. Kept in CrawlState.recent. */
export interface Memory {
  /** The last command placed (what 'again' repeats). */
  input?: string;
  /** The last thing named (item, held item, feature or way): what 'it' and 'them' mean. */
  thing?: string;
  /** The last person or foe named: what 'him', 'her' and 'them' mean. */
  person?: string;
}

/**
 * How the sentence is meant: a deed to do, a question to answer (never a deed: free, nothing changes),
 * the last deed again, or time let pass.
 */
export type Mode = 'deed' | 'question' | 'again' | 'wait';
export type QuestionTopic = Extract<Convention, { kind: 'question' }>['topic'];

export interface Intent {
  mode: Mode;
  /** For a question: what it asks about when it is one of the free answers by another name. */
  topic: QuestionTopic;
  verb: Verb | null;
  /** The word the player used for the verb ('climb', 'force'): flavours the narration. */
  verbWord: string | null;
  target: Target | null;
  /** The held item named as the instrument ('with the crowbar') or in 'use X on Y'. */
  item: Target | null;
  /** Held items and room features named besides the target: the mark of a creative choice. */
  extras: Target[];
  /** Words of the chosen clause that are neither filler nor the verb. */
  meaningfulWords: number;
  /** Words of the whole sentence that are neither filler nor its verbs: how specific the description is. */
  detailWords: number;
  /** Two or more things fit the words equally well: the game asks which (for free). */
  ambiguous: Target[];
  /** An item of this dungeon named as the instrument but not carried. */
  missingItem: string | null;
  /** The name of something of this dungeon that the words name, when nothing here answers to them. */
  elsewhere: string | null;
  /** Another clause that named a different deed: the player's next choice, if they want it. */
  skipped: string | null;
}

export function candidates(t: DungeonSeed, w: WorldState): Candidate[] {
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

type Thing = { name: string; aliases?: string[]; carried: boolean; key: string };
const THINGS = new WeakMap<DungeonSeed, Thing[]>();

/** Everything of the dungeon a player might name, wherever it is: for 'X is not here' and missing instruments. */
function dungeonThings(t: DungeonSeed): Thing[] {
  let things = THINGS.get(t);
  if (things) return things;
  const people = t.rooms.flatMap((r) => [...(r.characters ?? []), ...(r.foes ?? [])]);
  things = [
    ...allItems(t).map((i) => ({ ...i, carried: !i.fixed })),
    ...t.rooms.flatMap((r) => r.features ?? []).map((f) => ({ ...f, carried: false })),
    ...people.map((p) => ({ ...p, carried: false })),
  ];
  THINGS.set(t, things);
  return things;
}

function bestOf<T extends { name: string; aliases?: string[] }>(things: T[], words: string[]): T | null {
  if (words.length === 0) return null;
  const scored = things.map((thing) => ({ thing, score: Math.max(0, ...rank(words, [thing.name, ...(thing.aliases ?? [])].map((name) => ({ kind: 'item' as const, key: '', name }))).map((r) => r.score)) }));
  const best = scored.filter((s) => s.score >= CONFIDENT).sort((a, b) => b.score - a.score)[0];
  return best?.thing ?? null;
}

/** The carried item a thing takes: a feature's use, a locked way's key, a captive's release. */
function itemTaken(t: DungeonSeed, room: ReturnType<typeof roomOf>, target: Target | null): string | undefined {
  if (!target) return undefined;
  if (target.kind === 'feature') return features(room).find((f) => f.key === target.key)?.use?.item;
  if (target.kind === 'exit') return room.exits.find((e) => e.to === target.key)?.locked?.item;
  if (target.kind === 'character') return characters(room).find((c) => c.key === target.key)?.captive?.requires;
  return undefined;
}

const sameDeed = (a: Reading, b: Reading) => a.verb === b.verb && a.target?.key === b.target?.key;

const KNOWN = new WeakMap<DungeonSeed, Set<string>>();

/** Every word the dungeon's own names use: such a word is never 'corrected' into a verb or a direction. */
function dungeonWords(t: DungeonSeed): Set<string> {
  let known = KNOWN.get(t);
  if (known) return known;
  const names = [
    ...dungeonThings(t).flatMap((x) => [x.name, ...(x.aliases ?? [])]),
    ...t.rooms.flatMap((r) => [r.name, ...r.exits.flatMap((e) => [e.label, ...(e.aliases ?? [])])]),
  ];
  known = new Set(names.flatMap((n) => tokens(n)));
  KNOWN.set(t, known);
  return known;
}

const GREETINGS = new Set(['hi', 'hello', 'hey', 'yo', 'greetings', 'excuse', 'sorry', 'oi', 'hail', 'sir', 'madam', 'maam', 'friend', 'mister', 'lady', 'father', 'brother', 'sister', 'master', 'mate', 'buddy', 'dude', 'guys', 'guards', 'soldier']);
const SECOND_PERSON = new Set(['you', 'your', 'youre', 'yours', 'u', 'ur', 'yourself']);
const REQUEST = /^(?:can|could|may|might) i (?:have|get|borrow|buy|take) .*\b(?:from you|please)\b|^(?:can|could|may) i (?:have|get|borrow|buy)\b/;

/** A person or foe here, as a target: the one the words name, else the last one spoken of, else the only one. */
function personHere(t: DungeonSeed, w: WorldState, words: string[], cands: Candidate[], memory: Memory): Target | null {
  const room = roomOf(t, w.room);
  const people = cands.filter((c) => c.kind === 'character' || c.kind === 'foe');
  const named = rank(words.filter((x) => !STOP_WORDS.has(x)), people)[0];
  if (named && named.score >= 1) return named;
  const here = [...characters(room).map((c) => ({ kind: 'character' as const, key: c.key })), ...livingFoes(room, w).map((f) => ({ kind: 'foe' as const, key: f.key }))];
  const remembered = here.find((p) => p.key === memory.person);
  const one = remembered ?? (here.length === 1 ? here[0] : undefined);
  return one ? { ...one, name: one.key, score: CONFIDENT } : null;
}

const NO_INTENT: Omit<Intent, 'mode' | 'topic'> = {
  verb: null, verbWord: null, target: null, item: null, extras: [], meaningfulWords: 0, detailWords: 0, ambiguous: [], missingItem: null, elsewhere: null, skipped: null,
};

/** Reads the whole sentence: a convention (again, wait, a question), else every clause, and picks the one deed this turn will be. */
export function parseIntent(t: DungeonSeed, w: WorldState, text: string, memory: Memory = {}): Intent {
  const cands = candidates(t, w);
  const words = dungeonWords(t);
  const conv = convention(text, (word) => words.has(word) || STOP_WORDS.has(word) || verbOf(word) !== undefined);
  if (conv.kind === 'again' || conv.kind === 'wait') return { ...NO_INTENT, mode: conv.kind, topic: null };
  const said = tokens(conv.text);
  if (conv.kind === 'question') {
    // A question put to someone here is words with them ('captain, will you let me pass?'), never a deed of the game's.
    const toSomeone = said.some((x) => SECOND_PERSON.has(x) || GREETINGS.has(x)) || REQUEST.test(said.join(' '));
    const person = toSomeone && conv.topic === null ? personHere(t, w, said, cands, memory) : null;
    if (person) return { ...NO_INTENT, mode: 'deed', topic: null, verb: 'talk', verbWord: 'ask', target: person, meaningfulWords: 1 };
    const asked = readDeed(t, w, conv.text, cands, memory);
    return { ...asked, mode: 'question', topic: conv.topic, skipped: null, missingItem: null };
  }
  // A greeting is words with someone: 'hello there soldier', 'hi! how's it going with the bolts'.
  if (GREETINGS.has(said[0] ?? '') && said[0] !== 'sorry') {
    const person = personHere(t, w, said, cands, memory);
    if (person) return { ...NO_INTENT, mode: 'deed', topic: null, verb: 'talk', verbWord: said[0]!, target: person, meaningfulWords: 1 };
  }
  return { ...readDeed(t, w, conv.text, cands, memory), mode: 'deed', topic: null };
}

function readDeed(t: DungeonSeed, w: WorldState, text: string, cands: Candidate[], memory: Memory): Omit<Intent, 'mode' | 'topic'> {
  const room = roomOf(t, w.room);
  const alone = {
    foe: livingFoes(room, w).length === 1 ? livingFoes(room, w)[0]!.key : null,
    character: characters(room).length === 1 ? characters(room)[0]!.key : null,
    thing: memory.thing ?? null,
    person: memory.person ?? null,
  };
  const readings: Reading[] = [];
  for (const clause of clauses(text)) readings.push(readClause(clause, readings.at(-1)?.verb ?? null, cands, alone));
  if (readings.length === 0) readings.push(readClause([], null, cands, alone));
  // The first clause that names a deed outright; else the best; else the first with a verb.
  let chosen =
    readings.find((r) => r.score >= CONFIDENT) ??
    [...readings].sort((a, b) => b.score - a.score).find((r) => r.score > 0) ??
    readings.find((r) => r.verb) ??
    readings[0]!;
  // 'sneak past the legionary and up the stairs': past the foe, through the exit the other clause names.
  const way = readings.find((r) => r !== chosen && r.target?.kind === 'exit');
  if (chosen.verb === 'sneak' && chosen.target?.kind === 'foe' && way) chosen = { ...way, verb: 'sneak' };
  // An instrument named in one clause serves the deed of another ('pry it open with the crowbar and free her').
  let item = chosen.item ?? readings.map((r) => r.item).find((i) => i && i.key !== chosen.target?.key) ?? null;
  let ambiguous = chosen.ambiguous;
  if (item && chosen.item === item && chosen.itemTies.length > 0) {
    // Two carried things named alike: the one this thing takes, if it is among them; else ask.
    const tied = [item, ...chosen.itemTies];
    const fits = itemTaken(t, room, chosen.target);
    const fitting = tied.find((c) => c.key === fits);
    if (fitting) item = fitting;
    else if (ambiguous.length === 0) ambiguous = tied;
  }
  const missingWords = item ? [] : (readings.find((r) => r.instrumentWords.length > 0 && r.wantsItem)?.instrumentWords ?? []);
  const missing = bestOf(dungeonThings(t).filter((x) => x.carried), missingWords);
  const skipped = readings.find((r) => r !== chosen && r.score >= CONFIDENT && r.verb && !sameDeed(r, chosen) && r.target?.key !== chosen.target?.key);
  const allWords = readings.flatMap((r) => r.words);
  const extras = rank(allWords, cands).filter(
    (c) => (c.kind === 'held' || c.kind === 'feature') && c.score >= 0.8 && c.key !== chosen.target?.key && c.key !== item?.key,
  );
  return {
    verb: chosen.verb,
    verbWord: chosen.verbWord,
    target: chosen.target,
    item,
    extras,
    meaningfulWords: chosen.words.length,
    detailWords: readings.reduce((n, r) => n + r.detail, 0),
    ambiguous,
    missingItem: missing && !heldKeys(w).includes(missing.key) ? missing.name : null,
    // Only an answer that names nothing here needs it: a search or a look does not.
    elsewhere: chosen.target || chosen.score >= CONFIDENT ? null : (bestOf(dungeonThings(t), chosen.words)?.name ?? null),
    skipped: skipped ? skipped.clause.join(' ') : null,
  };
}
