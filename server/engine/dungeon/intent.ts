/**
 * The intent parser: what the player means, resolved against the current room. Forgiving on purpose
 * (case, articles, partial names, plurals and small typos still find the thing meant) and careful where
 * forgiveness would mislead: a sentence of two deeds is read clause by clause (clause.ts) and the clause
 * that names something here outright wins; an instrument the player does not carry is said so; two
 * equally good things are asked about instead of guessed.
 */
import type { DungeonSeed } from '../../content/dungeon-types';
import type { WorldState } from './state';
import { BODY_STATES, STOP_WORDS, clauses, gerundOf, meaningful, stem, soundex, subordinate, tokens, editDistance } from './intent-words';
import { roomDescription } from './state-text';
import { CONFIDENT, MAGIC as MAGIC_WORDS, PERSON_NOUNS, type Reading, SEVERING, readClause } from './clause';
import { type Convention, convention } from './conventions';
import { dialects } from './dialects';
import { type Candidate, type Ranked, rank, scoreName } from './names';
import type { Target, TargetKind } from './target';
import { type Verb, verbOf } from './verbs';
import { ARTICLE_WORDS, BACK, BLOCKING, CALLED, CURE_WORDS, DESCRIBING, DRINKING, DUCKING, FOE_WEAPONS, GREETING, GREETINGS, GROUP_CALLED, MONEY_WORDS, MOVEMENT_VERBS, NOTICING, OFFERING, ONTO, PERSON_NOUN_WORDS, PERSON_WORDS, PLACING, PLAIN, QUESTION_WORDS, RELEASING, REQUEST, REQUEST_TO, SECOND_PERSON, SETTING, TUCKED, USING, WAY_NOUNS } from './intent-lexicon';
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
  /** The room the player came from: where 'go back' leads. */
  from?: string;
  /** The thing last looked into or at, when what it held came to light ('look in them' after the crates). */
  place?: string;
  /** The thing whose check the last turn offered, by hand or by force ('Or you can try to untie the knots…'). */
  offered?: string | undefined;
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
  words: string[];
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
  /** The deed cannot be done to the thing named ('ring the bell' that rings nothing): answered for free. */
  futile: boolean;
  /** The instrument was one of several carried things named alike, taken because it fits ('plant the bulb'). */
  guessed: boolean;
}

const BAGS = new WeakMap<DungeonSeed, Map<string, Set<string>>>();

/**
 * The described words of each thing of a room: its own description and every sentence of the room's text that
 * names it. Content does not change: kept per dungeon, keyed 'room/kind:key'.
 */
function bagsOf(t: DungeonSeed, roomKey: string): Map<string, Set<string>> {
  let all = BAGS.get(t);
  if (!all) BAGS.set(t, (all = new Map()));
  const room = roomOf(t, roomKey);
  const words = (text: string) => tokens(text).filter((x) => x.length >= 3 && !STOP_WORDS.has(x) && !PLAIN.has(x)).map(stem);
  const add = (id: string, text: string) => {
    const bag = all.get(id) ?? new Set<string>();
    for (const x of words(text)) bag.add(x);
    all.set(id, bag);
  };
  const id = (c: { kind: string; key: string }) => `${roomKey}/${c.kind === 'held' ? 'item' : c.kind}:${c.key}`;
  if (!all.has(`${roomKey}/done`)) {
    all.set(`${roomKey}/done`, new Set());
    // A feature is described by its notes too ('something heavy has rolled under the scaffold boards').
    for (const f of room.features ?? []) add(id({ kind: 'feature', key: f.key }), [f.description, ...(f.stateNotes ?? []).map((n) => n.text)].join(' '));
    for (const f of room.foes ?? []) add(id({ kind: 'foe', key: f.key }), f.description);
    for (const c of room.characters ?? []) add(id({ kind: 'character', key: c.key }), c.captive?.captiveText ?? '');
    // An item is also what its picture shows ('item-scroll': the Ninth Book of Sappho is a scroll).
    for (const i of room.items ?? []) add(id({ kind: 'item', key: i.key }), `${i.publicDescription} ${i.icon.replace(/^item-/, '').replace(/-/g, ' ')}`);
    // From the room's content alone, never from the state of one crawl: the bags are kept for every crawl.
    const names = (kind: TargetKind, key: string, ...list: string[]) => list.map((name) => ({ kind, key, name }));
    const everyone: Candidate[] = [
      ...(room.items ?? []).flatMap((i) => names('item', i.key, i.name, ...(i.aliases ?? []))),
      ...(room.characters ?? []).flatMap((c) => names('character', c.key, c.name, ...(c.aliases ?? []))),
      ...(room.foes ?? []).flatMap((f) => names('foe', f.key, f.name, ...(f.aliases ?? []))),
    ];
    // People and things lying about are described by the room's sentences that name them ('a Genoese crossbowman
    // sits sharpening bolts'); the room's own name says nothing of any one thing.
    const roomWords = new Set(tokens(room.name).map(stem));
    for (const sentence of room.description.split(/(?<=[.;!?])\s+/)) {
      const said = tokens(sentence);
      const text = said.filter((x) => !roomWords.has(stem(x))).join(' ');
      for (const c of everyone) if ((c.kind === 'character' || c.kind === 'foe' || c.kind === 'item') && scoreName(said, c.name).score >= CONFIDENT) add(id(c), text);
    }
    // A thing hidden in a feature is described by it too: 'the thing hanging in her hair'.
    for (const i of room.items ?? []) if (typeof i.hidden === 'object') {
      const f = (room.features ?? []).find((x) => x.key === (i.hidden as { feature: string }).feature);
      if (f) add(id({ kind: 'item', key: i.key }), f.description);
    }
  }
  return all;
}

export function candidates(t: DungeonSeed, w: WorldState): Candidate[] {
  const named = namedCandidates(t, w);
  const bags = bagsOf(t, w.room);
  const seen = new Set<string>();
  const described: Candidate[] = [];
  for (const c of named) {
    const id = `${c.kind}:${c.key}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const bag = bags.get(`${w.room}/${c.kind === 'held' ? 'item' : c.kind}:${c.key}`);
    if (bag && bag.size > 0) described.push({ kind: c.kind, key: c.key, name: c.name, bag });
  }
  return [...named, ...described];
}

function namedCandidates(t: DungeonSeed, w: WorldState): Candidate[] {
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

function bestOf<T extends { name: string; aliases?: string[] }>(things: T[], words: string[], least = CONFIDENT): T | null {
  if (words.length === 0) return null;
  const scored = things.map((thing) => ({ thing, score: Math.max(0, ...rank(words, [thing.name, ...(thing.aliases ?? [])].map((name) => ({ kind: 'item' as const, key: '', name }))).map((r) => r.score)) }));
  const best = scored.filter((s) => s.score >= least).sort((a, b) => b.score - a.score)[0];
  return best?.thing ?? null;
}

/** The carried item a thing takes: a feature's use, a locked way's key, a captive's release. */
export function itemTaken(t: DungeonSeed, room: ReturnType<typeof roomOf>, target: Target | null): string | undefined {
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

/** A person or foe here, as a target: the one the words name, else the last one spoken of, else the only one. */
function personHere(t: DungeonSeed, w: WorldState, words: string[], cands: Candidate[], memory: Memory): Target | null {
  const room = roomOf(t, w.room);
  const people = cands.filter((c) => c.kind === 'character' || c.kind === 'foe');
  const named = rank(words.filter((x) => !STOP_WORDS.has(x)), people)[0];
  if (named && named.score >= 1) return named;
  // 'will you trade the strongroom key for it?': the one who has the thing asked for.
  const thing = bestOf(allItems(t), words.filter((x) => !STOP_WORDS.has(x)));
  const giver = thing ? characters(room).find((c) => c.gives?.item === thing.key) : undefined;
  if (giver) return { kind: 'character', key: giver.key, name: giver.name, score: CONFIDENT };
  const here = [...characters(room).map((c) => ({ kind: 'character' as const, key: c.key })), ...livingFoes(room, w).map((f) => ({ kind: 'foe' as const, key: f.key }))];
  const remembered = here.find((p) => p.key === memory.person);
  // 'Might I trouble you for a bowl of that stew, my friend?': a thing asked for is asked of the one who is free to give it.
  const free = characters(room).filter((c) => !c.captive || w.freed.includes(c.key));
  const giving = words.some((x) => ['for', 'have', 'spare', 'give', 'sell', 'lend'].includes(x)) && free.length === 1 && livingFoes(room, w).length === 0 ? { kind: 'character' as const, key: free[0]!.key } : undefined;
  const one = remembered ?? (here.length === 1 ? here[0] : giving);
  return one ? { ...one, name: one.key, score: CONFIDENT } : null;
}

const NO_INTENT: Omit<Intent, 'mode' | 'topic'> = {
  futile: false,
  guessed: false,
  words: [],
  verb: null, verbWord: null, target: null, item: null, extras: [], meaningfulWords: 0, detailWords: 0, ambiguous: [], missingItem: null, elsewhere: null, skipped: null,
};

/** 'cup guy' → 'cupbearer': a short word before a word for a person, that begins the name of someone here. */
function personShorthand(text: string, cands: Candidate[]): string {
  return text.replace(new RegExp(`\\b([a-z]{3,})[ -](?:${PERSON_WORDS})\\b`, 'gi'), (whole, start: string) => {
    const s = start.toLowerCase();
    const name = cands
      .filter((c) => (c.kind === 'character' || c.kind === 'foe') && !c.bag)
      .flatMap((c) => tokens(c.name))
      // ('talk to crosbow guy': a slip in the start of the name too.)
      .find((x) => x.length > s.length + 2 && (x.startsWith(s) || (s.length >= 5 && editDistance(x.slice(0, s.length + 1), s) <= 1)));
    return name ?? whole;
  });
}

/**
 * A name heard by a phone's dictation comes out in pieces ('talk to how lure', 'cla vee ho'): two or three short words the
 * Timeline does not know, run together, that sound as a person's name here does (the same first letter and first two
 * consonant sounds, about as long), are that name.
 */
function piecedNames(text: string, cands: Candidate[], known: (word: string) => boolean): string {
  const names = [...new Set(cands.filter((c) => (c.kind === 'character' || c.kind === 'foe') && !c.bag).flatMap((c) => tokens(c.name)).filter((x) => x.length >= 5))];
  if (names.length === 0) return text;
  const said = tokens(text);
  let out = text;
  for (let i = 0; i < said.length; i++) {
    for (const n of [3, 2]) {
      const parts = said.slice(i, i + n);
      if (parts.length < n || parts.some((x) => known(x) || x.length > 5)) continue;
      const joined = parts.join('');
      const name = names.find((x) => x[0] === joined[0] && Math.abs(x.length - joined.length) <= 2 && soundex(x).slice(0, 3) === soundex(joined).slice(0, 3) && editDistance(x, joined) <= 3);
      if (!name) continue;
      out = out.replace(new RegExp(`\\b${parts.join('[\\s-]+')}\\b`, 'i'), name);
      i += n - 1;
      break;
    }
  }
  return out;
}

/** Reads the whole sentence: a convention (again, wait, a question), else every clause, and picks the one deed this turn will be. */
/**
 * A phone's emoji between words ends a clause, as a full stop would: 'the ships r literally on fire 😭 grab the
 * lantern'. At the end of a question or a cry they go, leaving its mark.
 */
function unemoji(typed: string): string {
  return typed
    // A dash between clauses ('Thorgeir, lie down — I lay your cloak on the bench') ends one, as a full stop does.
    .replace(/\s+[—–-]+\s+|\s*[—–]\s*/g, '. ')
    // 'If he swings at me I'm ducking out of the way': a condition ends where the player's own deed begins.
    .replace(/^(\s*(?:if|when|whenever|once)\s[^,;.!?]+?)\s+(?=(?:then\s+)?(?:I['’]m|I['’]ll|I will|I am|I)\s)/i, '$1, ')
    // A run of shouted words before the rest ('LOST WORK LETS GO grab the scroll') is a cry of its own.
    .replace(/\b([A-Z]{2,}(?:\s+[A-Z]{2,})+)\s+(?=[a-z])/g, '$1. ')
    // A streamer's words to chat: 'chat voted shoot so I'm shooting the sapper', 'chat says punch him', 'thanks chat'.
    .replace(/\bchat (?:says|said|voted|votes|wants|decided|picked|chose|demands)(?: (?:we |i |to )?\w+)? so\s+/gi, '')
    .replace(/\bchat (?:says|said|voted|votes|wants|decided)(?: (?:that|we|i|to))?\s+(?=\w)/gi, '')
    .replace(/\s+chat (?:thinks|thought|reckons|believes)\b[^,;.!?]*/gi, '')
    .replace(/(^|[,;.!?]\s*)chat\s+(?!with\b|to\b|says\b|said\b|called\b|demands\b)/gi, '$1')
    .split(/(?<=[,;.!?])(?![,;.!?])\s*/)
    .filter((chunk) => !/\bchat\b(?! (?:with|to)\b)/i.test(chunk) || /[a-z]/i.test(chunk.replace(/\b(?:thanks|thank you|ok|okay|wow|look|hey|yo|sorry|lol|omg|chat|called it|demands it|is right|you were right|at that \w+|look at that \w+|[^a-z]+)\b/gi, '')))
    .join(' ')
    .replace(/\s*(?:\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}])(?:\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u200d|\ufe0f|\s)*/gu, '. ')
    .replace(/([?!])\s*\.\s*$/, '$1')
    .replace(/\.\s*$/, '')
    .replace(/^\s*\.\s*/, '')
    .trim();
}

export function parseIntent(t: DungeonSeed, w: WorldState, typed: string, memory: Memory = {}): Intent {
  const cands = candidates(t, w);
  const words = dungeonWords(t);
  const text = piecedNames(personShorthand(dialects(unemoji(typed)), cands), cands, (word) => words.has(word) || STOP_WORDS.has(word) || verbOf(word) !== undefined);
  const conv = convention(text, (word) => words.has(word) || STOP_WORDS.has(word) || verbOf(word) !== undefined);
  // 'listen to drums', 'listen to the waterfall': hearing out a thing of the room is looking at it by ear, not waiting.
  const heard = conv.kind === 'wait' ? /^(?:i )?(?:just )?listen (?:to|at) (.+)$/.exec(tokens(text).join(' ')) : null;
  if (heard) {
    const sound = rank(meaningful(tokens(heard[1]!)), cands.filter((c) => c.kind !== 'exit' || !c.bag))[0];
    if (sound && sound.score >= 1) return { ...readDeed(t, w, `examine ${heard[1]}`, cands, memory), mode: 'deed', topic: null };
  }
  if (conv.kind === 'again' || conv.kind === 'wait') return { ...NO_INTENT, mode: conv.kind, topic: null };
  const said = tokens(conv.text);
  const room = roomOf(t, w.room);
  // 'RING!! gimme', 'GREEK FIRE?? yes pls': a thing called out, then wanted, is taken when it lies here.
  const wanted = /^\s*([^,;.!?]{2,40}?)\s*[!?.,]+\s*(?:(?:yes|yess+|yea|yeah|yep|ya|ye|sure|ofc|omg)\s*)?(?:(?:pls|please|plz)\s*)?(?:gimme|give me|mine|i want (?:it|that)|want|i need (?:it|that)|need|take it|grab it|yoink)?\s*[!.]*\s*$/i.exec(text);
  if (wanted && wanted[0].trim().length > wanted[1]!.length + 2 && !QUESTION_WORDS.has(tokens(wanted[1]!)[0] ?? '') && tokens(wanted[1]!).length <= 3 && /[a-z]/i.test(text.slice(text.search(/[!?.,]/)))) {
    const taken = readDeed(t, w, `take ${wanted[1]}`, cands, memory);
    if (taken.verb === 'take' && taken.target?.kind === 'item' && taken.target.score >= CONFIDENT) return { ...taken, mode: 'deed', topic: null };
  }
  // 'yes please, I'd love a skin of whey', 'oh thank you, yes I'd love the map': a thing someone here gives, wanted aloud,
  // is asked of them.
  // ('may I have a skin of whey?': a thing asked for by its giver's leave, with no one named.)
  const loved = /\b(?:(?:i d|id|i would) (?:really |so |very much )?(?:love|like)|(?:may|might|can|could) (?:i|we) (?:please )?(?:have|get|borrow)) (?:a|an|the|some|that|this|those|these|your|one of (?:the|those|your)) ([a-z -]+)/.exec(tokens(text).join(' '));
  const lovedThing = loved ? bestOf(characters(room).flatMap((c) => (c.gives && !w.given.includes(c.key) ? [itemOf(t, c.gives.item)] : [])), meaningful(tokens(loved[1]!))) : null;
  const lovedFrom = lovedThing ? characters(room).find((c) => c.gives?.item === lovedThing.key && !w.given.includes(c.key)) : undefined;
  if (conv.kind !== 'question' && lovedFrom && !visibleItems(room, w).some((i) => i.key === lovedThing!.key)) {
    return { ...NO_INTENT, mode: 'deed', topic: null, verb: 'talk', verbWord: 'ask', target: { kind: 'character', key: lovedFrom.key, name: lovedFrom.name, score: CONFIDENT }, meaningfulWords: 1 };
  }
  // 'could I have that safe-conduct, please? I'll look for Nasrin': a request to someone here, then what the player
  // means to do after it, is the request.
  const asks = /^([^?]*\b(?:(?:could|can|may|might) (?:i|we) (?:have|get|borrow|take)|(?:would|will|could|can) you (?:give|sell|lend|hand|spare))\b[^?]*\?)\s*(?:(?:then|and|ok|okay|so)\s+)?(?:i ?ll|i will|i m going to|im going to|i m gonna|im gonna|then i ll)\b/i.exec(text.replace(/[’']/g, ' '));
  if (conv.kind !== 'question' && asks) {
    const first = parseIntent(t, w, asks[1]!, memory);
    if (first.mode === 'deed' && first.verb === 'talk' && first.target?.kind === 'character') return first;
  }
  if (conv.kind === 'question') {
    // 'Excuse me, madam, might I have one of those herring?': asking for a thing that lies here, that no one here
    // gives, is taking it.
    // 'can I take the lantern?' stays a question: only asking leave ('may I have', 'might I borrow') is a request.
    const leave = /\b(?:might|may) (?:i|we) (?:have|borrow|take|see)\b/.test(said.join(' ')) || (/\b(?:can|could) (?:i|we) (?:have|borrow)\b/.test(said.join(' ')) && (GREETING.test(text) || CALLED.test(text)));
    // ('Excuse me, sir, sorry to wake you, but may I borrow this oak bar?': asked of the one spoken to.)
    if (!vocative(text, cands) && leave && !said.some((x) => SECOND_PERSON.has(x))) {
      const wanted = rank(said.filter((x) => !STOP_WORDS.has(x)), cands).find((c) => c.kind === 'item' && c.score >= 1);
      if (wanted && !characters(room).some((c) => c.gives?.item === wanted.key)) {
        return { ...NO_INTENT, mode: 'deed', topic: null, verb: 'take', verbWord: 'take', target: wanted, meaningfulWords: 1, words: [wanted.hits] };
      }
      // 'may I see the chart of where it hides?': a thing someone here has to give is asked of them.
      const asked = bestOf(allItems(t), said.filter((x) => !STOP_WORDS.has(x)));
      const giver = asked ? characters(room).find((c) => c.gives?.item === asked.key) : undefined;
      if (giver) return { ...NO_INTENT, mode: 'deed', topic: null, verb: 'talk', verbWord: 'ask', target: { kind: 'character', key: giver.key, name: giver.name, score: CONFIDENT }, meaningfulWords: 1 };
    }
    // ('Whoa, a soldier! Um, hi, I'm not here to hurt anybody. Can we just talk?': asking to talk is talking, to the one here.)
    if (/\b(?:can|could|shall|may|might) (?:we|i) (?:just |please )?(?:talk|speak|chat|have a word)\b/.test(said.join(' '))) {
      const one = personHere(t, w, said, cands, memory) ?? (livingFoes(room, w).length === 1 ? { kind: 'foe' as const, key: livingFoes(room, w)[0]!.key, name: livingFoes(room, w)[0]!.name, score: CONFIDENT } : null);
      if (one) return { ...NO_INTENT, mode: 'deed', topic: null, verb: 'talk', verbWord: 'talk', target: one, meaningfulWords: 1 };
    }
    // 'nice sword. can i buy it?': asking to buy is words with the one here who trades.
    const traders = characters(room).filter((c) => c.gives?.requires);
    if (/\b(?:can|could|may|might) (?:i|we) (?:buy|purchase|barter for|trade for)\b/.test(said.join(' ')) && traders.length === 1) {
      return { ...NO_INTENT, mode: 'deed', topic: null, verb: 'talk', verbWord: 'ask', target: { kind: 'character', key: traders[0]!.key, name: traders[0]!.name, score: CONFIDENT }, meaningfulWords: 1 };
    }
    const sentencesAsked = text.match(/[^.!?;]+[.!?;]*/g)?.map((x) => x.trim()).filter((x) => x.length > 0) ?? [];
    // A question put to someone here is words with them ('captain, will you let me pass?'), never a deed of the game's.
    // 'is that old man thorgeir?' asks who someone is; it does not call them.
    const identity = /^(?:is|was|are) (?:that|this|he|she|it|they|those|these)\b/.test(said.join(' ')) && !/,/.test(text);
    const called = identity ? null : (vocative(text, cands) ?? calledLast(text, cands) ?? calledBare(said, cands) ?? (CALLED.test(text) ? personHere(t, w, said, cands, memory) : null));
    const rest = called ? tokens(text.slice(text.indexOf(',') + 1)) : said;
    // ('That stew smells lovely. Could I have a little bowl, please?': the request may be the last sentence.)
    const lastSentence = tokens(text.split(/[.!?;]+/).map((x) => x.trim()).filter((x) => x.length > 0).at(-1) ?? '');
    // ('that stew smells smashing, can I have a bowl?': or its last clause.)
    const lastClause = tokens(text.split(/[,.!?;]+/).map((x) => x.trim()).filter((x) => x.length > 0).at(-1) ?? '');
    // ('do you think the blade merchant will take my tanga?' asks the game what it thinks.)
    const opinion = /^(?:do|d) (?:you|u) (?:think|reckon|suppose|know|guess)\b/.test(said.join(' '));
    // ('wake up mister! is it morning?': words said to someone in a sentence before the question.)
    const spokenTo = sentencesAsked.slice(0, -1).some((x) => verbOf(tokens(x).find((y) => !STOP_WORDS.has(y)) ?? '') === 'talk');
    // ('Excuse me, why is the hourglass running upward?': a pardon before a question about a thing asks the game.)
    // ('Excuse me, could I have a bowl of that stew?' asks someone for something.)
    const pardonAsked = /^\s*(?:excuse me|pardon me|pardon|sorry)\b/i.test(text) && called === null && !said.some((x) => SECOND_PERSON.has(x)) && !/\b(?:could|can|may|might) (?:i|we) (?:have|get|borrow|take|try)\b/.test(said.join(' ')) && rank(said.filter((x) => !STOP_WORDS.has(x)), cands.filter((c) => c.kind === 'feature' || c.kind === 'item')).some((c) => c.score >= CONFIDENT) && !/\b(?:how much|cost|costs|price|buy|sell|trade)\b/.test(said.join(' '));
    // ('"Little prince! What do the stars say tonight?"': a question in quotes is said to someone.)
    const toSomeone = !pardonAsked && (called !== null || GROUP_CALLED.test(text) || spokenTo || /^\s*["“]/.test(text) || GREETING.test(text) || sentencesAsked.some((x) => GREETING.test(x)) || (said.some((x) => SECOND_PERSON.has(x)) && !opinion) || (GREETINGS.has(said[0] ?? '') && said[0] !== 'sorry') || REQUEST.test(rest.join(' ')) || REQUEST.test(lastSentence.join(' ')) || REQUEST.test(lastClause.join(' ')));
    // 'Would you be so kind as to tell me the way to the Grote Markt?': a question to the game, asked politely.
    const toGame = /\b(?:tell|show|direct|remind) me\b|\bthe way to\b|\byou (?:describe|explain|repeat)\b/.test(said.join(' ')) && !called;
    const person = toSomeone && !toGame && (conv.topic === null || called !== null) ? (called ?? personHere(t, w, said, cands, memory)) : null;
    // ('Pieter, may I let you out?': a captive called by name is asked, not the one who holds them.)
    if (person) return { ...NO_INTENT, mode: 'deed', topic: null, verb: 'talk', verbWord: 'ask', target: (vocative(text, cands) ? null : keeperOf(t, w, person, said)) ?? person, meaningfulWords: 1 };
    if (/\b(?:what (?:i m|im|i am) (?:carrying|holding)|what i (?:carry|have|hold))\b/.test(said.join(' '))) return { ...NO_INTENT, mode: 'question', topic: 'inventory', verb: 'inventory' };
    // 'would you be so kind as to tell me where that stair leads?': what is asked is after 'tell me'.
    const put = toGame ? conv.text.replace(/^.*?\b(?:tell|show|remind) me\b\s*(?:about\s+)?|^.*?\bdirect me\b|^.*?\byou (?:describe|explain|repeat)\b\s*/, '').replace(/^(?:again|once more|please|just)\s+/, '') : conv.text;
    // 'could you tell me where I am?': what is asked may be one of the free answers by another name.
    const inner = toGame && put.length > 0 ? convention(`${put}?`, (word) => words.has(word) || STOP_WORDS.has(word) || verbOf(word) !== undefined) : null;
    if (inner?.kind === 'question' && inner.topic) return { ...NO_INTENT, mode: 'question', topic: inner.topic, verb: null };
    let asked = readDeed(t, w, put.length > 0 ? put : conv.text, cands, memory, true);
    // 'Oh my goodness, the ships are on fire! What is that tall tower?': the question asked is the last one put.
    let putLast = false;
    const lastQuestion = sentencesAsked.length > 1 ? sentencesAsked.findLast((x) => x.endsWith('?')) : undefined;
    if (lastQuestion && lastQuestion !== sentencesAsked[0]) {
      const inLast = readDeed(t, w, lastQuestion, cands, memory, true);
      const byName = Boolean((inLast.target as { hits?: string } | null)?.hits);
      if (inLast.target && byName && inLast.target.score >= CONFIDENT && inLast.target.key !== asked.target?.key) {
        asked = inLast;
        putLast = true;
      }
    }
    // 'can I fight Bartolomeo?': a question is about whatever it names, whatever its verb could act on.
    if (!asked.target) {
      // A word of the thing's own text will do ('what's under the cloth?'): a question acts on nothing.
      const top = rank(said.filter((x) => !STOP_WORDS.has(x)), cands)[0];
      if (top && top.score >= 0.6) asked = { ...asked, target: top, ambiguous: [] };
    }
    // 'are those timber props going to hold up?': a thing named beats a direction in passing.
    if (asked.target && (asked.target as { directionOnly?: boolean }).directionOnly) {
      const named = rank(said.filter((x) => !STOP_WORDS.has(x)), cands).find((c) => !c.directionOnly && c.score >= 0.9);
      if (named) asked = { ...asked, target: named, ambiguous: [] };
    }
    // 'who is yelling?', 'who is the man with the sand clock?': a 'who' asks after a person, the one named or the one here.
    // 'why is this guy blocking the road?', 'why is that guy tied to the pole?': a person pointed at is asked about,
    // the one the rest of the words fit best, or the one here.
    const pointed = said.some((x, i) => (x === 'this' || x === 'that' || x === 'the') && PERSON_NOUN_WORDS.has(said[i + 1] ?? ''));
    if (pointed && conv.topic === null && asked.target?.kind !== 'character' && asked.target?.kind !== 'foe') {
      const words2 = said.filter((x) => !STOP_WORDS.has(x) && !PERSON_NOUN_WORDS.has(x));
      const people = cands.filter((c) => c.kind === 'character' || c.kind === 'foe');
      const fit = rank(words2, people)[0];
      const one = fit && fit.score >= 0.5 ? fit : personHere(t, w, said, cands, {});
      if (one) asked = { ...asked, target: one, ambiguous: [] };
    }
    // 'why is that guy tied up?': a person asked after as bound, not named surely, is the one held captive here.
    const held = /\b(?:tied|bound|chained|shackled|caged|captive|prisoner)\b/.test(said.join(' ')) ? characters(room).filter((c) => c.captive && !w.freed.includes(c.key)) : [];
    if (held.length === 1 && (asked.target?.kind === 'character' || asked.target?.kind === 'foe') && asked.target.score < CONFIDENT) {
      asked = { ...asked, target: { kind: 'character', key: held[0]!.key, name: held[0]!.name, score: CONFIDENT }, ambiguous: [] };
    }
    // 'where is its weak point?', 'how do I beat it?': a foe's weakness asked after is about the foe here.
    const foes = livingFoes(room, w);
    // ('where is the gap in its coils?': 'its' with nothing else named is the one foe here.)
    if (!asked.target && foes.length === 1 && said.includes('its')) asked = { ...asked, target: { kind: 'foe', key: foes[0]!.key, name: foes[0]!.name, score: CONFIDENT }, ambiguous: [] };
    if ((!asked.target || asked.target.score < CONFIDENT) && foes.length === 1 && said.some((x) => ['weak', 'weakness', 'weakspot', 'vulnerable', 'beat', 'defeat', 'kill'].includes(x))) {
      asked = { ...asked, target: { kind: 'foe', key: foes[0]!.key, name: foes[0]!.name, score: CONFIDENT }, ambiguous: [] };
    }
    // A thing of the room named outright as a person ('who is the running man?') is what is asked about.
    const thingNamed = asked.target?.kind === 'feature' && asked.target.score >= CONFIDENT && tokens(asked.target.name).some((x) => PERSON_NOUN_WORDS.has(x));
    // ('someone's yelling. who's that?': the question may come after what prompted it.)
    const lastAsked = tokens(conv.text.split(/[,;.!?]+/).map((x) => x.trim()).filter((x) => x.length > 0).at(-1) ?? '');
    // 'can i hide in the colonades?': a thing named outright is what is asked about, not the one a verb would act on.
    if (asked.target && (asked.target.kind === 'foe' || asked.target.kind === 'character')) {
      const ranked = rank(said.filter((x) => !STOP_WORDS.has(x)), cands);
      const thing = ranked.find((c) => c.kind === 'feature' || c.kind === 'item' || c.kind === 'held');
      const person = ranked.find((c) => c.key === asked.target!.key);
      if (thing && thing.score >= CONFIDENT && (!person || person.score < 0.6)) asked = { ...asked, target: thing, ambiguous: [] };
    }
    // 'is the lantern still burning?', 'how much does he want for the rippling sword?': the thing the question is put about.
    // ('is that grey bundle under his knee Thorgeir's cloak?', 'will the watch let me through?': so is a thing pointed at, and the
    // subject of 'will', 'can', 'does'.)
    const subject = /^(?:why )?(?:is|are|was|were|will|would|does|do|did|can|could|should|has|have|wont|cant|isnt|doesnt|didnt|wouldnt|couldnt|arent) (?:the|my|his|her|that|this|those|these) (\w+(?: \w+)?)/.exec(said.join(' ')) ?? /\bhow much\b.*?\bfor (?:the|that|this|those|these|his|her) (\w+(?: \w+)?)/.exec(said.join(' ')) ?? /^what (?:would|does|will|do) (?:the|that|this|those|these|his|her) (\w+(?: \w+)?) cost\b/.exec(said.join(' '));
    // (Not 'that man', which the person pointed at answers, nor whether a key opens a door, which writers ask of either.)
    const keyAsked = /\b(?:fit|fits|open|opens|unlock|unlocks|work on)\b/.test(said.join(' ')) && !/^(?:is|are|was|were) /.test(said.join(' '));
    const subjectNamed = subject && !keyAsked ? subject[1]!.split(' ').filter((x) => !STOP_WORDS.has(x)) : [];
    const subjectWords = PERSON_NOUN_WORDS.has(subjectNamed[0] ?? '') ? [] : subjectNamed;
    let about = [rank(subjectWords, cands)[0], rank(subjectWords.slice(0, 1), cands)[0]].filter((x) => x !== undefined).sort((a, b) => b!.score - a!.score)[0];
    // ('why are the rock walls split like that?': of two words naming two things as well, the noun that ends them.)
    const headNoun = subjectWords.length === 2 ? rank(subjectWords.slice(1), cands)[0] : undefined;
    if (about && headNoun && headNoun.key !== about.key && headNoun.score >= about.score && !rank(subjectWords.slice(0, 1), cands).some((c) => c.key === headNoun.key)) about = headNoun;
    // ('what would the rippling blade cost me?': a thing someone here holds and would part with is asked about too.)
    const wares = subjectWords.length > 0 && (about === undefined || about.score < 1) ? characters(room).flatMap((c) => (c.gives && !w.given.includes(c.key) ? [itemOf(t, c.gives.item)] : [])) : [];
    const ware = wares.length > 0 ? bestOf(wares, subjectWords) : null;
    if (ware) about = { kind: 'item', key: ware.key, name: ware.name, score: CONFIDENT, directionOnly: false, hits: subjectWords.join(' ') };
    // ('what is Damascus steel?': a ware named with no thing of the room named.)
    const anyWare = !ware && !about && !asked.target ? characters(room).flatMap((c) => (c.gives && !w.given.includes(c.key) ? [itemOf(t, c.gives.item)] : [])) : [];
    const wareNamed = anyWare.length > 0 ? bestOf(anyWare, said.filter((x) => !STOP_WORDS.has(x))) : null;
    if (wareNamed) about = { kind: 'item', key: wareNamed.key, name: wareNamed.name, score: CONFIDENT, directionOnly: false, hits: '' };
    const personAbout = about !== undefined && (about.kind === 'character' || about.kind === 'foe');
    if (about && about.score >= 1 && (about.kind !== 'exit' || asked.target?.kind === 'character' || asked.target?.kind === 'foe') && (!asked.target || asked.target.kind === 'exit' || asked.target.kind === 'character' || asked.target.kind === 'foe' || personAbout) && about.key !== asked.target?.key) asked = { ...asked, target: about, ambiguous: [] };
    // 'is it still burning?', 'does it fit the grille?': a question whose subject is 'it' is about the thing last named,
    // not whatever else its words name ('is it safe to go on?', 'is it warm by the fire?' have no such subject).
    const itSubject = /^(?:why |how )?(?:is|are|was|were|does|do|did|will|would|can|could|should|has|have|isnt|doesnt|wont) (?:it|they)\b(?! (?:safe|dangerous|possible|wise|ok|okay|worth|smart|better|best|easy|hard|time|too late|a good idea|raining|night|day|over)\b| (?:warm|cold|hot|dark|quiet|cosy|cozy|windy|dry|light|bright|nice|comfy) (?:by|near|in|at|under|beside|inside|over|up|down|out)\b)/;
    const itAsked = itSubject.test(said.join(' ')) || itSubject.test(tokens(sentencesAsked.at(-1) ?? '').join(' '));
    const lastThing = itAsked && memory.thing ? cands.find((c) => c.key === memory.thing && c.kind !== 'exit') : undefined;
    // ('the bronze door has an owl on it. is it locked?': or the thing the sentence before it named.)
    const saidBefore = itAsked && sentencesAsked.length > 1 ? rank(meaningful(tokens(sentencesAsked.slice(0, -1).join(' '))), cands.filter((c) => c.kind !== 'character' && c.kind !== 'foe'))[0] : undefined;
    const itThing = saidBefore && saidBefore.score >= CONFIDENT ? saidBefore : lastThing;
    if (itThing) asked = { ...asked, target: { ...itThing, score: CONFIDENT }, ambiguous: [] };
    // 'is he going to draw that sword?' after looking at the looter: 'he' or 'she' as the subject is the one last met.
    // ('why r they blocking the way': so is 'why', and 'they' of the one group here.)
    const yesNo = /^(?:why )?(?:is|are|was|were|will|would|does|do|did|can|could|has|have|isnt|arent|doesnt|dont|wont|cant) (?:he|she|they)\b/.test(said.join(' '));
    const heAsked = /^(?:why |how |what )?(?:is|was|will|would|does|did|can|could|has|isnt|doesnt|wont|cant) (?:he|she)\b/.test(said.join(' ')) || yesNo;
    // ('is he going to fight me?', 'will he let me past?' with no one met yet: the one person or foe here. 'what did she
    // draw?' asks about what she did.)
    const onlyOne = [...characters(room).filter((c) => !c.captive || !w.freed.includes(c.key)), ...livingFoes(room, w)];
    // (Not over a thing of the room the question names: 'would he sleep if I laid the cloak on the bench?'.)
    const thingOfRoom = asked.target !== null && (asked.target.kind === 'feature' || asked.target.kind === 'item') && asked.target.score >= CONFIDENT;
    // ('they' is a group here, the watch; not one man, 'why are they all shouting?' at the Law Rock.)
    const theyAsked = /^(?:why )?\w+ they\b/.test(said.join(' '));
    const personMeant = memory.person ?? (yesNo && onlyOne.length === 1 && !thingOfRoom && (!theyAsked || livingFoes(room, w).some((f) => f.key === onlyOne[0]!.key)) ? onlyOne[0]!.key : undefined);
    const lastPerson = heAsked && personMeant ? cands.find((c) => c.key === personMeant && (c.kind === 'character' || c.kind === 'foe')) : undefined;
    if (lastPerson && (!asked.target || (asked.target.kind !== 'character' && asked.target.kind !== 'foe'))) asked = { ...asked, target: { kind: lastPerson.kind, key: lastPerson.key, name: lastPerson.name, score: CONFIDENT }, ambiguous: [] };
    // 'what happens if I put the Pinakes in the ark?': about the thing the deed would be done to.
    // ('what do I see if I look under the auction table?': a game master's question, about the thing looked at; it does not look.)
    const supposed = /^(?:what|wat) (?:happens|would happen|will happen|happen|do i see|would i see|will i see|do i find|would i find|will i find) if (?:i|we) (.+)$/.exec(said.join(' '));
    const deedSupposed = supposed ? readDeed(t, w, supposed[1]!, cands, memory) : undefined;
    // 'do I need that rope to get up there?', 'I wonder whether the watch would let me up': the thing named first.
    const needed = /^(?:do|will|would) (?:i|we) need (?:the|that|this|a|an|my|those|these) (\w+(?: \w+)?)/.exec(said.join(' ')) ?? /^i wonder (?:whether|if) (?:the|that|this|those|these) (\w+(?: \w+)?) (?:is|are|will|would|can|could|does|do|has|have|might|may)\b/.exec(said.join(' '));
    const neededThing = needed ? rank(needed[1]!.split(' ').filter((x) => !STOP_WORDS.has(x)), cands.filter((c) => c.kind !== 'exit'))[0] : undefined;
    if (neededThing && neededThing.score >= 1) asked = { ...asked, target: neededThing, ambiguous: [] };
    // 'what's in the pot?', 'what is under the cloth?': what is inside or under something is asked of a thing, not a person.
    // ('what's cooking in the pot?': with what is happening in it.)
    const inside = /\b(?:whats|what s|what is|anything) (?:\w+ing )?(?:in|inside|under|behind|beneath|on) (?:the |that |this |his |her )?(\w+)/.exec(said.join(' '));
    const holder = inside ? rank([inside[1]!], cands.filter((c) => c.kind === 'feature' || c.kind === 'item'))[0] : undefined;
    if (holder && holder.score >= 0.6 && (!asked.target || asked.target.kind === 'character' || asked.target.kind === 'foe' || asked.target.score < holder.score)) asked = { ...asked, target: holder, ambiguous: [] };
    // 'whats in the jar' before the jar is found: a hidden thing the room's own text shows ('a clay jar marked with
    // warnings') is what is asked about; the answer tells what the text tells, and no more.
    if (!asked.target || asked.target.score < CONFIDENT) {
      const shown = tokens(roomDescription(w, room)).map(stem);
      const hidden = (room.items ?? []).filter((i) => i.hidden && !w.revealed.includes(i.key));
      const named = hidden.find((i) => meaningful(tokens(i.name)).some((x) => shown.includes(stem(x)) && said.some((y) => stem(y) === stem(x))));
      if (named) asked = { ...asked, target: { kind: 'item', key: named.key, name: named.name, score: CONFIDENT }, ambiguous: [] };
    }
    // ('whose booth is the one with the red shield?', 'who lives in the little old booth at the end?': a place of the room's
    // ways, named by what the room's text shows of it.)
    const placeOwner = /^(?:whose (?:booth|house|hut|tent|shop|stall|door|place|home)\b|who (?:lives|sleeps|stays) (?:in|at|behind))/.test(said.join(' '));
    const placeAsked = placeOwner ? rank(meaningful(said.slice(1)).filter((x) => !['lives', 'sleeps', 'stays'].includes(x)), cands.filter((c) => c.kind === 'exit')).filter((c) => !c.directionOnly) : [];
    if (placeAsked[0] && placeAsked[0].score >= 0.85 && (placeAsked[1] === undefined || placeAsked[1].score < placeAsked[0].score)) asked = { ...asked, target: placeAsked[0], ambiguous: [] };
    // 'Whose staff is this? Would anyone mind if I took it?': a 'whose' asks about the thing it names.
    const owned = said[0] === 'whose' && !placeOwner ? rank(said.slice(1, 3).filter((x) => !STOP_WORDS.has(x)), cands.filter((c) => c.kind !== 'exit'))[0] : undefined;
    if (owned && owned.score >= CONFIDENT) asked = { ...asked, target: owned, ambiguous: [] };
    // 'what's the shiny thing in the grass?' after the walls gave it up: the thing just found.
    const shownBy = memory.thing ? (room.items ?? []).find((i) => typeof i.hidden === 'object' && i.hidden !== null && 'feature' in i.hidden && i.hidden.feature === memory.thing && w.revealed.includes(i.key) && !w.taken.includes(i.key)) : undefined;
    const found = memory.thing ? cands.find((c) => (c.key === memory.thing || c.key === shownBy?.key) && c.kind === 'item') : undefined;
    if (found && /\b(?:shiny|bright|small|little|tiny|glinting|gleaming|glittering|sparkly|heavy|strange|odd|round) (?:thing|object|something)\b|\bsomething (?:shiny|bright|small|glinting|sparkly)\b/.test(said.join(' ')) && (!asked.target || asked.target.kind !== 'item')) {
      asked = { ...asked, target: { ...found, score: CONFIDENT }, ambiguous: [] };
    }
    // 'wtf is that thing', 'what is that thing coiled round the keystone': the thing that is no thing of the room is the foe.
    const foesHere = livingFoes(room, w);
    if ((/\b(?:that|this|the) (?:thing|creature|monster|beast)\b/.test(said.join(' ')) || (sentencesAsked.some((x) => /^(?:what|wtf|wth) (?:is|s) (?:that|this)$/.test(tokens(x).join(' '))) && (!asked.target || asked.target.score < CONFIDENT))) && foesHere.length === 1 && asked.target?.kind !== 'foe' && asked.target?.kind !== 'character') {
      asked = { ...asked, target: { kind: 'foe', key: foesHere[0]!.key, name: foesHere[0]!.name, score: CONFIDENT }, ambiguous: [] };
    }
    // 'whose footprints are those in the moss?': of two things named as surely, the question is about the first.
    if (asked.target && asked.target.kind !== 'exit' && !putLast) {
      const ranked = rank(said.filter((x) => !STOP_WORDS.has(x)), cands);
      const tied = ranked.filter((c) => c.score === ranked[0]!.score && c.kind !== 'exit');
      const at = (c: Ranked) => Math.min(...c.hits.split(' ').map((h) => said.indexOf(h)).filter((i) => i >= 0));
      if (tied.length > 1 && tied.some((c) => c.key === asked.target!.key)) {
        const first = [...tied].sort((a, b) => at(a) - at(b))[0]!;
        const mine = tied.find((c) => c.key === asked.target!.key)!;
        if (at(first) < at(mine)) asked = { ...asked, target: first, ambiguous: [] };
      }
    }
    // 'whose footprints are those?' asks about the footprints, when they are plainly named.
    const whoseThing = said[0] === 'whose' && asked.target !== null && asked.target.score >= CONFIDENT;
    // ('who painted this page?': a thing pointed at and named outright is what a 'who' asks about.)
    const pointedThing = asked.target !== null && asked.target.score >= CONFIDENT && ['item', 'held', 'feature'].includes(asked.target.kind) && said.some((x, i) => (x === 'this' || x === 'that') && (asked.target as { hits?: string }).hits?.split(' ').includes(said[i + 1] ?? ''));
    // ('Who is the statue holding the scroll?', 'who is the laughing woman in the painting?': a 'who' after a thing here,
    // or after someone in or on a thing here, is about the thing.)
    const whoIs = /^(?:who s|whos|who is|who are|who was) (?:the|that|this|those|these) (.+)$/.exec(said.join(' '));
    const whoWords = whoIs ? tokens(whoIs[1]!) : [];
    const isPerson = (x: string) => PERSON_NOUN_WORDS.has(x) || PERSON_NOUNS.has(x);
    const within = whoWords.findIndex((x, i) => (x === 'in' || x === 'on') && whoWords.slice(Math.max(0, i - 2), i).some(isPerson) && whoWords.slice(i + 1, i + 3).some((y) => ['painting', 'picture', 'portrait', 'drawing', 'image', 'sketch', 'carving', 'mosaic', 'fresco', 'tapestry', 'easel', 'canvas'].includes(y)));
    const things = cands.filter((c) => (c.kind === 'feature' || c.kind === 'item') && !c.bag);
    // ('who's inside the tavern?': who is behind a way out is asked of the way.)
    const insideWay = /^(?:who s|whos|who is|who are) (?:inside|in|behind|through|beyond) (?:the |that |this )?(.+)$/.exec(said.join(' ')) ?? /^(?:whats|what s|what is) (?:behind|through|beyond) (?:the |that |this )?(.+)$/.exec(said.join(' '));
    const wayAsked = insideWay ? rank(meaningful(tokens(insideWay[1]!)), cands.filter((c) => c.kind === 'exit' && !c.bag)).find((c) => c.score >= CONFIDENT) : undefined;
    if (wayAsked && !rank(meaningful(tokens(insideWay![1]!)), cands.filter((c) => (c.kind === 'feature' || c.kind === 'item') && !c.bag)).some((c) => c.score >= wayAsked.score)) asked = { ...asked, target: wayAsked, ambiguous: [] };
    const whoThing = wayAsked ? wayAsked : within > 0 ? rank(meaningful(whoWords.slice(within + 1)), things).find((c) => c.score >= CONFIDENT) : whoWords.length > 0 && !whoWords.slice(0, 2).some(isPerson) ? rank(meaningful(whoWords.slice(0, 2)), things).find((c) => c.score >= CONFIDENT) : undefined;
    if (whoThing) asked = { ...asked, target: whoThing, ambiguous: [] };
    if (!whoThing && !placeOwner && !whoseThing && !pointedThing && [said[0], lastAsked[0]].some((x) => x === 'who' || x === 'whos' || x === 'whose') && conv.topic === null && asked.target?.kind !== 'character' && asked.target?.kind !== 'foe' && !thingNamed) {
      const one = personHere(t, w, said, cands, {});
      if (one) asked = { ...asked, target: one, ambiguous: [] };
    }
    // ('where is its weak spot on the chart?': the foe's weakness, wherever it is marked.)
    const weakWords = said.some((x) => ['weak', 'weakness', 'weakspot', 'vulnerable'].includes(x));
    if (foes.length === 1 && said.includes('its') && weakWords && asked.target?.kind !== 'foe') asked = { ...asked, target: { kind: 'foe', key: foes[0]!.key, name: foes[0]!.name, score: CONFIDENT }, ambiguous: [] };
    // 'what's special about the rippling sword?', 'what is sour whey good for?': the thing asked after, here or a ware.
    const carriedHere = [...characters(room).flatMap((c) => (c.gives && !w.given.includes(c.key) ? [itemOf(t, c.gives.item)] : [])), ...livingFoes(room, w).flatMap((f) => (f.drops ?? []).map((k) => itemOf(t, k)))];
    const special = /^(?:what s|whats|what is) (?:so )?(?:special|different|good|great|interesting|unusual|important) about (?:the |that |this |his |her )?(.+)$/.exec(said.join(' ')) ?? /^(?:what s|whats|what is|what are|whats) (?:the |that |this |a |an |some )?(.+?) (?:good|useful|used) for$/.exec(said.join(' '));
    if (special) {
      const words2 = meaningful(tokens(special[1]!));
      const here = rank(words2, cands.filter((c) => c.kind !== 'character' && c.kind !== 'foe' && !c.bag))[0];
      const ware = bestOf(carriedHere, words2);
      if (here && here.score >= CONFIDENT) asked = { ...asked, target: here, ambiguous: [] };
      else if (ware) asked = { ...asked, target: { kind: 'item', key: ware.key, name: ware.name, score: CONFIDENT }, ambiguous: [] };
    }
    // ('what's that light far off to the east?', 'is that another hour-bead?': a thing pointed at out there is not the one
    // in the satchel.)
    if (asked.target?.kind === 'held' && said.some((x) => x === 'that' || x === 'those' || x === 'another')) {
      const outThere = rank(said.filter((x) => !STOP_WORDS.has(x)), cands.filter((c) => c.kind === 'feature' || c.kind === 'item')).find((c) => c.score >= 0.6);
      if (outThere) asked = { ...asked, target: outThere, ambiguous: [] };
    }
    // 'what's at the end of the street?': the way the room's text puts at its end.
    if (/^(?:what s|whats|what is|what lies|whats) (?:at|down) (?:the|its) (?:far )?end\b/.test(said.join(' '))) {
      const endLines = roomDescription(w, room).split(/(?<=[.!?;])\s+/).filter((line) => /\bend\b/i.test(line));
      const ends = room.exits.filter((e) => endLines.some((line) => meaningful(tokens(e.label)).some((x) => tokens(line).map(stem).includes(stem(x)))));
      if (ends.length === 1) asked = { ...asked, target: { kind: 'exit', key: ends[0]!.to, name: ends[0]!.label, score: CONFIDENT }, ambiguous: [] };
    }
    // 'what's that staff doing in the rock?', 'what's that soldier doing in the street?': what is doing it is asked about.
    const doer = /^(?:what s|whats|what is|what are|why is|whys|why s|why are) (?:that|this|the|those|these) (\w+)(?: (\w+))? doing\b/.exec(said.join(' '));
    if (doer) {
      const named = [doer[1]!, doer[2]].filter((x): x is string => x !== undefined && x !== 'doing' && !STOP_WORDS.has(x));
      const one = PERSON_NOUN_WORDS.has(named[0] ?? '') || PERSON_NOUNS.has(named[0] ?? '') ? personHere(t, w, said, cands, {}) : rank(named, cands).find((c) => c.score >= CONFIDENT);
      if (one) asked = { ...asked, target: one, ambiguous: [] };
    }
    if (deedSupposed?.target && deedSupposed.target.kind !== 'exit' && deedSupposed.target.kind !== 'held' && deedSupposed.target.score >= CONFIDENT) asked = { ...asked, target: deedSupposed.target, ambiguous: [] };
    // 'is that Thorgeir's cloak under his knee?', 'is the Semper Augustus in that bag?': a thing someone here carries, named
    // outright, is what is asked about, not the one who carries it.
    const holderNamed = asked.target !== null && rank(said.filter((x) => !STOP_WORDS.has(x)), cands.filter((c) => !c.bag)).some((c) => c.key === asked.target!.key && c.score >= CONFIDENT);
    const carriedNamed = (asked.target?.kind === 'character' || asked.target?.kind === 'foe') && !holderNamed ? bestOf(carriedHere.filter((i) => !cands.some((c) => c.key === i.key)), said.filter((x) => !STOP_WORDS.has(x)), CONFIDENT) : null;
    if (carriedNamed && scoreName(said, carriedNamed.name).score >= CONFIDENT) asked = { ...asked, target: { kind: 'item', key: carriedNamed.key, name: carriedNamed.name, score: CONFIDENT }, ambiguous: [] };
    // 'is the paint still wet?': of things the words name about as well, and none surely, the one whose own text says
    // more of what is asked (the easel's paint is still wet; the painter is only near the word).
    // 'how old is this booth?' inside Thorgeir's booth: 'this' and a word of the room's own name is the room, not a way out
    // called alike; it is answered by the thing here whose own text speaks of it (the flowered turf: 'the booth has stood
    // here since the first Althing').
    const ownWords = new Set(tokens(room.name).filter((x) => !STOP_WORDS.has(x)).map(stem));
    const thisRoom = said.some((x, i) => (x === 'this' || x === 'here') && ownWords.has(stem(said[i + 1] ?? '')));
    if (thisRoom && asked.target?.kind === 'exit') {
      const told = rank(said.filter((x) => !STOP_WORDS.has(x)), cands.filter((c) => c.bag && c.kind === 'feature'))[0];
      asked = { ...asked, target: told ?? null, ambiguous: [] };
    }
    // ('what is that thing coiled round the keystone?' is the foe, a thing that is no thing of the room; 'who' asks after a person.)
    const creature = /\b(?:thing|creature|monster|beast|animal)\b/.test(said.join(' '));
    const whoAsked = ['who', 'whos', 'whom'].includes(said[0] ?? '');
    if (asked.target && asked.target.score < CONFIDENT && !creature && !(whoAsked && (asked.target.kind === 'character' || asked.target.kind === 'foe'))) {
      const asking = said.filter((x) => !STOP_WORDS.has(x));
      const ranked = rank(asking, cands.filter((c) => !c.bag)).filter((c) => c.score >= asked.target!.score - 0.3 && c.kind !== 'exit' && c.kind !== 'held');
      const told = (c: Ranked) => {
        const bag = cands.find((x) => x.bag && x.key === c.key && x.kind === c.kind)?.bag;
        return bag ? asking.filter((x) => x.length >= 3 && bag.has(stem(x))).length : 0;
      };
      const mine = told(asked.target as Ranked);
      const better = ranked.filter((c) => told(c) > mine).sort((a, b) => told(b) - told(a))[0];
      if (better) asked = { ...asked, target: better, ambiguous: [] };
    }
    // 'is he dead?' once the sapper is beaten: 'he' or 'it', with no one else here, is the foe beaten here.
    const beaten = (room.foes ?? []).filter((f) => w.defeated.includes(f.key));
    const pronounAsked = heAsked || itAsked || /^(?:why |how )?(?:is|was|are) (?:he|she|it|they)\b/.test(said.join(' '));
    if (pronounAsked && beaten.length === 1 && onlyOne.length === 0 && (!asked.target || asked.target.score < CONFIDENT)) asked = { ...asked, target: { kind: 'foe', key: beaten[0]!.key, name: beaten[0]!.name, score: CONFIDENT }, ambiguous: [] };
    // ('is it hurt?' after a blow at the hour-thief: 'it' is the creature just fought, when no thing was named since.)
    const fought = itAsked && !asked.target && !memory.thing ? foes.find((f) => f.key === memory.person) : undefined;
    if (fought) asked = { ...asked, target: { kind: 'foe', key: fought.key, name: fought.name, score: CONFIDENT }, ambiguous: [] };
    // 'where does the door go?' with two doors here: which of them is asked back, for free; every other question is answered
    // about the one thing it is taken to mean.
    const wayWords = asked.target?.kind === 'exit' ? ((asked.target as { hits?: string }).hits ?? '').split(' ').filter((x) => x !== '') : [];
    const whichWay = wayWords.length > 0 && wayWords.every((x) => WAY_NOUNS.has(stem(x))) && !said.includes('end') && asked.ambiguous.length > 1 && asked.ambiguous.every((a) => a.kind === 'exit');
    return { ...asked, mode: 'question', topic: conv.topic, skipped: null, missingItem: null, ambiguous: whichWay ? asked.ambiguous : [] };
  }
  // A MUD player's 'list' at a shop, 'browse the wares': hearing out the one here who trades.
  const sellers = characters(room).filter((c) => c.gives?.requires);
  if (sellers.length === 1 && /^(?:list|list (?:wares|goods|items|stock)|browse(?: (?:the )?(?:wares|goods|stock))?|wares|shop|see (?:the )?wares)$/.test(said.join(' '))) {
    return { ...NO_INTENT, mode: 'deed', topic: null, verb: 'talk', verbWord: 'list', target: { kind: 'character', key: sellers[0]!.key, name: sellers[0]!.name, score: CONFIDENT }, meaningfulWords: 1 };
  }
  // ('thats a tulip not an onion', 'hey, that's a tulip bulb, not an onion!': putting someone here right is words with them.)
  const correcting = /^(?:hey |oi |mate |no |nah |um )*(?:that s|thats|that is|it s|its|this is|thats) (?:a |an |the |your )?[\w-]+(?: [\w-]+)? not (?:a|an|the|your|some) [\w-]+/.test(tokens(text).join(' '));
  const freeHere = characters(room).filter((c) => !c.captive || w.freed.includes(c.key));
  if (correcting && freeHere.length === 1) return { ...NO_INTENT, mode: 'deed', topic: null, verb: 'talk', verbWord: 'tell', target: { kind: 'character', key: freeHere[0]!.key, name: freeHere[0]!.name, score: CONFIDENT }, meaningfulWords: 1 };
  const read = readDeed(t, w, conv.text, cands, memory);
  // 'imma go check out the waterfall', 'we go look at the waterfall': going to see a way out is taking it.
  // ('I'll go up and look at the waterfall', 'I'll check out the booth with the red shield': a way out gone up to and
  // looked at, or checked out, is taken.)
  const goSee = read.verb === 'examine' && read.target?.kind === 'exit' && /\bgo (?:up |down |over |out |across )?(?:there )?(?:and )?(?:check|see|look|have a look)\b|\bcheck (?:out|it out)\b/i.test(text);
  const deed = goSee ? { ...read, verb: 'go' as const } : read;

  // Words to someone: a greeting ('hello there soldier'), a name called first ('auctioneer, who stole the bulb?'),
  // or 'you' with no thing of the room meant ('could you please let me pass, sir?', 'calm down, I'm here to help you').
  // 'ty!!', 'thanks a lot, Demetria': thanking is words with whoever helped.
  // ('thx 4 the straps': thanks for a thing given.)
  const thanking = /^(?:thanks|thank you|thank u|thx|ty|tysm|cheers|much obliged|many thanks)(?: (?:so much|a lot|very much|again))?(?: for (?:the |your |this |that |those )?[\w-]+(?: [\w-]+)?)?(?: \w+)?$/.test(said.join(' '));
  // ('Goodness, he's enormous. Hello there, big fellow': a greeting or a name may open any sentence.)
  const opened = text.match(/[^.!?]+[.!?]*/g)?.map((x) => x.trim()).filter((x) => x.length > 0) ?? [text];
  // ('hey, that's a tulip bulb on the floor, I'll take it': a 'hey' at what is seen greets no one.)
  const exclaimed = /^(?:hey|oh|ooh|wow|whoa|look) (?:that|thats|there|theres|this|look)\b.*\b(?:i ll|ill|i will|let me|lets|i m going to|im going to)\b/.test(tokens(text).join(' '));
  const greeted = !exclaimed && ((GREETINGS.has(said[0] ?? '') && said[0] !== 'sorry') || opened.some((x) => GREETING.test(x)) || thanking);
  const called = opened.map((x) => vocative(x, cands)).find((x) => x !== null) ?? calledLast(text, cands) ?? (CALLED.test(text) ? personHere(t, w, said, cands, memory) : null);
  // 'Here's your cloak back, love, I'll fold it on your bench for you': the player's own placing of a thing is the deed.
  const placing = text.split(/[,;.!?]+/).map((x) => tokens(x)).filter((x) => /^(?:i ll|ill|i will|i shall|let me) \w+/.test(x.join(' '))).at(-1);
  // ('it' there is the thing the sentence handed over: the one carried thing it names.)
  const handed = rank(said.filter((x) => !STOP_WORDS.has(x)), cands.filter((c) => c.kind === 'held'))[0];
  const placingText = placing ? placing.map((x) => ((x === 'it' || x === 'them') && handed && handed.score >= 1 ? handed.name.toLowerCase() : x)).join(' ') : '';
  const placed = placing ? readDeed(t, w, placingText, cands, memory) : null;
  const toPerson = deed.verb === 'talk' || deed.target?.kind === 'character';
  if (toPerson && placed && placed.verb === 'use' && placed.target?.kind === 'feature' && placed.target.score >= CONFIDENT && placed.item !== null) return { ...placed, mode: 'deed', topic: null };
  const quoted = /["“”]/.test(text) || /^\s*'|'\s*(?:i|we) (?:say|tell|ask|plead|shout|whisper|call)/i.test(text);
  const personal = deed.target === null || deed.target.kind === 'character' || deed.target.kind === 'foe' || deed.target.score < CONFIDENT;
  const addressed = said.some((x) => SECOND_PERSON.has(x)) && personal;
  // 'give me the map', 'gimme the bag', 'let me pass', 'I am a friend': asking someone, not doing.
  // 'kid. give me the chart.', 'fine, take the paper, give me the keys': a request in any clause of the sentence.
  const askedInClause = clauses(text).slice(1).some((c) => /^(?:now |then |just |please |so )?(?:(?:give|hand|pass|sell|lend) me|gimme|lemme have)\b/.test(c.join(' ')));
  // 'please give back the cloak': asking for one's own thing back is always asking someone.
  // ('hand over the bag': a demand made of whoever is here, for what they hold.)
  const givingBack = clauses(text).some((c) => /^(?:please )?(?:give|giv) (?:\w+ ){0,3}back\b|^(?:please )?(?:hand|give|turn) (?:(?:it|that|them|the \w+|his \w+|her \w+) )?over\b/.test(c.join(' '))) && personHere(t, w, said, cands, memory) !== null;
  // ('Kindly give me the map of the stacks', '…, kindly allow me': asked of whoever is here, whatever the words name.)
  // ('I'll show the guards my safe-conduct so they let me through' asks nothing: it says what the deed is for.)
  // ('let me pass pls im just a scholar', 'big man, let me by, the war isn't today': a plea, whatever follows it.)
  const pleaded = /^(?:please |kindly )?(?:give|hand|pass|sell|lend) me\b|\b(?:kindly|please) (?:allow|permit|let) (?:me|us)\b|(?<!\b(?:they|he|she|it|will|would|might|may) )\blet me (?:pass|past|through|by|go by|go through)(?:$| (?!(?:the|this|that|a|an|into|to|down|up|over|under|across|along|quietly|carefully)\b))/.test(`${said.join(' ')} | ${text.toLowerCase().replace(/[’']/g, '').replace(/([,.!?;])/g, ' $1 ').replace(/[^a-z0-9,.!?; ]+/g, ' ').replace(/\s+/g, ' ')}`) && personHere(t, w, said, cands, memory) !== null && !rank(meaningful(said), cands.filter((c) => c.kind === 'item' && !c.bag)).some((c) => c.score >= 1);
  const asking = givingBack || pleaded || (REQUEST_TO.test(said.join(' ')) && personal) || (askedInClause && personHere(t, w, said, cands, memory) !== null);
  const fighting = deed.verb === 'attack' || deed.verb === 'defend' || deed.verb === 'sneak' || deed.verb === 'free';
  const pleading = /\b(?:dont|do not|stop)(?: want to| wanna| mean to| intend to| wish to)? (?:fight|attack|hurt|shoot|strike|kill|steal|burn|touch|destroy|break)\b|\bnot (?:here |going |gonna |trying |looking )?(?:to |for )?(?:a )?(?:fight|attack|hurt|harm|trouble)\b/.test(said.join(' ')) && personHere(t, w, said, cands, memory) !== null;
  const fightWord = deed.verbWord !== null && ['defend', 'parry', 'block', 'dodge', 'attack', 'fight', 'strike', 'stab', 'shoot', 'sneak'].includes(deed.verbWord);
  // 'don't worry Nasrin, I'll unlock the bars with this key': a captive called by name and freed in the same breath.
  const frees = (d: typeof deed) => d.target?.kind === 'character' && d.target.score >= CONFIDENT && (d.verb === 'free' || ((d.verb === 'use' || d.verb === 'open') && d.item !== null)) && characters(room).some((c) => c.key === d.target!.key && c.captive && !w.freed.includes(c.key));
  // 'let me get you out of there', 'hold still, I'll cut you free': the one spoken to, freed, is the captive here.
  const captives = characters(room).filter((c) => c.captive && !w.freed.includes(c.key));
  // ('I'll have you out in a moment!' reassures; 'I shall have you out with this crowbar' frees.)
  const freeingYou = /\b(?:get|let|cut|set|break|bust|spring|untie|free|release) you (?:out|free|loose|go)\b|\b(?:free|untie|release|rescue|unlock) you\b/.test(said.join(' ')) || (/\bhave you (?:out|free|loose)\b/.test(said.join(' ')) && said.includes('with'));
  // ('please do not worry, I am coming to get you out': a promise, not yet the deed.)
  const promising = /\b(?:coming|going|gonna) to (?:get|let|cut|set|break|bust) you\b/.test(said.join(' ')) && !said.includes('with');
  if (captives.length === 1 && freeingYou && !promising) {
    const one = captives[0]!;
    const freed = readDeed(t, w, `free the ${one.name}`, cands, memory);
    if (freed.verb === 'free' && freed.target?.key === one.key) return { ...freed, mode: 'deed', topic: null };
  }
  // 'Madam, allow me to unlock your cell': the captive's own lock, undone by the player, is freeing her.
  const yours = said.includes('your') ? readDeed(t, w, conv.text.replace(/\byour\b/g, 'the'), cands, memory) : null;
  const undoing = yours !== null && (yours.verb === 'use' || yours.verb === 'open') && yours.item === null && yours.target?.kind === 'character' && yours.target.score >= CONFIDENT && characters(room).some((c) => c.key === yours.target!.key && c.captive && !w.freed.includes(c.key));
  if (yours && (frees(yours) || undoing)) return { ...yours, mode: 'deed', topic: null };
  // ('Notary Sahib, here is the proof, kindly release the gardener': asking the one called to do it.)
  const askedToDo = called !== null && /\b(?:kindly|please) (?:release|free|let|open|unlock|allow)\b/.test(said.join(' '));
  const freeingThem = frees(deed) && !askedToDo;
  // 'Thorgeir, lie down. I lay your cloak on the bench': a sentence of the player's own deed after the call is the deed.
  const sentences = text.split(/[.!?;]+/).map(tokens).filter((x) => x.length > 0);
  // ('Hey, I'll watch the juggler for a bit': a hail before the player's own deed.)
  const mine = (w0: string[]) => { const x = ['hey', 'hi', 'oh', 'ok', 'okay', 'so', 'well', 'right', 'alright'].includes(w0[0] ?? '') ? w0.slice(1) : w0; return (x[0] === 'i' && verbOf(x[1] ?? '') !== undefined && verbOf(x[1] ?? '') !== 'talk') || (/^(?:i ll|ill|i will|i shall|let me) \w+/.test(x.join(' ')) && verbOf(x[x[0] === 'ill' ? 1 : 2] ?? '') !== undefined && verbOf(x[x[0] === 'ill' ? 1 : 2] ?? '') !== 'talk'); };
  // ('I'll fold your grey cloak and lay it on the sheepskins, sir': the player's own deed on a thing, said to someone.)
  const onThing = deed.target !== null && deed.target.kind !== 'character' && deed.target.kind !== 'foe';
  const ownDeed = deed.verb !== null && deed.verb !== 'talk' && deed.target !== null && ((sentences.length > 1 && sentences.slice(1).some(mine)) || (onThing && sentences.some(mine)));
  if ((((called || quoted) && !fightWord && !ownDeed) || (pleading && deed.verb !== 'sneak' && deed.verb !== 'go') || ((greeted || addressed || asking) && !fighting && !ownDeed)) && !freeingThem) {
    // ('Hi there, I won't tell anyone, promise': greeted, the one here who is free to answer.)
    const free = characters(room).filter((c) => !c.captive || w.freed.includes(c.key));
    const greetedOne = greeted && said.length > 3 && free.length === 1 && livingFoes(room, w).length === 0 ? { kind: 'character' as const, key: free[0]!.key, name: free[0]!.name, score: CONFIDENT } : null;
    const person = called ?? personHere(t, w, said, cands, memory) ?? greetedOne;
    if (person) return { ...NO_INTENT, mode: 'deed', topic: null, verb: 'talk', verbWord: said[0]!, target: (called ? null : keeperOf(t, w, person, said)) ?? person, meaningfulWords: 1 };
  }
  // 'I ask the auctioneer who stole the bulb': asking someone anything but for a thing is words with them.
  const askedWho = /^(?:i )?(?:ask|asks|question|tell|tells) (?:the )?(\w+(?: \w+)?)/.exec(said.join(' '));
  if (askedWho && !said.includes('for')) {
    const who = rank(askedWho[1]!.split(' ').filter((x) => !STOP_WORDS.has(x)), cands.filter((c) => (c.kind === 'character' || c.kind === 'foe') && !c.bag))[0];
    if (who && who.score >= CONFIDENT) return { ...NO_INTENT, mode: 'deed', topic: null, verb: 'talk', verbWord: 'ask', target: who, meaningfulWords: 1 };
  }
  // 'Here is a drawing of the real thief, sir. Please let that poor gardener go': asking for a captive's release
  // is words with the one who holds them.
  const keeper = deed.target?.kind === 'character' && (asking || greeted || REQUEST_TO.test(said.join(' ')) || said.includes('please') || said.includes('sir')) ? keeperOf(t, w, deed.target, said) : null;
  if (keeper) return { ...NO_INTENT, mode: 'deed', topic: null, verb: 'talk', verbWord: said[0]!, target: keeper, meaningfulWords: 1 };
  return { ...deed, mode: 'deed', topic: null };
}

/**
 * The one who can free a captive, when the words ask for the captive's release ('will you let the gardener out?')
 * and one other person here is free to do it: the request is theirs, not the captive's.
 */
function keeperOf(t: DungeonSeed, w: WorldState, person: Target, said: string[]): Target | null {
  const room = roomOf(t, w.room);
  const captive = characters(room).find((c) => c.key === person.key && c.captive && !w.freed.includes(c.key));
  if (!captive || !said.some((x) => RELEASING.has(x))) return null;
  const others = characters(room).filter((c) => c.key !== captive.key && !c.captive);
  return others.length === 1 ? { kind: 'character', key: others[0]!.key, name: others[0]!.name, score: CONFIDENT } : null;
}

/** Words that give a way a heading in a room's text: 'the walkway drops from the roof's edge', 'a stair climbs'. */
const TOWARD: Record<'up' | 'down', RegExp> = {
  down: /\b(?:down|downward|downwards|drops?|descends?|below|beneath|lower)\b/,
  up: /\b(?:up|upward|upwards|climbs?|ascends?)\b/,
};

/** The ways out of a room that go up or down, by their labels, locks and the room's text. */
export function waysToward(room: { description: string; exits: { to: string; label: string; locked?: { text: string } }[] }, heading: 'up' | 'down') {
  return room.exits.filter((e) => goesToward(room.description, e, room.exits, heading));
}

/** Whether a way out goes up or down, by its label, its lock's words or the sentence of the room's text that names it. */
function goesToward(description: string, e: { label: string; locked?: { text: string } }, exits: { label: string }[], heading: 'up' | 'down'): boolean {
  const wordsOf = (label: string) => meaningful(tokens(label)).filter((x) => !['up', 'down', 'the', 'way', 'to', 'into'].includes(x)).map(stem);
  // A way with a compass bearing ('the scaffolds to the north') goes that way, whatever rises beyond it.
  if (/\b(?:north|south|east|west)\b/.test(e.label.toLowerCase())) return false;
  const own = wordsOf(e.label);
  const others = exits.filter((o) => o !== e).flatMap((o) => wordsOf(o.label)).filter((x) => !own.includes(x));
  // A sentence (or half of one) about this way alone: 'An old aqueduct walkway drops from the roof's edge'.
  const told = description.split(/(?<=[.!?;:,])\s+/).filter((line) => {
    const said = tokens(line).map(stem);
    return own.some((x) => said.includes(x)) && !others.some((x) => said.includes(x));
  });
  return [e.label, e.locked?.text ?? '', ...told].some((line) => TOWARD[heading].test(line.toLowerCase()));
}

/** A person here called at the end, after a comma: 'how much for that rippling sword, merchant?'. */
function calledLast(text: string, cands: Candidate[]): Target | null {
  // 'How much is that sword, Farrukh? Would this tanga do?': the end of any sentence may call a name.
  const sentences = text.match(/[^.!?]+[.!?]*/g) ?? [text];
  if (sentences.length > 1) {
    for (const sentence of sentences) {
      const one = calledLast(sentence, cands);
      if (one) return one;
    }
    return null;
  }
  const m = /,\s*([^,;.!?]{2,40})[.!?]*\s*$/.exec(text);
  if (!m) return null;
  // '..., well around the berserk' places the deed; '..., quietly so he can sleep' gives a purpose; a name called is the name alone.
  if (tokens(m[1]!).some((x) => PLACING.has(x) || ['so', 'because', 'while', 'until', 'before', 'since', 'if', 'when', 'as'].includes(x))) return null;
  const words = tokens(m[1]!).filter((x) => !STOP_WORDS.has(x) && !GREETINGS.has(x));
  if (words.length === 0 || words.length > 3 || verbOf(words[0]!) !== undefined) return null;
  const top = rank(words, cands.filter((c) => (c.kind === 'character' || c.kind === 'foe') && !c.bag))[0];
  // '..., as not to wake the gunner' names him in a clause of its own; a name called is the name (and 'guy') alone.
  const hits = new Set(top?.hits.split(' ') ?? []);
  if (!words.every((x) => hits.has(x) || PERSON_NOUN_WORDS.has(x))) return null;
  return top && top.score >= 1 ? top : null;
}

/**
 * A name called without a comma, as phones type it: first ('bartolomeo when are they gonna attack?', 'snorri can
 * i have some of those straps?') or last after a question ('who's winning rn auctioneer guy'), never inside a
 * noun phrase ('who is the crossbow guy?' asks about him).
 */
function calledBare(said: string[], cands: Candidate[]): Target | null {
  const people = cands.filter((c) => (c.kind === 'character' || c.kind === 'foe') && !c.bag);
  const whole = (words: string[]) => {
    const top = rank(words, people)[0];
    const hits = new Set(top?.hits.split(' ') ?? []);
    return top && top.score >= CONFIDENT && words.every((x) => hits.has(x) || PERSON_NOUN_WORDS.has(x)) && !words.every((x) => PERSON_NOUN_WORDS.has(x)) ? top : null;
  };
  for (const n of [1, 2]) {
    const next = said[n];
    if (next !== undefined && (QUESTION_WORDS.has(next) || ['when', 'i', 'u', 'you', 'please', 'pls'].includes(next))) {
      const first = whole(said.slice(0, n));
      if (first) return first;
    }
    // Called last, the name comes with its 'guy' ('auctioneer guy'), after a word that does not take it as object.
    const before = said[said.length - n - 1];
    const tail = said.slice(-n);
    if (said.length >= n + 2 && before !== undefined && !ARTICLE_WORDS.has(before) && verbOf(before) === undefined && tail.some((x) => PERSON_NOUN_WORDS.has(x))) {
      const last = whole(said.slice(-n));
      if (last) return last;
    }
  }
  return null;
}

/** A person's name called before the rest, set off by a comma: 'Bartolomeo, may I borrow this crossbow?'. */
function vocative(text: string, cands: Candidate[]): Target | null {
  const m = /^\s*([^,;.!?]+),/.exec(text);
  if (!m) return null;
  const all = tokens(m[1]!);
  // 'Who is this captain, and who pays him?' asks about the captain; it does not call him.
  if (QUESTION_WORDS.has(all[0] ?? '')) return null;
  // 'I'll take the crossbow, ...' tells a deed: a name is called without a verb of the player's.
  if (all.some((x, i) => (i === 0 || all[i - 1] === 'i' || all[i - 1] === 'll' || all[i - 1] === 'ill' || all[i - 1] === 'will') && verbOf(x) !== undefined && x !== 'master')) return null;
  // 'blue hood has the cloak, get him', 'the pickpocket is right there, ...': said of someone, not calling them.
  // ('the gunner's asleep, …': an 's after a name says something of them too.)
  if (all.some((x) => SAID_OF.has(x) || x === 'has' || x === 'had') || /\w['’]s\s+\w/.test(m[1]!)) return null;
  const words = all.filter((x) => !STOP_WORDS.has(x) && !GREETINGS.has(x));
  if (words.length === 0 || words.length > 3) return null;
  const top = rank(words, cands.filter((c) => c.kind === 'character' || c.kind === 'foe'))[0];
  // 'a CROSSBOW under the cloak, grabbing it': a thing of the room named as surely is the thing, not its owner called.
  const thing = rank(words, cands.filter((c) => c.kind === 'item' || c.kind === 'feature'))[0];
  if (top && thing && thing.score >= top.score) return null;
  return top && top.score >= 1 && verbOf(words[0]!) === undefined ? top : null;
}

/**
 * The thing here that a carried item serves (a captive it frees, a lock it opens, a feature it works on): 'pry the
 * door with the crowbar' in a room whose cloister door takes nothing and whose cell takes the crowbar.
 */
function servedBy(t: DungeonSeed, w: WorldState, item: string): Target[] {
  const room = roomOf(t, w.room);
  const as = (kind: TargetKind, key: string, name: string): Target => ({ kind, key, name, score: CONFIDENT });
  return [
    ...characters(room).filter((c) => c.captive?.requires === item && !w.freed.includes(c.key)).map((c) => as('character', c.key, c.name)),
    ...room.exits.filter((e) => e.locked?.item === item && !w.unlocked.includes(`${room.key}>${e.to}`)).map((e) => as('exit', e.to, e.label)),
    ...features(room).filter((f) => f.use?.item === item && !w.used.includes(`${f.key}:${item}`)).map((f) => as('feature', f.key, f.name)),
  ];
}

/** The verbs that say something of a thing rather than do to it: 'that cloak may keep...', 'this fellow is...'. */
/** States a person or thing is said to be in, with or without its 'is': 'the gunner's asleep'. */
const STATES = new Set(['asleep', 'awake', 'sleeping', 'snoring', 'dozing', 'napping', 'distracted', 'busy', 'dead', 'unconscious', 'drunk', 'gone', 'away']);
const SAID_OF = new Set(['look', 'seem', 'sound', 'is', 'are', 'was', 'were', 'may', 'might', 'could', 'would', 'will', 'should', 'must', 'looks', 'seems', 'seem', 'has', 'wont', 'cant', 'doesnt', 'isnt', 'arent', 'wasnt', 'didnt', 'smells', 'sounds', 'feels', 'left', 'dropped', 'forgot', 'lost', 'keeps', 'sits', 'stands', 'lies', 'hangs', 'leans', 'holds', 'wears', 'carries']);

function readDeed(t: DungeonSeed, w: WorldState, text: string, cands: Candidate[], memory: Memory, asking = false): Omit<Intent, 'mode' | 'topic'> {
  const room = roomOf(t, w.room);
  const alone = {
    foe: livingFoes(room, w).length === 1 ? livingFoes(room, w)[0]!.key : null,
    character: characters(room).length === 1 ? characters(room)[0]!.key : null,
    thing: memory.thing ?? null,
    person: memory.person ?? null,
    place: memory.place ?? null,
    // 'search the copyists' cellar': the room's own name names the room, not a thing in it.
    here: tokens(room.name).filter((x) => !STOP_WORDS.has(x)),
    known: (x: string) => dungeonWords(t).has(x),
  };
  const readings: Reading[] = [];
  // 'don't go north yet, just look at the colonnade': what the player says not to do is not the deed.
  const all = clauses(text);
  // ('I'm not fighting him, I'll tiptoe around him': what the player says they are not doing is not the deed either.)
  const negated = (c: string[]) => c[0] === 'dont' || c[0] === 'never' || (c[0] === 'do' && c[1] === 'not') || (c[0] === 'im' && c[1] === 'not') || (c[0] === 'i' && ['am', 'm', 'will', 'wont'].includes(c[1] ?? '') && (c[1] === 'wont' || c[2] === 'not')) || c[0] === 'wont';
  const isVerb = (x: string) => verbOf(x) !== undefined;
  // 'Holding it like a newborn, I pick up the jar': a participle opening the sentence says how, the clause after it what.
  // 'he's swinging his sword at me, dodge!', 'there's something shiny in the pool, let me look', 'I saw something
  // between the bales, let me check there': what others do and what the player saw set the scene for the deed.
  // 'what's under the cloth on that stand? let me lift it': the question before the deed names its thing.
  // 'That cloak may keep the sparks off me. I shall take it.': a thing pointed at and said of sets the scene too.
  // ('the gunner's asleep', 'the juggler's using a bead': a state or a doing said with its 's, which the words lose.)
  // ('that carved face on the post is creepy': what is said of it may come after a place.)
  const pointedAt = (c: string[]) => ['that', 'this', 'those', 'these', 'the', 'a', 'an', 'something', 'his', 'her'].includes(c[0] ?? '') && c.slice(1, 7).some((x) => SAID_OF.has(x) || STATES.has(x)) && c.length > 2 || (c[0] === 'the' && c[1]?.endsWith('s') === true && /^\w{2,}ing$/.test(c[2] ?? '') && (isVerb(c[2]!.slice(0, -3)) || isVerb(`${c[2]!.slice(0, -3)}e`)));
  // 'I've got the key now, …', 'I'm frozen': the player's own state is the scene too.
  // ('great, got the key. back west': said with no 'I'.)
  // ('I have to look up at that dome', 'I've got to see this' are deeds owed, not states.)
  const owed = (c: string[]) => c.slice(1, 4).includes('to') && c.slice(1, 3).some((x) => ['have', 'got', 've', 'gotta'].includes(x)) && c.slice(c.indexOf('to') + 1, c.indexOf('to') + 2).some((x) => verbOf(x) !== undefined);
  const having = (c: string[]) => c.length > 1 && !owed(c) && (c[0] === 'ive' || c[0] === 'im' || (c[0] === 'i' && ['have', 've', 'got', 'am', 'm'].includes(c[1] ?? '')) || (c[0] === 'got' && c[1] !== 'to' && c !== all.at(-1))) && !c.some((x, i) => i > 0 && ((verbOf(x) !== undefined && !['got', 'have', 'get'].includes(x) && !ARTICLE_WORDS.has(c[i - 1] ?? '')) || (x.endsWith('ing') && gerundOf(x, isVerb)) || x === 'gonna'));
  // ('I feel a bit beat up, so I'll drink the whey', 'Time to drink that jenever, I'm freezing': how the player feels is the
  // scene; feeling around in the water, or the wall, is a deed.)
  const FELT_ON = new Set(['around', 'about', 'for', 'under', 'in', 'inside', 'along', 'behind', 'through', 'the', 'that', 'this', 'those', 'these', 'it', 'them', 'my', 'his', 'her', 'into', 'across', 'over', 'between', 'among', 'beneath', 'up']);
  const feeling = (c: string[]) => (c[0] === 'i' && (c[1] === 'feel' || c[1] === 'feeling') && c.length > 2 && !FELT_ON.has(c[2]!)) || ((c[0] === 'im' || (c[0] === 'i' && (c[1] === 'm' || c[1] === 'am'))) && c.slice(c[0] === 'im' ? 1 : 2).every((x) => BODY_STATES.has(x) || ['so', 'really', 'very', 'a', 'bit', 'little', 'totally', 'absolutely', 'kind', 'of', 'kinda', 'just', 'already', 'getting', 'feeling', 'still', 'pretty'].includes(x)) && c.some((x) => BODY_STATES.has(x)));
  // ('fish is touch my leg', 'the water was cold': what something is or does, told, is the scene.)
  const toldIs = (c: string[]) => c.length > 2 && ['is', 'are', 'was', 'were'].includes(c[1] ?? '') && !['i', 'we', 'you', 'he', 'she', 'they', 'what', 'where', 'who', 'how', 'which', 'why', 'there', 'here'].includes(c[0] ?? '');
  // ('that's a tulip bulb on the floor, I'll take it': a thing pointed out sets the scene; 'that's gotta be Thorgeir's' names a way.)
  const scene = (c: string[]) => feeling(c) || DESCRIBING.has(c[0] ?? '') || (c[0] === 'thats' && ['a', 'an', 'some'].includes(c[1] ?? '')) || (!asking && toldIs(c)) || (!asking && ['something', 'someone', 'somebody'].includes(c[0] ?? '') && c.length > 2) || (!asking && (pointedAt(c) || having(c))) || (c[0] === 'i' && NOTICING.has(c[1] ?? '')) || (!asking && QUESTION_WORDS.has(c[0] ?? '') && c !== all.at(-1));
  // ('drinking the jenever. dutch courage!!', 'unlocking the grille and squeezing through': narrated as it happens,
  // with no deed told after it, the participle is the deed.)
  const told = (c: string[]) => ['i', 'ill', 'im', 'we', 'lets', 'let'].includes(c[0] ?? '') || (c[0] !== undefined && isVerb(c[0]) && !c[0].endsWith('ing'));
  // ('Listen to that waterfall, … I wanna look down in that pool': a marvel exclaimed at, then the deed the player tells.)
  const marvel = (c: string[]) => (['listen', 'look', 'smell', 'hear', 'feel'].includes(c[0] ?? '') || (c[0] === 'get' && c[1] === 'a' && c[2] === 'load')) && ['that', 'those', 'this', 'these', 'all'].includes((['to', 'at', 'of', 'a', 'load', 'on', 'upon'].includes(c[1] ?? '') ? c[2] : c[1]) ?? '');
  const context = (c: string[], i: number) => negated(c) || subordinate(c, isVerb) || (i === 0 && c[0] !== undefined && gerundOf(c[0], isVerb) && all.slice(1).some(told)) || (marvel(c) && all.slice(i + 1).some(told)) || scene(c);
  // 'so I'll drink it': the deed that follows from a reason is the deed, without its 'so'.
  const trimmed = all.map((c, i) => (c[0] === 'so' && !context(c, i) ? c.slice(1) : c)).filter((c) => c.length > 0);
  const kept = trimmed.length > 1 && trimmed.some((c, i) => !context(c, i)) ? trimmed.filter((c, i) => !context(c, i)) : trimmed;
  // The scene's things are what 'it', 'that' and 'there' in the deed stand for.
  let shown: Ranked | undefined;
  let tucked = false;
  for (const clause of trimmed.filter((c) => !kept.includes(c) && (scene(c) || marvel(c)))) {
    // ('the fish lady is giving away herring, I'll take one': the thing the scene shows, not the one who shows it.)
    const named = rank(meaningful(clause), cands.filter((c) => !c.bag && (c.kind === 'item' || c.kind === 'feature')))[0];
    if (named && named.score >= CONFIDENT && (named.kind === 'item' || named.kind === 'feature')) {
      alone.thing = named.key;
      shown = named;
      tucked = clause.some((x) => TUCKED.has(x));
    }
  }
  for (const clause of kept) {
    const r = readClause(clause, readings.at(-1)?.verb ?? null, cands, alone, asking);
    readings.push(r);
    // 'There is something shiny between the bales. Search between them': 'them' is what the sentence just named.
    if (r.target && r.target.score >= CONFIDENT && r.target.kind !== 'exit') {
      // ('oh a tulip bulb! I'll take it' with bulbs in the satchel: a thing exclaimed at is the one lying here.)
      const lyingToo = r.verbWord === null && r.target.kind === 'held' ? rank(r.words, cands.filter((c) => c.kind === 'item' && !c.bag)).find((c) => c.score >= r.target!.score * 0.8) : undefined;
      if (r.target.kind === 'character' || r.target.kind === 'foe') alone.person = r.target.key;
      else alone.thing = (lyingToo ?? r.target).key;
    } else if (!r.verb) {
      // 'I wring out the soaked cloak and throw it around my shoulders': a thing named by a clause with no deed of its own.
      const named = rank(r.words, cands.filter((c) => !c.bag))[0];
      if (named && named.score >= CONFIDENT && (named.kind === 'item' || named.kind === 'held' || named.kind === 'feature')) alone.thing = named.key;
    }
  }
  if (readings.length === 0) readings.push(readClause([], null, cands, alone, asking));
  // The first clause that names a deed outright; else the best; else the first with a verb.
  // A deed that comes to nothing yields to one that does: 'I crouch by the posts and pick through the nets'.
  const doable = readings.filter((r) => !r.futile);
  if (doable.some((r) => r.verb && r.target)) readings.splice(0, readings.length, ...doable);
  // 'Oh, a tiny silver cross! I'll pick it up': a thing only named yields to a deed the player says, done to it.
  const voiced = readings.filter((r) => r.verbWord !== null && r.target && r.score >= CONFIDENT);
  const onlyNamed = (r: Reading) => r.verbWord === null && (r.target?.kind === 'item' || r.target?.kind === 'feature');
  if (voiced.length > 0 && readings.some(onlyNamed)) readings.splice(0, readings.length, ...readings.filter((r) => !onlyNamed(r)));
  // A clause that opens with its verb is an order; one whose verb comes later tells ('Hals drew him skating with
  // that bag, he's our thief. Tackle the bulb-runner').
  let chosen =
    (readings.some((r) => r.score >= CONFIDENT && !r.headed) ? readings.find((r) => r.score >= CONFIDENT && r.headed) : undefined) ??
    readings.find((r) => r.score >= CONFIDENT) ??
    [...readings].sort((a, b) => b.score - a.score).find((r) => r.score > 0) ??
    readings.find((r) => r.verb) ??
    readings[0]!;
  // 'there's something shiny in the pool, let me look', '... between the bales, let me check there': a look that
  // names nothing looks at what the scene just showed.
  const looking = chosen.verb === 'look' || chosen.verb === 'examine' || chosen.verb === 'search';
  // ('ooh mirrors! let me look', 'ooh the painting's still wet, let me look': a thing exclaimed at, named in a clause of its
  // own before a bare look, is what is looked at; 'the ships are on fire. let me look around' looks round the room.)
  const exclaimedAt = !shown && chosen.verb === 'look' && chosen.words.length === 0 && readings.indexOf(chosen) > 0 ? readings.slice(0, readings.indexOf(chosen)).reverse().map((r) => (r.verbWord === null && r.target && r.target.score >= CONFIDENT && (r.target.kind === 'feature' || r.target.kind === 'item') ? r.target : null)).find((x) => x !== null) : undefined;
  if (exclaimedAt && !chosen.clause.some((x) => x === 'around' || x === 'round' || x === 'about')) chosen = { ...chosen, verb: 'examine', target: { ...exclaimedAt, score: CONFIDENT }, ambiguous: [] };
  if (shown && looking && !chosen.target && !(chosen.verb === 'look' && chosen.clause.some((x) => x === 'around' || x === 'round') && !chosen.clause.some((x) => x === 'there' || x === 'here' || x === 'it' || x === 'them')) && chosen.words.every((x) => ['there', 'here', 'around', 'proper', 'closer', 'close', 'good', 'better', 'careful', 'quick', 'pile', 'heap', 'thing'].includes(x))) {
    // Something tucked between or under it is searched for ('check there'); a look is a closer look.
    const verb = chosen.verbWord !== 'look' && tucked ? 'search' : chosen.verb === 'look' ? 'examine' : chosen.verb;
    chosen = { ...chosen, verb, target: { ...shown, score: CONFIDENT }, ambiguous: [] };
  }
  // 'I climb the ladder and lift the Pinakes into my arms': going is the means when a later clause takes a thing
  // that lies here (once gone, it could not be taken).
  const takenHere = readings.find((r) => r !== chosen && r.verb === 'take' && r.target?.kind === 'item' && r.target.score >= 1 && readings.indexOf(r) > readings.indexOf(chosen));
  // Likewise reaching into a thing to take what is in it: 'Reach into the water and take the ring'.
  const means = (chosen.target?.kind === 'exit' && (chosen.verb === 'go' || chosen.verb === 'climb')) || ((chosen.verb === 'search' || chosen.verb === 'examine') && chosen.target?.kind !== 'item');
  if (takenHere && means) chosen = takenHere;
  // 'I sit on the lip of the coal chute and let myself drop': a way named in one clause is where the next goes.
  const at = readings.indexOf(chosen);
  const exitsHere = cands.filter((c) => c.kind === 'exit' && !c.bag);
  const named = at > 0 ? readings.slice(0, at).reverse().map((r) => rank(r.words, exitsHere)[0]).find((x) => x && x.score >= CONFIDENT && !x.directionOnly) : undefined;
  if (!chosen.target && (chosen.verb === 'go' || chosen.verb === 'climb') && chosen.words.length === 0 && named) chosen = { ...chosen, target: named, ambiguous: [] };
  // 'I approach the watchmen and ask to pass', 'I skate up beside the runner and tell him the game is up': words
  // with the one a clause before named.
  const metAt = readings.findIndex((r) => (r.target?.kind === 'character' || r.target?.kind === 'foe') && r.target.score >= CONFIDENT && (r.verb === null || MOVEMENT_VERBS.has(r.verb) || r.verb === 'examine' || r.verb === 'look'));
  const talker = metAt >= 0 ? readings.slice(metAt + 1).find((r) => r.verb === 'talk' && (!r.target || r.target.key === readings[metAt]!.target!.key)) : undefined;
  if (talker && (!chosen.target || chosen.target.key === readings[metAt]!.target!.key) && chosen.verb !== 'attack' && chosen.verb !== 'defend' && chosen.verb !== 'free') {
    chosen = { ...talker, target: readings[metAt]!.target, ambiguous: [] };
  }
  // 'I pick my way through the fissures, well around the berserk': a way taken, with a clause that only gives the foe a wide berth.
  const berth = readings.find((r) => r.target?.kind === 'foe' && r.verbWord === null && r.clause.some((x) => ['around', 'past', 'avoiding', 'clear'].includes(x)));
  const taken = readings.find((r) => r.target?.kind === 'exit' && (r.verb === 'go' || r.verb === 'climb' || r.verb === 'sneak'));
  if (berth && taken && (chosen === berth || chosen === taken)) chosen = { ...taken, verb: 'sneak' };
  // 'lift the lid and lay the Pinakes inside the ark': what is done with a carried thing beats looking into where it goes.
  const placed = readings.find((r) => readings.indexOf(r) > readings.indexOf(chosen) && r.verb === 'use' && r.item && ((r.target && r.target.score >= 1) || chosen.target));
  if (placed && chosen.verb !== null && ['search', 'examine', 'look', 'open'].includes(chosen.verb) && (!chosen.target || chosen.target.kind === 'feature' || chosen.target.kind === 'exit')) chosen = { ...placed, target: placed.target ?? chosen.target };
  // 'slide the oak bar into the brackets', 'drop the bar into place': a carried thing moved into a thing is used on it.
  const heldNamed = chosen.verbWord !== null && SETTING.has(chosen.verbWord) && chosen.target && chosen.target.kind !== 'held' && chosen.target.kind !== 'item' ? rank(chosen.words, cands).find((c) => c.kind === 'held' && c.score >= CONFIDENT) : undefined;
  if (heldNamed && chosen.clause.some((x) => ['into', 'in', 'inside', 'onto', 'on', 'across', 'through'].includes(x))) chosen = { ...chosen, verb: 'use', item: heldNamed, ambiguous: [] };
  // 'look at the view through the spyglass': looking through a carried thing is using it on what is looked at.
  const lensAt = (chosen.verb === 'examine' || chosen.verb === 'look') && chosen.target && chosen.target.kind !== 'held' && !chosen.item ? chosen.clause.findIndex((x, i) => i > 0 && (x === 'through' || x === 'with' || x === 'using')) : -1;
  const lens = lensAt > 0 ? rank(meaningful(chosen.clause.slice(lensAt + 1)), cands.filter((c) => c.kind === 'held')).find((c) => c.score >= CONFIDENT) : undefined;
  if (lens) chosen = { ...chosen, verb: 'use', item: lens, ambiguous: [] };
  // ('look through the spyglass at the skater': the carried thing looked through, at a thing here.)
  const lookedAt = (chosen.verb === 'examine' || chosen.verb === 'look') && chosen.target?.kind === 'held' && chosen.clause.includes('through') ? chosen.clause.lastIndexOf('at') : -1;
  const seen = lookedAt > 0 ? rank(meaningful(chosen.clause.slice(lookedAt + 1)), cands.filter((c) => c.kind === 'feature' || c.kind === 'exit')).find((c) => c.score >= 0.9) : undefined;
  if (seen) chosen = { ...chosen, verb: 'use', item: chosen.target, target: seen, ambiguous: [] };
  // ('look through it' just after taking the spyglass: looking through a carried thing, at nothing named, is using it.)
  else if ((chosen.verb === 'examine' || chosen.verb === 'look') && chosen.target?.kind === 'held' && chosen.verbWord === 'look' && chosen.clause[chosen.clause.indexOf('look') + 1] === 'through' && lookedAt < 0) {
    chosen = { ...chosen, verb: 'use', item: chosen.target, ambiguous: [] };
  }
  // 'reach into the water for the silver ring': reaching in for a thing that lies there is taking it.
  const forAt2 = chosen.clause.indexOf('for');
  const soughtHere = chosen.verb === 'search' && forAt2 > 0 ? rank(meaningful(chosen.clause.slice(forAt2 + 1)), cands.filter((c) => !c.bag)).find((c) => c.kind === 'item' && c.score >= CONFIDENT) : undefined;
  if (soughtHere && visibleItems(room, w).some((i) => i.key === soughtHere.key)) chosen = { ...chosen, verb: 'take', target: soughtHere, ambiguous: [] };
  // 'pick up the little bright thing in the grass': taking from a thing is taking what has come to light in it.
  if (chosen.verbWord !== null && verbOf(chosen.verbWord) === 'take' && chosen.verb === 'examine' && chosen.target?.kind === 'feature' && chosen.clause.some((x) => ['in', 'from', 'under', 'among', 'thing', 'something', 'object'].includes(x))) {
    const inside = visibleItems(room, w).filter((i) => typeof i.hidden === 'object' && i.hidden.feature === chosen.target!.key);
    if (inside.length === 1) chosen = { ...chosen, verb: 'take', target: { kind: 'item', key: inside[0]!.key, name: inside[0]!.name, score: CONFIDENT }, ambiguous: [] };
  }
  // 'I assist the poet, I cut the thongs with the seax': the freeing is the deed, the words to them its manner.
  const freeing = readings.find((r) => r !== chosen && (r.verb === 'free' || ((r.verb === 'open' || r.verb === 'use') && r.item !== null)) && r.target && r.target.kind === 'character' && characters(room).some((c) => c.key === r.target!.key && c.captive));
  if (freeing && (chosen.verb === 'talk' || chosen.verb === 'help') && (!chosen.target || chosen.target.key === freeing.target!.key)) chosen = freeing;
  // 'I duck beneath his short sword', 'duck behind the scaffolding so it can't breathe on me': ducking from a foe
  // here is a defence, wherever the player ducks to.
  const foesHere = livingFoes(room, w);
  if (chosen.verbWord !== null && DUCKING.has(chosen.verbWord) && foesHere.length === 1 && chosen.verb !== 'defend') {
    chosen = { ...chosen, verb: 'defend', target: { kind: 'foe', key: foesHere[0]!.key, name: foesHere[0]!.name, score: CONFIDENT }, ambiguous: [] };
  }
  // 'fit the bronze key to the grille' with the key still lying here: the key is the means, the grille the thing.
  if (chosen.verb === 'use' && chosen.target?.kind === 'item') {
    const lyingKey = chosen.target.key;
    const to = chosen.clause.findIndex((x) => ['to', 'into', 'in', 'on', 'onto', 'against'].includes(x));
    const served = to > 0 ? rank(meaningful(chosen.clause.slice(to + 1)), cands.filter((c) => !c.bag && (c.kind === 'exit' || c.kind === 'feature' || c.kind === 'character'))).find((c) => c.score >= 0.9 && itemTaken(t, room, c) === lyingKey) : undefined;
    if (served) chosen = { ...chosen, target: served, item: { ...chosen.target, kind: 'item' }, ambiguous: [] };
  }
  // 'I search around the sleeping gunner's feet': searching about a person is searching the room they are in.
  if (chosen.verbWord === 'search' && (chosen.target?.kind === 'character' || chosen.target?.kind === 'foe') && chosen.clause.some((x) => ['around', 'near', 'beside', 'by', 'about'].includes(x))) {
    chosen = { ...chosen, verb: 'search', target: null, ambiguous: [] };
  }
  let bonds = false;
  // 'cut thongs' by the poet tied to the post: a blade put to what names nothing here is put to the one captive's bonds.
  const tied = characters(room).filter((c) => c.captive && !w.freed.includes(c.key));
  if (chosen.verb === 'attack' && !chosen.target && chosen.verbWord !== null && SEVERING.has(chosen.verbWord) && chosen.words.length > 0 && tied.length === 1 && livingFoes(room, w).length === 0) {
    chosen = { ...chosen, verb: 'free', target: { kind: 'character', key: tied[0]!.key, name: tied[0]!.name, score: CONFIDENT }, ambiguous: [] };
    // The words named the bonds ('thongs', like the peace-straps carried), not the blade.
    if (chosen.item && chosen.item.key !== tied[0]!.captive!.requires && chosen.instrumentWords.length === 0) bonds = true;
  }
  // 'jam my crowbar in the door and pry it open for her': a thing worked with what frees the one captive here, for
  // them, frees them.
  const forThem = readings.some((r) => r.clause.some((x, i) => x === 'for' && ['her', 'him', 'them', 'you'].includes(r.clause[i + 1] ?? '')));
  if (forThem && chosen.item && tied.length === 1 && tied[0]!.captive!.requires === chosen.item.key && chosen.verb !== 'free' && chosen.verb !== 'attack') {
    chosen = { ...chosen, verb: 'free', target: { kind: 'character', key: tied[0]!.key, name: tied[0]!.name, score: CONFIDENT }, ambiguous: [] };
  }
  // 'throw the hook up and climb to the dome': the thing a clause works, which the way taken opens with, is the means.
  const opensWith = chosen.target?.kind === 'exit' && (chosen.verb === 'go' || chosen.verb === 'climb') && !chosen.item ? room.exits.find((e) => e.to === chosen.target!.key)?.locked?.item : undefined;
  const means2 = opensWith ? readings.filter((r) => r !== chosen).map((r) => rank(meaningful(r.clause), cands).find((c) => c.key === opensWith && (c.kind === 'item' || c.kind === 'held') && c.score >= 0.5)).find((c) => c !== undefined) : undefined;
  if (means2) chosen = { ...chosen, item: means2 };
  // 'climb down', 'd' on the roof: the hatch is labelled down, but the walkway drops from the roof's edge too; a bare
  // up or down that the room's own text gives to several ways asks which.
  const heading = (chosen.target as Partial<Ranked> | null)?.directionOnly && chosen.target?.kind === 'exit' && !chosen.item ? chosen.clause.find((x) => x === 'up' || x === 'down') : undefined;
  if (heading) {
    const ways = waysToward(room, heading);
    if (ways.length > 1 && ways.some((e) => e.to === chosen.target!.key)) chosen = { ...chosen, target: null, ambiguous: ways.map((e) => ({ kind: 'exit' as const, key: e.to, name: e.label, score: 1 })) };
  }
  // ('go down to the huts by the river': the way is named before 'by'; what it is by only says which.)
  const byAt = chosen.target?.kind === 'exit' && (chosen.verb === 'go' || chosen.verb === 'climb') ? chosen.clause.findIndex((x, i) => i > 1 && ['by', 'near', 'beside'].includes(x)) : -1;
  const before = byAt > 0 ? rank(meaningful(chosen.clause.slice(0, byAt)), cands.filter((c) => c.kind === 'exit' && !c.bag)).find((c) => !c.directionOnly && c.score >= 0.9) : undefined;
  if (before && before.key !== chosen.target!.key) chosen = { ...chosen, target: before, ambiguous: [] };
  // ('Let's slip back out to the row of booths': a quiet way with no foe here to slip past is a way taken.)
  if (chosen.verb === 'sneak' && chosen.target?.kind === 'exit' && livingFoes(room, w).length === 0) chosen = { ...chosen, verb: 'go' };
  // ('Let me look around the garden' in the Pauw garden: the room named by its own name is looked round, not the garden key.)
  const roundHere = new Set(tokens(room.name).map(stem));
  if ((chosen.verb === 'examine' || chosen.verb === 'look' || chosen.verb === 'search') && chosen.clause.some((x) => x === 'around' || x === 'round') && chosen.words.length > 0 && chosen.words.every((x) => roundHere.has(stem(x)))) chosen = { ...chosen, verb: chosen.verb === 'search' ? 'search' : 'look', target: null, ambiguous: [] };
  // ('read the scroll he dropped': of the carried things, the one a beaten foe here dropped.)
  const dropped = chosen.ambiguous.length > 1 && chosen.clause.some((x) => x === 'dropped' || x === 'dropt') ? chosen.ambiguous.filter((a) => (room.foes ?? []).some((f) => w.defeated.includes(f.key) && (f.drops ?? []).includes(a.key))) : [];
  if (dropped.length === 1) chosen = { ...chosen, target: { ...dropped[0]!, score: CONFIDENT, directionOnly: false, hits: '' } as Ranked, ambiguous: [] };
  // ('search the water' in the cistern: a thing that lies here named only by a word of its text is no place to search;
  // the room is searched.)
  if (chosen.verb === 'search' && chosen.target?.kind === 'item' && chosen.target.score < 0.7) chosen = { ...chosen, target: null, ambiguous: [] };
  // ('ok I'll go around him through the cracks': going round the one foe here is sneaking past it.)
  const roundFoe = livingFoes(room, w);
  if ((chosen.verb === 'go' || chosen.verb === 'climb' || chosen.verb === 'sneak' || (chosen.verbWord !== null && ['go', 'climb', 'sneak'].includes(verbOf(chosen.verbWord) ?? ''))) && roundFoe.length === 1 && chosen.clause.some((x, i) => ['around', 'round', 'past'].includes(x) && ['him', 'her', 'them', 'it'].includes(chosen.clause[i + 1] ?? '')) && chosen.target?.kind !== 'exit') {
    chosen = { ...chosen, verb: 'sneak', target: { kind: 'foe', key: roundFoe[0]!.key, name: roundFoe[0]!.name, score: CONFIDENT }, ambiguous: [] };
  }
  // 'follow the footprints to that blue crack', 'follow the tracks s': following a thing of the room is going the way it
  // leads, the way the words name or the one the room's text sends it toward ('the track … leads south toward a fissure').
  if (chosen.verbWord === 'follow' && chosen.target?.kind === 'feature') {
    const thing = features(room).find((f) => f.key === chosen.target!.key)!;
    const own = new Set(meaningful(tokens([thing.name, ...(thing.aliases ?? [])].join(' '))).map(stem));
    const rest = chosen.clause.filter((x) => !own.has(stem(x)) && x !== 'follow');
    const COMPASS: Record<string, string> = { n: 'north', s: 'south', e: 'east', w: 'west', u: 'up', d: 'down' };
    const named = rank(meaningful(rest.map((x) => COMPASS[x] ?? x)), cands.filter((c) => c.kind === 'exit' && !c.bag))[0];
    const told = roomDescription(w, room).split(/(?<=[.!?;])\s+/).filter((line) => tokens(line).some((x) => own.has(stem(x))));
    const toward = room.exits.filter((e) => told.some((line) => meaningful(tokens(e.label)).filter((x) => x !== 'the').some((x) => tokens(line).includes(x))));
    const way = named && named.score >= 0.7 ? room.exits.find((e) => e.to === named.key) : toward.length === 1 ? toward[0] : undefined;
    if (way) chosen = { ...chosen, verb: 'go', target: { kind: 'exit', key: way.to, name: way.label, score: CONFIDENT }, ambiguous: [] };
  }
  // 'd' in the bazaar, whose text sends a narrow lane down: no way is labelled so, the one the text gives the heading is it.
  const bareHeading = !chosen.target && chosen.ambiguous.length === 0 && !chosen.item && (chosen.verb === 'go' || chosen.verb === 'climb') && chosen.words.every((x) => x === 'up' || x === 'down') ? chosen.clause.find((x) => x === 'up' || x === 'down') : undefined;
  const toward = bareHeading ? waysToward(room, bareHeading) : [];
  if (toward.length === 1) chosen = { ...chosen, target: { kind: 'exit', key: toward[0]!.to, name: toward[0]!.label, score: CONFIDENT }, ambiguous: [] };
  // 'climb down the rope' once it is tied: the way the rope makes, not the one the direction also names.
  const ropeWay = chosen.item && (chosen.verb === 'go' || chosen.verb === 'climb') ? room.exits.find((e) => e.locked?.item === chosen.item!.key) : undefined;
  if (ropeWay && chosen.target?.kind === 'exit' && chosen.target.key !== ropeWay.to && (chosen.target as Partial<Ranked>).directionOnly) chosen = { ...chosen, target: { kind: 'exit', key: ropeWay.to, name: ropeWay.label, score: CONFIDENT }, ambiguous: [] };
  // 'she says poke the bear man with the knife': prodding a foe with a blade is a blow.
  if (chosen.target?.kind === 'foe' && chosen.verbWord !== null && ['poke', 'prod', 'jab'].includes(chosen.verbWord)) {
    const blade = rank(chosen.instrumentWords, cands).find((c) => c.kind === 'held' && c.score >= 1);
    chosen = { ...chosen, verb: 'attack', item: chosen.item ?? blade ?? null };
  }
  // 'take the shiny thing', 'pick up the little bright thing': a thing by its look, the one come to light here.
  if (chosen.verb !== null && ['take', 'examine', 'search'].includes(chosen.verb) && chosen.verbWord !== null && verbOf(chosen.verbWord) === 'take' && (!chosen.target || chosen.target.score < CONFIDENT) && chosen.clause.some((x) => ['thing', 'something', 'object', 'stuff', 'one'].includes(x))) {
    const found = visibleItems(room, w).filter((i) => i.hidden !== undefined && w.revealed.includes(i.key));
    if (found.length === 1) chosen = { ...chosen, verb: 'take', target: { kind: 'item', key: found[0]!.key, name: found[0]!.name, score: CONFIDENT }, ambiguous: [] };
  }
  // 'talk to the man with the hammer', 'the lady on the barrel': the one the room's text shows with it.
  const talkWord = chosen.verb === 'talk' || (chosen.verbWord !== null && verbOf(chosen.verbWord) === 'talk');
  if (talkWord && (!chosen.target || (chosen.target.kind !== 'character' && chosen.target.kind !== 'foe')) && chosen.clause.some((x) => PERSON_NOUN_WORDS.has(x))) {
    const shown = rank(chosen.words.filter((x) => !PERSON_NOUN_WORDS.has(x)), cands.filter((c) => c.kind === 'character' || c.kind === 'foe'))[0];
    if (shown && shown.score >= 0.5) chosen = { ...chosen, verb: 'talk', target: { kind: shown.kind, key: shown.key, name: shown.name, score: CONFIDENT }, ambiguous: [] };
  }
  // 'let the lady out with the key': the one held captive here.
  const captives = characters(room).filter((c) => c.captive && !w.freed.includes(c.key));
  if (chosen.verb === 'free' && !chosen.target && captives.length === 1 && chosen.words.every((x) => PERSON_NOUN_WORDS.has(x) || chosen.instrumentWords.includes(x))) {
    chosen = { ...chosen, target: { kind: 'character', key: captives[0]!.key, name: captives[0]!.name, score: CONFIDENT }, ambiguous: [] };
  }
  // 'drink it' after looking at the table: what is drunk is the one carried thing that restores.
  const drinkWord = chosen.verbWord !== null && DRINKING.has(chosen.verbWord);
  if (drinkWord && chosen.target && chosen.target.kind !== 'held' && chosen.target.kind !== 'item' && chosen.clause.some((x) => x === 'it' || x === 'that' || x === 'this')) {
    const restoring = heldKeys(w).filter((k) => itemOf(t, k).restores);
    if (restoring.length === 1) chosen = { ...chosen, verb: 'use', target: null, item: { kind: 'held', key: restoring[0]!, name: itemOf(t, restoring[0]!).name, score: CONFIDENT }, ambiguous: [] };
  }
  // 'throw the cloak around my shoulders', 'put on the cloak': wearing a thing that lies here is taking it.
  const wearing = chosen.verbWord !== null && (['wear', 'don'].includes(chosen.verbWord) || (chosen.verbWord === 'put' && chosen.clause.includes('on')) || chosen.clause.some((x, i) => ['around', 'over', 'about', 'round'].includes(x) && ['me', 'myself', 'my'].includes(chosen.clause[i + 1] ?? '')));
  if (wearing && chosen.verb === 'use' && chosen.target?.kind === 'item') chosen = { ...chosen, verb: 'take', ambiguous: [] };
  else if (wearing && chosen.verb === 'use' && !chosen.target && !chosen.item && alone.thing && visibleItems(room, w).some((i) => i.key === alone.thing)) {
    const lying = visibleItems(room, w).find((i) => i.key === alone.thing)!;
    chosen = { ...chosen, verb: 'take', target: { kind: 'item', key: lying.key, name: lying.name, score: CONFIDENT }, ambiguous: [] };
  }
  // 'I stop his sword', 'I brace and turn his short sword aside', 'catch his blade on the crowbar': the foe's blow met is a defence.
  const foeHere = livingFoes(room, w);
  const said = all.flat();
  const meetsBlow = said.some((x) => BLOCKING.has(x)) && said.some((x, i) => FOE_WEAPONS.has(x) && (said.slice(Math.max(0, i - 3), i).some((y) => y === 'his' || y === 'her' || y === 'its' || y === 'their') || (said[i + 1] === 'of' && ['him', 'her', 'it', 'them'].includes(said[i + 2] ?? ''))));
  if (meetsBlow && foeHere.length === 1 && chosen.verb !== 'defend') {
    const foe = foeHere[0]!;
    chosen = { ...chosen, verb: 'defend', target: { kind: 'foe', key: foe.key, name: foe.name, score: CONFIDENT }, ambiguous: [] };
  }
  // 'sneak past the legionary and up the stairs': past the foe, through the exit the other clause names.
  const way = readings.find((r) => r !== chosen && r.target?.kind === 'exit');
  if (chosen.verb === 'sneak' && chosen.target?.kind === 'foe' && way) chosen = { ...way, verb: 'sneak' };
  // An instrument named in one clause serves the deed of another ('pry it open with the crowbar and free her').
  let item = bonds ? null : (chosen.item ?? readings.map((r) => r.item).find((i) => i && i.key !== chosen.target?.key) ?? null);
  // 'show him the sketch' with only the skates carried: a word that is another thing's own name, that thing not carried, is
  // no slip for what is carried ('sketch' sounds like 'skates'); what is asked for is missing.
  const slips = item?.kind === 'held' ? ((item as { hits?: string }).hits ?? '').split(' ').filter((x) => x !== '' && !tokens([itemOf(t, item!.key).name, ...(itemOf(t, item!.key).aliases ?? [])].join(' ')).some((y) => stem(y) === stem(x))) : [];
  const meantInstead = slips.length > 0 ? dungeonThings(t).find((x) => x.carried && !heldKeys(w).includes(x.key) && [x.name, ...(x.aliases ?? [])].some((n) => slips.every((h) => tokens(n).includes(h)))) : undefined;
  if (meantInstead) item = null;
  // An instrument named outright serves what it fits here, when what the words named takes nothing.
  // 'cut thongs with seax': a blow at nothing here, with what frees someone, frees them.
  const cutting = chosen.verb === 'attack' && (!chosen.target || chosen.target.kind !== 'foe');
  if (item && chosen.instrumentWords.length > 0 && chosen.verb && (['open', 'use', 'free', 'go', 'climb'].includes(chosen.verb) || cutting) && itemTaken(t, room, chosen.target) !== item.key) {
    const served = servedBy(t, w, item.key);
    if (served.length === 1 && chosen.target?.key !== served[0]!.key && (!chosen.target || chosen.target.kind !== 'foe')) {
      chosen = { ...chosen, target: served[0]!, verb: served[0]!.kind === 'character' ? 'free' : served[0]!.kind === 'exit' ? 'go' : 'use', ambiguous: [] };
    }
  }
  // 'pry the door' where the way out stands open and someone is locked in: the door meant is theirs.
  const bound = characters(room).filter((c) => c.captive && !w.freed.includes(c.key));
  if ((chosen.verb === 'open' || chosen.verb === 'free') && bound.length === 1 && (chosen.target?.kind === 'exit' ? !room.exits.find((e) => e.to === chosen.target!.key)?.locked && chosen.verbWord !== 'open' : !chosen.target && chosen.clause.some((x) => ['him', 'her', 'them'].includes(x)))) {
    chosen = { ...chosen, verb: 'free', target: { kind: 'character', key: bound[0]!.key, name: bound[0]!.name, score: CONFIDENT }, ambiguous: [] };
  }
  // 'plant it', 'drink': a use with nothing named is of the last thing named, or the one carried thing that serves here.
  // 'use potion', 'drink a healing draught': a word for any cure is the one carried thing that restores.
  const cure = chosen.words.length > 0 && chosen.words.every((x) => CURE_WORDS.has(x));
  if (chosen.verb === 'use' && !chosen.target && !item && (chosen.words.length === 0 || cure)) {
    const held = heldKeys(w);
    const last = memory.thing && held.includes(memory.thing) ? memory.thing : undefined;
    const serving = held.filter((k) => servedBy(t, w, k).length > 0);
    const drinking = DRINKING.has(chosen.verbWord ?? '') || cure ? held.filter((k) => itemOf(t, k).restores) : [];
    const key = last ?? (serving.length === 1 ? serving[0] : drinking.length === 1 ? drinking[0] : undefined);
    if (key) item = { kind: 'held', key, name: itemOf(t, key).name, score: CONFIDENT };
  }
  // 'shoot him': with what shoots, if one such thing is carried (the crossbow, not the Greek fire).
  if (chosen.verb === 'attack' && chosen.verbWord !== null && ['shoot', 'fire', 'loose'].includes(chosen.verbWord) && !chosen.instrumentWords.length) {
    const shooters = heldKeys(w).filter((k) => [itemOf(t, k).name, ...(itemOf(t, k).aliases ?? [])].some((n) => /\b(?:cross)?bows?\b|\bgun\b|\bpistol\b|\bmusket\b|\bsling\b|\barquebus\b|\barbalest\b/i.test(n)));
    if (shooters.length === 1) item = { kind: 'held', key: shooters[0]!, name: itemOf(t, shooters[0]!).name, score: CONFIDENT };
  }
  // 'here is silver', 'use the herring': what a trader here asks for, handed over, is the trade with them.
  if (chosen.verbWord !== null && OFFERING.has(chosen.verbWord) && !chosen.target && item) {
    const trader = characters(room).find((c) => c.gives?.requires === item!.key && !w.given.includes(c.key));
    if (trader) chosen = { ...chosen, verb: 'talk', target: { kind: 'character', key: trader.key, name: trader.name, score: CONFIDENT }, ambiguous: [] };
  }
  // 'i want that sword', 'buy the sword with the coin': a thing someone here gives is asked of them.
  const buying = chosen.verbWord !== null && ['buy', 'bid', 'purchase', 'pay', 'trade', 'barter', 'bargain'].includes(chosen.verbWord);
  // 'I would like the Damascus sword for this silver coin': what is wanted comes before 'for', the price after it.
  const priceAt = chosen.clause.indexOf('for');
  const wanted = priceAt > 0 ? meaningful(chosen.clause.slice(0, priceAt)).filter((x) => chosen.words.includes(x)) : [];
  const paying = chosen.verb === 'take' && wanted.length > 0 && chosen.target?.kind === 'held';
  if ((chosen.verb === 'take' || buying) && (!chosen.target || buying || paying) && (chosen.words.length > 0 || buying)) {
    const thing = bestOf(allItems(t), wanted.length > 0 ? wanted : chosen.words);
    const giver = thing ? characters(room).find((c) => c.gives?.item === thing.key && !w.given.includes(c.key)) : undefined;
    // 'bid on the Semper Augustus': a thing of the game bought here is bought of the one person here.
    const seller = buying && thing && !giver && characters(room).filter((c) => !c.captive).length === 1 ? characters(room).find((c) => !c.captive) : undefined;
    // 'bid a thousand guilders': bidding with no thing of the game named is with the one here who sells, or the one person here.
    const trading = characters(room).filter((c) => c.gives && !w.given.includes(c.key));
    const present = characters(room).filter((c) => !c.captive);
    const money = chosen.verbWord === 'bid' || chosen.clause.some((x) => /^\d/.test(x) || MONEY_WORDS.has(x));
    const only = buying && !thing && money ? (trading.length === 1 ? trading[0] : trading.length === 0 && present.length === 1 ? present[0] : undefined) : undefined;
    const to = giver ?? seller ?? only;
    if (to) chosen = { ...chosen, verb: 'talk', target: { kind: 'character', key: to.key, name: to.name, score: CONFIDENT } };
  }
  // 'grab it' after a look at the crates: what lay in them.
  if (chosen.verb === 'take' && !chosen.target && memory.thing && chosen.clause.some((x) => x === 'it' || x === 'them' || x === 'that')) {
    const inside = visibleItems(room, w).filter((i) => typeof i.hidden === 'object' && i.hidden.feature === memory.thing);
    if (inside.length === 1) chosen = { ...chosen, target: { kind: 'item', key: inside[0]!.key, name: inside[0]!.name, score: CONFIDENT } };
  }
  // 'ask the fishwife for a herring': asking for a thing that lies here, from someone who does not give it, is taking it.
  const forAt = chosen.clause.indexOf('for');
  if (chosen.verb === 'talk' && forAt > 0) {
    const wanted = rank(meaningful(chosen.clause.slice(forAt + 1)), cands).find((c) => c.kind === 'item' && c.score >= 1);
    const giver = chosen.target?.kind === 'character' ? characters(room).find((c) => c.key === chosen.target!.key)?.gives?.item : undefined;
    if (wanted && giver !== wanted.key) chosen = { ...chosen, verb: 'take', target: wanted, ambiguous: [] };
  }
  // 'I hide in the shadow of the columns and go to the Serapeum': a way taken by stealth is sneaked.
  if (chosen.target?.kind === 'exit' && (chosen.verb === 'go' || chosen.verb === 'climb') && readings.some((r) => r.verbWord && verbOf(r.verbWord) === 'sneak') && livingFoes(room, w).length > 0) chosen = { ...chosen, verb: 'sneak' };
  // 'go back', 'run away', 'retreat': the way the player came in by ('leave' alone names no way: 'leave' asks).
  const turning = !chosen.target && (chosen.verb === 'go' || chosen.verb === 'climb') && chosen.words.every((x) => BACK.has(x)) && chosen.clause.some((x) => BACK.has(x) && x !== 'leave' && x !== 'run');
  const cameBy = memory.from ? room.exits.find((e) => e.to === memory.from) : undefined;
  if (turning && cameBy) chosen = { ...chosen, target: { kind: 'exit', key: cameBy.to, name: cameBy.label, score: CONFIDENT }, ambiguous: [] };
  // 'leave the bazaar', 'get out of the cellar': the room itself named, the way out is the one there is, or asked.
  const leaving = (chosen.verb === 'go' || chosen.verb === 'climb') && chosen.verbWord !== null && ['leave', 'exit', 'quit', 'depart', 'escape', 'go', 'get'].includes(chosen.verbWord);
  const ownName = new Set(alone.here.map(stem));
  if (leaving && chosen.words.length > 0 && chosen.words.every((x) => ownName.has(stem(x)) || x === 'out') && (!chosen.target || chosen.target.score < CONFIDENT || chosen.target.kind !== 'exit')) {
    const cameBy = memory.from ? room.exits.find((e) => e.to === memory.from) : undefined;
    const only = room.exits.length === 1 ? room.exits[0]! : null;
    const way = only ?? null;
    if (way) chosen = { ...chosen, target: { kind: 'exit', key: way.to, name: way.label, score: CONFIDENT }, ambiguous: [] };
    else if (!cameBy) chosen = { ...chosen, target: null, ambiguous: room.exits.map((e) => ({ kind: 'exit' as const, key: e.to, name: e.label, score: 1 })) };
    else chosen = { ...chosen, target: null, ambiguous: room.exits.map((e) => ({ kind: 'exit' as const, key: e.to, name: e.label, score: 1 })) };
  }
  // 'head off down one of the lanes', 'take any of the doors': a way not chosen yet; which one, then?
  const ofWays = (i: number) => chosen.clause.slice(i + 2, i + 5).some((x) => WAY_NOUNS.has(stem(x)) || room.exits.some((e) => tokens(e.label).map(stem).includes(stem(x)) && !STOP_WORDS.has(x)));
  const anyOf = chosen.clause.some((x, i) => (x === 'one' || x === 'any' || x === 'either') && chosen.clause[i + 1] === 'of' && ofWays(i)) || chosen.clause.includes('whichever');
  if (anyOf && (chosen.verb === 'go' || chosen.verb === 'climb' || chosen.verb === 'sneak') && room.exits.length > 1 && (!chosen.target || chosen.target.kind === 'exit')) {
    chosen = { ...chosen, ambiguous: room.exits.map((e) => ({ kind: 'exit' as const, key: e.to, name: e.label, score: 1 })) };
  }
  // 'go left': no way is called that; which one, then?
  if (!chosen.target && chosen.verb === 'go' && chosen.clause.some((x) => x === 'left' || x === 'right') && room.exits.length > 1) {
    chosen = { ...chosen, ambiguous: room.exits.map((e) => ({ kind: 'exit' as const, key: e.to, name: e.label, score: 1 })) };
  }
  let ambiguous = chosen.ambiguous;
  let guessed = false;
  if (item && chosen.item === item && chosen.itemTies.length > 0) {
    // Two carried things named alike: the one this thing takes, if it is among them; else ask.
    const tied = [item, ...chosen.itemTies];
    const fits = itemTaken(t, room, chosen.target);
    const fitting = tied.find((c) => c.key === fits);
    if (fitting) {
      // A guess among things of one kind ('the bulb' with two bulbs) is a guess; 'the bar' meaning the gate-bar
      // and not the crowbar, for brackets that take a bar, is not.
      const hit = (fitting as { hits?: string }).hits?.split(' ') ?? [];
      const named = (k: string) => hit.length > 0 && hit.every((h) => tokens(itemOf(t, k).name).includes(h));
      guessed = named(fitting.key) && tied.some((c) => c.key !== fitting.key && named(c.key));
      item = fitting;
    }
    else if (ambiguous.length === 0) ambiguous = tied;
  }
  // 'try my key on the grille' with no key: what is called 'my' is an instrument the player thinks they carry.
  const mine = readings.flatMap((r) => r.clause.flatMap((x, i) => (x === 'my' ? r.clause.slice(i + 1, i + 3) : []))).filter((x) => !STOP_WORDS.has(x));
  // 'use the ring on the door', 'put the key in the lock': what comes before 'on' is the instrument.
  const onAt = chosen.verbWord && USING.has(chosen.verbWord) ? chosen.clause.findIndex((x, i) => i > 0 && ONTO.has(x)) : -1;
  const usedWords = onAt > 0 ? meaningful(chosen.clause.slice(chosen.clause.indexOf(chosen.verbWord!) + 1, onAt)) : [];
  const missingWords = item ? [] : (readings.find((r) => r.instrumentWords.length > 0 && r.wantsItem)?.instrumentWords ?? (chosen.target?.kind === 'held' ? [] : [...mine, ...usedWords]));
  // 'give the cupbearer the safe-conduct' without it: handing over what is not carried.
  const handing = chosen.verbWord && ['give', 'hand', 'offer', 'show', 'present', 'pay', 'trade', 'deliver'].includes(chosen.verbWord) && !item;
  const handed = handing ? bestOf(dungeonThings(t).filter((x) => x.carried && !visibleItems(room, w).some((v) => v.key === x.key)), chosen.words) : null;
  // ('break cell door with crowbat': the instrument named is forgiven a slip, as names are.)
  // (Not someone here: 'count the stars with the prince' is done beside him.)
  const withWhom = (words: string[]) => rank(words, cands.filter((c) => c.kind === 'character' || c.kind === 'foe')).some((c) => c.score >= 1);
  const instrument = item ? undefined : readings.find((r) => r.instrumentWords.length > 0 && r.wantsItem && !withWhom(r.instrumentWords))?.instrumentWords;
  const missing = bestOf(dungeonThings(t).filter((x) => x.carried), missingWords) ?? (instrument ? bestOf(dungeonThings(t).filter((x) => x.carried), instrument, 1.1) : null) ?? handed;
  const skipped = readings.find((r) => r !== chosen && r.score >= CONFIDENT && r.verb && !sameDeed(r, chosen) && r.target?.key !== chosen.target?.key && !(r.target === null && r.item !== null && r.item.key === item?.key));
  const allWords = readings.flatMap((r) => r.words);
  const extras = rank(allWords, cands).filter(
    (c) => (c.kind === 'held' || c.kind === 'feature') && c.score >= 0.8 && c.key !== chosen.target?.key && c.key !== item?.key,
  );
  // 'talk to Thorgeir' before Thorgerd: a word that is the very name of someone or something of this Timeline not here is
  // no slip for a name here ('Thorgeir is not here'), as an instrument's is not (above).
  const hitWords = ((chosen.target as { hits?: string } | null)?.hits ?? '').split(' ').filter((x) => x !== '');
  const ownTokens = chosen.target ? cands.filter((c) => c.key === chosen.target!.key && !c.bag).flatMap((c) => tokens(c.name)).map(stem) : [];
  const slipped = (chosen.target?.kind === 'character' || chosen.target?.kind === 'foe') && hitWords.length > 0 && hitWords.every((x) => !ownTokens.includes(stem(x)));
  const people = slipped ? t.rooms.flatMap((r) => [...(r.characters ?? []), ...(r.foes ?? [])]) : [];
  const namedElsewhere = people.find((x) => !cands.some((c) => c.key === x.key) && [x.name, ...(x.aliases ?? [])].some((n) => hitWords.every((h) => tokens(n).includes(h))));
  if (namedElsewhere) chosen = { ...chosen, target: null, ambiguous: [], score: 0 };
  // 'I'll put the Sappho scroll in there too': 'there' with a thing in hand is the one thing here that takes things.
  const takers = chosen.verb === 'use' && item && !chosen.target && chosen.clause.some((x, i) => x === 'there' || (['in', 'into', 'inside'].includes(x) && chosen.clause[i + 1] === 'it')) ? features(room).filter((f) => f.use) : [];
  if (takers.length === 1) chosen = { ...chosen, target: { kind: 'feature', key: takers[0]!.key, name: takers[0]!.name, score: CONFIDENT } };
  // 'put out the fire' on the harbour steps: a thing lying here that the words only come near by what is said of it (the
  // lantern's fire) is no thing a deed of the hands is done to; the words name nothing here.
  const nearOnly = chosen.verb === 'use' && !item && chosen.target?.kind === 'item' && chosen.target.score < 1 && !cands.some((c) => !c.bag && c.key === chosen.target!.key && scoreName(chosen.words, c.name).score > 0);
  if (nearOnly) chosen = { ...chosen, target: null, ambiguous: [] };
  // 'turn capstan', 'ring the bell': a deed of the hands, with nothing in them, done to a thing that takes nothing and
  // tests nothing, comes to nothing (it is looked at only when asked to be).
  const thing = chosen.target?.kind === 'feature' ? features(room).find((f) => f.key === chosen.target!.key) : undefined;
  // ('lock at lectern' is a look by a slip; 'I lay my hand on the pyramid and look closely at it' looks.)
  const looked = chosen.clause[chosen.clause.indexOf(chosen.verbWord ?? '') + 1] === 'at' || readings.some((r) => r.verb === 'examine' || r.verb === 'look');
  const idle = chosen.verb === 'use' && !item && thing !== undefined && !thing.use && !thing.check && !looked;
  return {
    verb: chosen.verb,
    verbWord: chosen.verbWord,
    target: chosen.target,
    item,
    extras,
    meaningfulWords: chosen.words.length,
    words: chosen.words,
    detailWords: readings.reduce((n, r) => n + r.detail, 0),
    ambiguous,
    missingItem: missing && !heldKeys(w).includes(missing.key) ? missing.name : null,
    // Only an answer that names nothing here needs it: a search or a look does not.
    elsewhere: chosen.target || chosen.score >= CONFIDENT ? null : (bestOf(dungeonThings(t), chosen.words)?.name ?? null),
    skipped: skipped ? skipped.clause.join(' ') : null,
    guessed,
    futile: idle || (Boolean(chosen.futile) && ((thing !== undefined && !thing.use) || (chosen.target !== null && MAGIC_WORDS.has(chosen.clause[0] ?? '')))),
  };
}

