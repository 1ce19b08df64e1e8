/**
 * One clause of the player's sentence read on its own: its verb (phrases and inflections included),
 * the thing it names, the instrument after 'with', and how surely it names a deed (its score).
 */
import { editDistance, meaningful, stem, tokens } from './intent-words';
import { DEFAULT_VERB, type Target, type TargetKind } from './target';
import { type Candidate, type Ranked, rank, scoreName } from './names';
import { type Verb, PHRASES, allVerbWords, verbOf } from './verbs';

/** A score at or above this names a thing outright: a whole one-word name, or one word of a longer name exactly. */
export const CONFIDENT = 1.25;

/** Which kinds of thing each verb can act on, most likely first. */
const KINDS: Record<Verb, TargetKind[]> = {
  go: ['exit'],
  climb: ['exit', 'item', 'feature'],
  sneak: ['exit', 'foe'],
  search: ['feature', 'item'],
  examine: ['feature', 'item', 'held', 'character', 'foe', 'exit'],
  take: ['item', 'held'],
  use: ['feature', 'exit', 'character', 'foe', 'item'],
  open: ['exit', 'character', 'item', 'feature'],
  attack: ['foe'],
  defend: ['foe'],
  talk: ['character', 'foe'],
  free: ['character'],
  look: ['feature', 'item', 'held', 'character', 'foe', 'exit'],
  help: ['character'],
  inventory: [],
};

/**
 * When the verb's own kinds name nothing but the words clearly name something else, the deed that
 * verb means for that thing: 'approach the priest' talks, 'take the lane' goes, 'save the scroll' takes.
 */
const FALLBACK: Partial<Record<Verb, Partial<Record<TargetKind, Verb>>>> = {
  go: { character: 'talk', feature: 'examine', item: 'take', foe: 'examine' },
  climb: { character: 'talk', foe: 'examine' },
  sneak: { feature: 'examine', character: 'talk' },
  take: { character: 'help', foe: 'attack', feature: 'examine', exit: 'go' },
  search: { foe: 'examine', character: 'examine' },
  free: { item: 'take', feature: 'open', exit: 'open' },
  attack: { exit: 'open', feature: 'open', item: 'open' },
  defend: { feature: 'use', exit: 'use' },
  talk: { feature: 'examine', item: 'examine' },
  open: { foe: 'attack' },
};

/** Verbs that act with nothing named: 'search', 'look around', 'inventory'. */
const WHOLE_ALONE = new Set<Verb>(['search', 'look', 'help', 'inventory']);
const MOVEMENT = new Set<Verb>(['go', 'climb', 'sneak']);
/** Verbs whose deed may take a held thing as its instrument. */
const TAKES_TOOL = new Set<Verb>(['use', 'attack', 'open', 'free', 'defend', 'climb', 'talk', 'go']);
const INSTRUMENT = new Set(['with', 'using']);
const PRONOUNS = new Set(['him', 'her', 'them', 'he', 'she', 'his', 'their', 'it', 'its']);
const LEAVING = new Set(['back', 'out', 'outside', 'away', 'again', 'there', 'somewhere', 'anywhere', 'in', 'inside', 'else', 'now', 'way', 'other', 'over', 'forward', 'forwards', 'ahead', 'onward', 'onwards']);
/** Deeds of magic and flight: nothing in a Timeline answers to them. */
/** Words a letter away from a verb that are words of their own: 'stroke the cheetah' strikes nothing. */
// ('great, got the key': a word of its own, one letter from 'greet'.)
const NOT_SLIPS = new Set(['stroke', 'strokes', 'stoke', 'great', 'greek']);
export const MAGIC = new Set(['cast', 'conjure', 'summon', 'enchant', 'hex', 'curse', 'bewitch', 'spell', 'fly', 'teleport', 'levitate', 'warp', 'apparate']);
const SWIMMING = new Set(['swim', 'wade', 'dive', 'paddle']);
/** A way out through water, by its own words: where a swim can go. */
const WATERS = /\b(?:water|river|pool|stream|sea|lake|channel|ford|harbour|harbor|canal|flood|shallows|spring)\b/i;
const INVENTORY_WORDS = new Set(['inventory', 'satchel', 'backpack', 'bag', 'pack', 'possessions', 'have', 'carrying', 'holding']);
const VERB_WORDS = allVerbWords();

export interface Reading {
  clause: string[];
  verb: Verb | null;
  verbWord: string | null;
  target: Target | null;
  item: Target | null;
  ambiguous: Target[];
  /** Other carried things named exactly as well as `item` ('the scroll' with two scrolls in the satchel). */
  itemTies: Target[];
  /** Meaningful words before any instrument: what the clause names. */
  words: string[];
  instrumentWords: string[];
  /** The verb is one whose deed takes an instrument: naming one that is not carried matters. */
  wantsItem: boolean;
  /** Every meaningful word but the verb's, the instrument's included. */
  detail: number;
  score: number;
  /** A deed that cannot be done to what it names ('ring the bell' that takes nothing, 'pet the cheetah'): said so for free. */
  futile?: boolean;
  /** The clause opens with its own verb (an order), rather than telling something with a verb later on. */
  headed?: boolean;
}

const ARTICLES = new Set(['the', 'a', 'an', 'my', 'this', 'that', 'some', 'those', 'these', 'his', 'her', 'their', 'your']);
/** Where a thing is taken from: 'take the crossbow from under the cloak' takes the crossbow. */
const LOOTING = new Set(['loot', 'raid', 'plunder', 'ransack', 'pillage', 'rob', 'empty']);
/** Words that say where a movement goes: 'up to the rim', 'into the tunnel'. */
const DESTINATION = new Set(['to', 'into', 'onto', 'toward', 'towards', 'through', 'across', 'over', 'up', 'down']);
const SOURCE = new Set(['from', 'off', 'outta', 'under', 'beneath', 'underneath', 'behind', 'inside']);

/** Where hidden things are: working a thing 'under', 'between' or 'inside' is searching it. */
const HIDING = new Set(['under', 'beneath', 'underneath', 'between', 'behind', 'inside', 'among', 'amongst', 'into', 'pocket', 'pockets']);
/** Take-verbs that, done to a thing that cannot be carried, uncover what it hides ('lift the cloth on the lectern'). */
const UNCOVERING = new Set(['lift', 'raise', 'heave', 'hoist', 'move', 'shift']);
/** Use-verbs that hand a carried thing to someone ('give the guy the paper'). */
const GIVING = new Set(['give', 'hand', 'offer', 'show', 'present', 'deliver', 'pay', 'trade', 'swap', 'sell']);
/** Words that point a way without a verb: 'down the narrow lane', 'back to the quay'. */
const HEADINGS = new Set(['north', 'south', 'east', 'west', 'up', 'down', 'back', 'northeast', 'northwest', 'southeast', 'southwest', 'upstairs', 'downstairs', 'onward', 'onwards', 'forward', 'through', 'into']);
/** Use-verbs that, with nothing in hand, mean working the thing itself ('turn the wheel', 'press the panel'). */
const USE_AS_OPEN = new Set(['turn', 'press', 'close', 'shut', 'lock', 'seal', 'fasten', 'latch', 'secure', 'bar', 'barricade', 'set', 'pull', 'hold', 'raise', 'lay', 'fill', 'wedge', 'jam', 'tie', 'hook', 'loop', 'wrap', 'fit', 'insert', 'put', 'place', 'slot', 'replace', 'restore', 'show', 'present', 'light', 'ignite', 'kindle', 'shine', 'aim']);
/** Attack-verbs of a blade's edge, which put to a captive's bonds free them: 'cut the thongs'. */
export const SEVERING = new Set(['cut', 'slash', 'slice', 'saw', 'sever', 'hack', 'chop', 'snip']);
const DESTROYING = new Set(['smash', 'break', 'bash', 'kick', 'burn', 'batter', 'ram', 'crack', 'destroy', 'wreck', 'shatter']);
/** Words that say look closely, never search: 'examine the bundle caught among the nets'. */
const LOOKING = new Set(['examine', 'inspect', 'study', 'read', 'describe', 'x']);
/** Words for a person that name no one in particular: 'talk to the guy', 'tackle the man with the bag'. */
/** Words of size and look that come before a thing's name: 'a little amber bead', 'that big wheel'. */
const LOOKS = new Set(['little', 'tiny', 'small', 'big', 'huge', 'large', 'great', 'shiny', 'bright', 'old', 'strange', 'weird', 'pretty', 'lovely', 'beautiful', 'gorgeous', 'funny', 'odd', 'cute', 'fancy', 'heavy', 'long', 'tall', 'short', 'gold', 'golden', 'silver', 'dark']);
/** Words for places and ways that 'with' may describe: 'the door with the red shield'. */
const PLACE_NOUNS = new Set(['door', 'booth', 'house', 'hut', 'tent', 'room', 'building', 'shop', 'stall', 'tower', 'gate', 'way', 'lane', 'road', 'path', 'street', 'passage', 'alley', 'tunnel', 'stair', 'arch', 'archway', 'entrance', 'hall', 'chamber', 'cell', 'window', 'pavilion', 'church', 'one']);

export const PERSON_NOUNS = new Set(['guy', 'man', 'woman', 'lady', 'dude', 'person', 'fellow', 'chap', 'boy', 'girl', 'kid', 'lad', 'lass', 'bloke', 'stranger', 'someone', 'somebody', 'people', 'folk', 'gentleman', 'sir', 'madam', 'mister', 'young', 'old', 'spanish', 'little', 'soldier', 'guard', 'watchman', 'veteran']);
/** Words that make a walk a sneak: 'without noise', 'on tiptoe'. */
const STEALTH = ['discreetly', 'furtively', 'covertly', 'secretly', 'sneakily', 'noiselessly', 'on the sly', 'without noise', 'without a sound', 'without sound', 'on tiptoe', 'unseen', 'unnoticed', 'in the shadows', 'in shadow', 'silently', 'quietly', 'stealthily', 'hidden', 'unobserved', 'out of sight', 'well around', 'keeping low', 'keep low'];
/** 'without the bear man seeing me', 'so he does not notice': passing unseen. */
const UNSEEN = /\bwithout (?:\w+ ){0,3}(?:sees?|seeing|notic\w*|spot\w*|hear\w*|wak\w*)\b/;
const ROOM_WORDS = new Set(['room', 'place', 'area', 'everything', 'around', 'all', 'body', 'bodies', 'corpse']);

interface VerbFound {
  verb: Verb;
  word: string;
  /** Token positions that belong to the verb (its word and a phrase's particle). */
  used: number[];
}

/** 'showing' is 'show', 'opened' is 'open', 'climbs' is 'climb'. */
function inflected(word: string): Verb | undefined {
  if (word.length < 5) return undefined;
  const stems = [
    word.endsWith('ing') && [word.slice(0, -3), `${word.slice(0, -3)}e`, word.slice(0, -4)],
    word.endsWith('ed') && [word.slice(0, -2), word.slice(0, -1), word.slice(0, -3)],
    word.endsWith('es') && [word.slice(0, -2)],
    word.endsWith('s') && [word.slice(0, -1)],
  ].flatMap((s) => s || []);
  for (const s of stems) if (verbOf(s)) return verbOf(s);
  return undefined;
}

/** Words after which a phrase goes on to describe, not to name: 'the sword where the star is'. */
const RELATIVE = new Set(['where', 'which', 'that', 'who', 'whom', 'when', 'while', 'because', 'since', 'so', 'until', 'as']);

/** Words that are never a slip of a verb: 'until' is not 'untie'. */
const FUNCTION_WORDS = new Set(['until', 'unless', 'while', 'where', 'there', 'their', 'these', 'those', 'which', 'whose', 'about', 'above', 'below', 'under', 'after', 'again', 'along', 'among', 'around', 'before', 'behind', 'beside', 'between', 'beyond', 'inside', 'outside', 'through', 'toward', 'towards', 'within', 'without', 'though', 'maybe', 'perhaps', 'please', 'thanks']);

/** A phrase's particles that are also things' names ('a drink', 'the drink'), and the words that point at a thing. */
const SIPS = new Set(['sip', 'swig', 'drink', 'gulp', 'bite', 'draught', 'mouthful', 'swallow', 'sup', 'nip']);
const POINTING = new Set(['the', 'that', 'this', 'those', 'these', 'his', 'her', 'its', 'their', 'your']);

function verbAt(words: string[], i: number, fuzzy = false): VerbFound | null {
  // The nearest particle decides: 'look at the crates under the window' looks at the crates.
  let phrase: VerbFound | null = null;
  let nearest = Infinity;
  // ('reaching in', 'taking a sip', 'putting it on': a phrase told as it happens.)
  const w0 = words[i]!;
  const heads = w0.length > 5 && w0.endsWith('ing') ? [w0, w0.slice(0, -3), `${w0.slice(0, -3)}e`, w0.slice(0, -4)] : [w0];
  for (const p of PHRASES) {
    if (!heads.includes(p.first)) continue;
    const j = words.slice(i + 1, i + 7).findIndex((w) => p.then.includes(w));
    // 'take a drink' drinks, but 'take the drink' takes the thing called a drink.
    if (j >= 0 && SIPS.has(words[i + 1 + j]!) && POINTING.has(words[i + j] ?? '')) continue;
    if (j >= 0 && j < nearest) {
      nearest = j;
      phrase = { verb: p.verb, word: words[i]!, used: p.particle ? [i, i + 1 + j] : [i] };
    }
  }
  // ('I'm reaching in even though it's freezing' feels about in the pool; 'reach in for the arm-ring' takes it.)
  if (phrase && heads.includes('reach') && words.slice(i + 1, i + 4).includes('for')) return { verb: 'take', word: 'reach', used: [i] };
  if (phrase) return phrase;
  const w = words[i]!;
  const exact = verbOf(w) ?? inflected(w);
  if (exact) return { verb: exact, word: w, used: [i] };
  // A slip of the finger on a long verb ('serach', 'exmaine') still counts, where a verb is expected.
  if (!fuzzy || w.length < 5 || FUNCTION_WORDS.has(w) || NOT_SLIPS.has(w)) return null;
  // 'shiny' is not 'shine', nor 'stony' 'stone': an adjective made of a verb is no slip of it.
  const near = VERB_WORDS.find((v) => v.length >= 5 && editDistance(w, v) <= 1 && !(w.endsWith('y') && v.endsWith('e') && w.slice(0, -1) === v.slice(0, -1)));
  return near ? { verb: verbOf(near)!, word: near, used: [i] } : null;
}

/**
 * The clause's verb: its first meaningful word if that is a verb ('bar the gate'); otherwise the first
 * later verb word that does not name something here ('quietly sneak past', but not 'the guard').
 */
function findVerb(words: string[], names: (word: string) => boolean): VerbFound | null {
  const head = words.findIndex((w, i) => meaningful([w]).length > 0 || verbAt(words, i) !== null);
  if (head < 0) return null;
  // 'the ring' names a ring: after an article a word is a thing, if it names one here.
  const named = head > 0 && ARTICLES.has(words[head - 1]!) && names(words[head]!);
  // 'there is something shiny ...' tells what is there: no slip of a verb is guessed in it.
  const telling = words[0] === 'there' && ['is', 'are', 's', 'was', 'were'].includes(words[1] ?? '');
  // ('fish is touch my leg', 'the watch are asleep': a word before 'is' is what is told of, not a deed.)
  // ('who is the runing man': a doing after an article describes the one who does it.)
  const subject = (i: number) => ['is', 'are', 'was', 'were'].includes(words[i + 1] ?? '') || (i > 0 && words[i]!.endsWith('ing') && (ARTICLES.has(words[i - 1]!) || (['is', 'are'].includes(words[i - 1]!) && PERSON_NOUNS.has(words[i + 1] ?? ''))) && words[i + 1] !== undefined);
  // ('hatch' on the roof: a word that names a thing here is no slip of a verb, 'watch'.)
  const atHead = named || subject(head) ? null : verbAt(words, head, !telling && !names(words[head]!));
  if (atHead) return atHead;
  for (let i = head + 1; i < words.length; i++) {
    const found = subject(i) ? null : verbAt(words, i);
    if (found && !names(words[i]!)) return found;
  }
  return null;
}

/** The best allowed target for a verb among ranked things; ties of one kind are ambiguous. */
function pick(ranked: Ranked[], kinds: TargetKind[], exclude: string | null): { target: Ranked | null; ambiguous: Target[] } {
  const allowed = ranked
    .filter((c) => kinds.includes(c.kind) && c.key !== exclude)
    .sort((a, b) => b.score - a.score || kinds.indexOf(a.kind) - kinds.indexOf(b.kind));
  const top = allowed[0] ?? null;
  if (!top) return { target: null, ambiguous: [] };
  // Rivals: the same kind of thing, named by exactly the same words ('the road' with two roads out).
  // ('x track' by the track and the cracks, 'the door with paint' by the painted door and Saint Bavo's: a name the
  // words say outright is not rivalled by one they only come near.)
  const rivals = allowed.filter((c) => c.kind === top.kind && c.key !== top.key && c.hits === top.hits && c.score >= top.score * 0.8 && !(c.score < top.score && saysOutright(top) && !saysOutright(c)));
  return { target: top, ambiguous: rivals.length > 0 ? [top, ...rivals] : [] };
}

/** Whether every word that named a thing is a word of its name, or its start ('paint' of 'painted'). */
function saysOutright(r: Ranked): boolean {
  const parts = tokens(r.name);
  const says = (h: string) => parts.some((p) => stem(p) === stem(h) || (h.length >= 4 && p.startsWith(h)));
  return r.hits !== '' && r.hits.split(' ').every(says);
}

function surely(verb: Verb | null, said: Verb | null, target: Ranked | null, words: string[], item: Target | null): number {
  if (target) {
    // Walking to a thing is a way to reach it, not a deed of its own: a clause doing something to it wins.
    if (said && MOVEMENT.has(said) && target.kind !== 'exit' && target.kind !== 'foe') return target.score * 0.6;
    // 'hold up the lamp' does not mean the stair up.
    if (target.directionOnly && verb && !MOVEMENT.has(verb) && verb !== 'open') return target.score * 0.5;
    return target.score;
  }
  if (verb && WHOLE_ALONE.has(verb)) return CONFIDENT;
  return verb && item && words.length <= 1 ? CONFIDENT : 0;
}

/** Who 'him', 'her', 'it' and 'them' can mean: the one person or foe here, and the last thing and person named. */
export interface Referents {
  foe: string | null;
  character: string | null;
  thing: string | null;
  person: string | null;
  /** The thing last looked into: 'look in them' after the crates gave up a scroll. */
  place?: string | null;
  /** The words of the room's own name. */
  here?: string[];
  /** Whether a word is one the dungeon's own names use. */
  known?: (word: string) => boolean;
}

const THING_PRONOUNS = new Set(['it', 'its', 'them', 'this', 'that', 'one']);
const PERSON_PRONOUNS = new Set(['him', 'her', 'them', 'he', 'she', 'his', 'their']);
/** Beasts a player calls 'him' or 'her'. */
const BEASTS = new Set(['cheetah', 'cat', 'dog', 'hound', 'horse', 'pony', 'goat', 'owl', 'raven', 'hawk', 'falcon', 'camel', 'mule', 'donkey', 'serpent', 'snake', 'bear', 'wolf', 'fox', 'bird', 'parrot']);

/** The remembered thing or person a pronoun of the clause stands for, if it is still here (or carried). */
function referent(clause: string[], cands: Candidate[], alone: Referents, kinds: TargetKind[] | null): Ranked | null {
  const as = (c: Candidate | undefined): Ranked | null => (c ? { ...c, score: CONFIDENT, directionOnly: false, hits: '' } : null);
  const fits = (c: Candidate) => kinds === null || kinds.includes(c.kind);
  // ('serch them' after the crates gave up a scroll: what is searched is the place, not what it gave up.)
  const searching = clause.some((w) => HIDING.has(w) || w === 'in' || SEARCH_WORDS.has(w));
  if (alone.place && searching && clause.some((w) => THING_PRONOUNS.has(w))) {
    const place = as(cands.find((c) => c.key === alone.place && fits(c)));
    if (place) return place;
  }
  // ('who wrote that scroll?': 'that' before a name of something here points, it does not stand in.)
  const pointing = clause.some((w, i) => (w === 'that' || w === 'this') && clause[i + 1] !== undefined && meaningful([clause[i + 1]!]).length > 0 && (rank([clause[i + 1]!], cands)[0]?.score ?? 0) >= 1);
  if (alone.thing && clause.some((w) => THING_PRONOUNS.has(w)) && !(pointing && !clause.some((w) => w === 'it' || w === 'them'))) {
    const thing = as(cands.find((c) => c.key === alone.thing && fits(c) && c.kind !== 'character' && c.kind !== 'foe'));
    if (thing) return thing;
  }
  // ('that poor kitty in the cage. let me look at him': a beast just named is 'him' or 'her' before anyone here is.)
  if (alone.thing && !alone.person && clause.some((w) => ['him', 'her', 'he', 'she'].includes(w))) {
    const beast = as(cands.find((c) => c.key === alone.thing && fits(c) && c.kind === 'feature' && c.name.toLowerCase().split(/\W+/).some((x) => BEASTS.has(x))));
    if (beast) return beast;
  }
  if (alone.person && clause.some((w) => PERSON_PRONOUNS.has(w))) {
    const person = as(cands.find((c) => c.key === alone.person && fits(c)));
    if (person) return person;
  }
  // ('something rolled under the scaffold boards? I'm reaching under to see': under what the sentence named.)
  const bare = clause.findIndex((w) => HIDING.has(w));
  if (alone.thing && bare >= 0 && [undefined, 'to', 'and', 'there'].includes(clause[bare + 1])) {
    const thing = as(cands.find((c) => c.key === alone.thing && fits(c) && c.kind === 'feature'));
    if (thing) return thing;
  }
  return null;
}

const SEARCH_WORDS = new Set(['search', 'serch', 'seach', 'searh', 'rummage', 'ransack', 'frisk']);

export function readClause(clause: string[], inherited: Verb | null, cands: Candidate[], alone: Referents, asking = false): Reading {
  const names = (word: string) => cands.some((c) => scoreName([word], c.name).score >= CONFIDENT);
  const namesLoosely = (word: string) => cands.some((c) => scoreName([word], c.name).score >= 0.9);
  const found = findVerb(clause, names);
  const used = new Set(found?.used ?? []);
  // 'pry open the door': a second word of the same verb is part of the verb, not a name.
  if (found) clause.forEach((word, i) => i > found.used[0]! && verbOf(word) === found.verb && !names(word) && used.add(i));
  const verbEnd = found ? Math.max(...found.used) : -1;
  // 'with' right after a verb that opens the clause is company ('speak with the woman'), anywhere else an
  // instrument ('bust the door open with the crowbar'); a question has no instrument ('what is up with the hourglass').
  // ('guards got their axes crossed': a word in its -s form at the head tells of someone, it orders nothing.)
  const toldOf = found !== null && found.word.endsWith('s') && !found.word.endsWith('ss') && verbOf(found.word) === undefined;
  const headed = found !== null && !toldOf && meaningful(clause.slice(0, found.used[0])).length === 0;
  const talking = found !== null && (verbOf(found.word) === 'talk' || found.verb === 'talk');
  // 'the guy with the bag', 'the soldier with the lamp': 'with' after a person describes them.
  // 'the door with the red shield', 'the booth with the banner': 'with' after a place describes it too.
  const going = found === null || MOVEMENT.has(found.verb) || found.verb === 'examine' || found.verb === 'look';
  const describing = (i: number) => PERSON_NOUNS.has(clause[i - 1] ?? '') || (going && PLACE_NOUNS.has(stem(clause[i - 1] ?? '')));
  // 'fight with the sapper' is with whom; 'climb with the rope up to the rim' is with what, and then where.
  const thenWhere = (i: number) => found !== null && MOVEMENT.has(found.verb) && clause.some((x, j) => j > i + 1 && DESTINATION.has(x));
  // 'look at the big wheel thing with the chain': words that name nothing here, then 'with' and a thing here that is
  // not carried, describe that thing.
  const thingWith = (i: number) => {
    if (!going) return false;
    const after = rank(meaningful(clause.slice(i + 1)), cands);
    return !after.some((c) => (c.kind === 'held' || c.kind === 'item') && c.score >= 0.7) && after.some((c) => c.kind !== 'held' && c.score >= CONFIDENT) && !rank(meaningful(clause.slice(0, i).filter((_, j) => !used.has(j))), cands).some((c) => c.score >= 0.7);
  };
  const withAt = asking || talking ? -1 : clause.findIndex((word, i) => INSTRUMENT.has(word) && (i > verbEnd + 1 || (i === verbEnd + 1 && (!headed || thenWhere(i) || (found !== null && found.used.length > 1 && found.used.at(-1)! > found.used[0]! + 1)))) && !describing(i) && !thingWith(i));
  // 'climb with the rope up to the dome rim': where the deed goes, after the instrument, is what the clause names.
  const goesTo = withAt >= 0 && found !== null && MOVEMENT.has(found.verb) ? clause.findIndex((x, i) => i > withAt + 1 && DESTINATION.has(x)) : -1;
  const before = withAt >= 0 ? clause.slice(0, withAt) : clause;
  const roomNamed = (w: string) => (alone.here ?? []).includes(w) && !cands.some((c) => !c.bag && scoreName([w], c.name).score >= CONFIDENT);
  const named = [...before.filter((_, i) => !used.has(i)), ...(goesTo > 0 ? clause.slice(goesTo) : [])];
  // 'Search the copyists' cellar', 'search the Tower of the Chain': the room's whole name names the room, even where a
  // thing in it shares a word ('the copyist benches').
  const lookingRound = found !== null && ['search', 'look', 'examine'].includes(found.verb);
  const roomWords = meaningful(named);
  const thingCalledSo = () => rank(roomWords, cands).some((c) => c.hits.split(' ').length >= roomWords.length);
  const wholeRoom = lookingRound && roomWords.length > 1 && roomWords.every((w) => (alone.here ?? []).map(stem).includes(stem(w))) && !thingCalledSo();
  const words = wholeRoom ? [] : meaningful(named).filter((w) => !(lookingRound && roomNamed(w)));
  // 'with my sword where the star is on the chart': the instrument is named before a word that describes further.
  const describes = withAt >= 0 ? clause.findIndex((x, i) => i > withAt + 1 && RELATIVE.has(x)) : -1;
  const ends = [describes, goesTo].filter((i) => i > 0);
  const instrumentWords = meaningful(withAt >= 0 ? clause.slice(withAt + 1, ends.length > 0 ? Math.min(...ends) : undefined) : []);
  // 'take the crossbow from under the cloak', 'get the bead out of the cups': what is taken comes before where from.
  const from = found && verbOf(found.word) === 'take' ? before.findIndex((w, i) => SOURCE.has(w) || (w === 'out' && before[i + 1] === 'of')) : -1;
  const taking = from > 0 ? meaningful(before.slice(0, from).filter((_, i) => !used.has(i))) : [];
  const ranked = rank(taking.length > 0 && rank(taking, cands).some((c) => c.kind === 'item' && c.score >= 0.7) ? taking : words, cands);
  const tools = rank(instrumentWords, cands);
  let verb = found?.verb ?? inherited;
  // 'down the narrow lane', 'back to the quay': a heading with no verb is a way to go.
  if (!verb && HEADINGS.has(clause[0] ?? '')) verb = 'go';
  const said = verb;
  const base = { clause, verbWord: found?.word ?? null, words, instrumentWords, detail: words.length + instrumentWords.length };

  // ('have' asks what is carried, but 'have a word', 'have a look' are deeds of their own.)
  if (ranked.every((c) => c.kind === 'held') && clause.some((w, i) => INVENTORY_WORDS.has(w) && !(w === 'have' && ['a', 'an', 'another', 'some', 'one'].includes(clause[i + 1] ?? ''))) && (verb === null || verb === 'examine' || verb === 'look' || verb === 'search' || verb === 'open' || verb === 'inventory')) {
    return { ...base, verb: 'inventory', target: null, item: null, ambiguous: [], itemTies: [], wantsItem: false, score: CONFIDENT };
  }
  const companion = tools[0] && (tools[0].kind === 'character' || tools[0].kind === 'foe') && tools[0].score >= CONFIDENT ? tools[0] : null;
  const wantsItem = verb !== null && TAKES_TOOL.has(verb);
  const said2 = referent(clause, cands, alone, ['held']);
  // A carried thing named in passing is an instrument only where its words name nothing better here: 'attack
  // hour-thief' with the hour-beads in the satchel names the thief.
  const dominated = (c: Ranked) => ranked.some((o) => o.kind !== 'held' && o.score > c.score && c.hits.split(' ').every((h) => o.hits.split(' ').includes(h)));
  // 'hit tulip guy': a carried thing's word that says which person ('the tulip guy') is no instrument.
  const ofPerson = (c: Ranked) => c.hits.split(' ').some((h) => PERSON_NOUNS.has(clause[clause.indexOf(h) + 1] ?? ''));
  const item = tools.find((c) => c.kind === 'held') ?? (wantsItem || !verb ? (ranked.find((c) => c.kind === 'held' && !dominated(c) && !ofPerson(c)) ?? said2) : null);
  // The words that named the instrument name nothing else: 'light the lamp' is not the Ottoman camp.
  // Carried things named exactly as well as the instrument ('the bulb' with two bulbs): found before its words are spent.
  const ties = item ? [...tools, ...ranked].filter((c) => c.kind === 'held' && c.key !== item.key && c.hits === (item as Ranked).hits && c.score >= item.score * 0.8) : [];
  const rival = ranked.find((c) => c.kind !== 'held');
  // Going by a thing's words means the way they name, not the thing in hand ('slide down the rope' to the walkway).
  const wayFirst = verb !== null && MOVEMENT.has(verb) && rival?.kind === 'exit' && item !== null && rival.score >= item.score;
  if (item && !wayFirst && !tools.includes(item as Ranked) && (item as Ranked).hits && (!rival || item.score >= rival.score)) {
    const used = new Set((item as Ranked).hits.split(' '));
    const rest = words.filter((w) => !used.has(w));
    ranked.splice(0, ranked.length, ...rank(rest, cands).filter((c) => c.key !== item!.key), ...ranked.filter((c) => c.key === item!.key));
  }

  let target: Ranked | null = null;
  let ambiguous: Target[] = [];
  let futile = false;
  if (verb) {
    ({ target, ambiguous } = pick(ranked, KINDS[verb], item?.key ?? null));
    // 'take the onion under the table' with bulbs in the satchel: what is taken is what lies here, not what is held.
    if (verb === 'take' && target && (target.kind === 'held' || ambiguous.length > 1)) {
      const lying = ranked.filter((c) => c.kind === 'item' && c.score >= target!.score * 0.8 && c.score >= 0.7);
      if (lying.length === 1) ({ target, ambiguous } = { target: lying[0]!, ambiguous: [] });
      // ('Sappho!! I have to take that scroll too' with another scroll in the satchel: the one the sentence just named,
      // lying here.)
      const named = alone.thing ? cands.find((c) => c.key === alone.thing && c.kind === 'item' && !c.bag) : undefined;
      if (lying.length === 0 && target.kind === 'held' && named) ({ target, ambiguous } = { target: { ...named, score: CONFIDENT, directionOnly: false, hits: '' }, ambiguous: [] });
    }
    if (companion && (!target || target.score < CONFIDENT)) {
      // 'count the stars with the prince': doing something with someone is engaging them.
      target = companion;
      if (verb !== 'attack' && verb !== 'defend' && verb !== 'sneak' && verb !== 'use') verb = 'talk';
    }
    if (!target || target.score < CONFIDENT) {
      // 'read it' after taking the page, 'ask him' after talking to the gunner: the last thing or person named.
      // 'lift it' after the cloth on the lectern: uncovering a thing that stays is done to features too.
      const kinds = verb === 'take' && found && UNCOVERING.has(found.word) ? [...KINDS.take, 'feature' as const] : KINDS[verb];
      const said = referent(clause, cands, alone, kinds.filter((k) => k !== item?.kind || item?.key !== alone.thing));
      if (said && said.key !== item?.key) target = said;
    }
    const pronounIsTool = item !== null && item === said2;
    if (!target && !pronounIsTool && clause.some((w) => PRONOUNS.has(w))) {
      // 'hit him', 'let her out', 'dodge its coils': the one person or foe here.
      const kinds = KINDS[verb];
      const key = kinds.includes('foe') && alone.foe ? alone.foe : kinds.includes('character') && alone.character ? alone.character : null;
      const kind: TargetKind = key === alone.foe ? 'foe' : 'character';
      if (key) target = { kind, key, name: key, score: CONFIDENT, directionOnly: false, hits: '' };
    }
    // 'swim out to the burning galleys': no way out is called that, but the galleys are plainly named.
    if (!target || target.score < CONFIDENT) {
      const order = Object.keys(FALLBACK[verb] ?? {}) as TargetKind[];
      const other = order
        .map((kind) => ranked.find((c) => c.kind === kind && c.score >= 1 && c.score > (target?.score ?? 0)))
        .find((c) => c !== undefined);
      // 'pass without the bear man seeing me', 'pick my way well around the berserk': going by a foe unseen is sneaking past it.
      const unseen = other?.kind === 'foe' && MOVEMENT.has(verb) && (STEALTH.some((x) => clause.join(' ').includes(x)) || UNSEEN.test(clause.join(' ')) || ['past', 'around', 'by'].some((x) => clause.includes(x)));
      if (other && unseen) {
        verb = 'sneak';
        ({ target, ambiguous } = pick(ranked, ['foe'], item?.key ?? null));
      } else if (other) {
        // 'loot the crates', 'raid the chests': taking from a thing that holds things is going through it.
        verb = verb === 'take' && other.kind === 'feature' && LOOTING.has(found?.word ?? '') ? 'search' : FALLBACK[verb]![other.kind]!;
        ({ target, ambiguous } = pick(ranked, [other.kind], item?.key ?? null));
      }
    }
    // 'I pass discreetly behind the columns': going stealthily by way of the room's cover, with a foe on guard here, is sneaking past it.
    if (found && MOVEMENT.has(found.verb) && verb !== 'sneak' && target?.kind === 'feature' && alone.foe && STEALTH.some((x) => clause.join(' ').includes(x))) {
      const foe = cands.find((c) => c.kind === 'foe' && c.key === alone.foe);
      if (foe) {
        verb = 'sneak';
        target = { ...foe, score: CONFIDENT, directionOnly: false, hits: '' };
        ambiguous = [];
      }
    }
    // 'cut thongs', 'slash the ropes': a blade put to what binds a captive frees them.
    if (!target && verb === 'attack' && found && SEVERING.has(found.word)) {
      const bound = ranked.find((c) => c.kind === 'character' && c.score >= 0.5);
      if (bound) {
        verb = 'free';
        target = { ...bound, score: Math.max(bound.score, CONFIDENT) };
      }
    }
    // 'sneak thru the shadows', 'talk to the spanish dude': the one foe or person here when nothing else is named.
    if (!target && (verb === 'attack' || verb === 'defend') && alone.foe && (headed || words.every((w) => PERSON_NOUNS.has(w)))) target = { kind: 'foe', key: alone.foe, name: alone.foe, score: 1, directionOnly: false, hits: '' };
    if (!target && verb === 'sneak' && alone.foe) target = { kind: 'foe', key: alone.foe, name: alone.foe, score: 1, directionOnly: false, hits: '' };
    if (!target && verb === 'talk' && !alone.character && !alone.foe && words.every((w) => PERSON_NOUNS.has(w))) {
      // 'talk' with several here: to whom is asked.
      const people = [...new Map(cands.filter((c) => c.kind === 'character' || (c.kind === 'foe' && !c.bag)).map((c) => [c.key, { kind: c.kind, key: c.key, name: c.name, score: 1 }])).values()];
      if (people.length > 1) ambiguous = people;
    }
    // 'talk to clavicle' with Clavijo alone here: a word no name of the game uses, said to the one person here.
    const misheard = headed && words.length === 1 && clause.length <= 4 && alone.known !== undefined && words.every((w) => !alone.known!(w)) && !ranked.some((c) => c.score >= 0.7);
    // 'wake up the sleeping man': a person called by what they are doing, with one person here, is them.
    const doing = words.some((w) => PERSON_NOUNS.has(w)) && words.every((w) => PERSON_NOUNS.has(w) || (w.endsWith('ing') && w.length > 5));
    if (!target && verb === 'talk' && (alone.character ?? alone.foe) && (words.every((w) => PERSON_NOUNS.has(w)) || misheard || doing)) {
      const key = (alone.character ?? alone.foe)!;
      target = { kind: alone.character ? 'character' : 'foe', key, name: key, score: 1, directionOnly: false, hits: '' };
    }
    // 'I seize him by his collar': laying hands on a foe is a fight.
    if (!target && verb === 'take' && alone.foe && clause.some((w) => PERSON_PRONOUNS.has(w))) {
      verb = 'attack';
      target = { kind: 'foe', key: alone.foe, name: alone.foe, score: CONFIDENT, directionOnly: false, hits: '' };
    }
    // 'get all', 'take everything': the one thing lying here, or which of them, as Inform takes all there is.
    const lying = [...new Map(cands.filter((c) => c.kind === 'item' && !c.bag).map((c) => [c.key, { kind: c.kind, key: c.key, name: c.name, score: 1, directionOnly: false, hits: '' }])).values()];
    const everything = !target && verb === 'take' && clause.some((w) => w === 'all' || w === 'everything') && clause.length <= 3;
    if (everything && lying.length === 1) target = lying[0]!;
    else if (everything && lying.length > 1) ambiguous = lying;
    // 'grab', 'take' alone, with two things lying here: which of them (Inform's 'What do you want to take?').
    else if (!target && verb === 'take' && words.length === 0 && clause.filter((w) => w !== 'up').length === 1 && lying.length > 1 && ambiguous.length === 0) ambiguous = lying;
    // 'loot the room': taking with nothing named is searching.
    else if (!target && verb === 'take' && clause.some((w) => ROOM_WORDS.has(w))) verb = 'search';
    // 'I go slow past him to the stair', 'I go behind him without noise': walking past a foe is sneaking past it.
    const stealthy = STEALTH.some((x) => clause.join(' ').includes(x)) || UNSEEN.test(clause.join(' '));
    if (verb && MOVEMENT.has(verb) && verb !== 'sneak' && alone.foe && ((['past', 'by', 'behind', 'around', 'round'].some((x) => clause.includes(x)) && (target?.kind === 'exit' || target?.kind === 'foe' || clause.some((w) => PERSON_PRONOUNS.has(w)))) || stealthy)) verb = 'sneak';
    if (verb === 'sneak' && !target && alone.foe) target = { kind: 'foe', key: alone.foe, name: alone.foe, score: 1, directionOnly: false, hits: '' };
    // 'hide in the columns', 'sneak thru the colonnades': cover to sneak past the foe by, not a thing to study.
    if (said === 'sneak' && target?.kind === 'feature' && alone.foe) {
      verb = 'sneak';
      target = { kind: 'foe', key: alone.foe, name: alone.foe, score: CONFIDENT, directionOnly: false, hits: '' };
    }
    // 'I shove the looter back against the benches': laying hands on a foe named outright is a fight.
    const foeNamed = ranked.find((c) => c.kind === 'foe' && c.score >= CONFIDENT);
    if (said === 'open' && foeNamed && target?.kind !== 'exit' && target?.kind !== 'character') {
      verb = 'attack';
      target = foeNamed;
    }
    // ('I'll go for it with the sword', 'go for him': going for a foe is a blow.)
    const goingFor = found?.word === 'go' && clause[clause.indexOf('go') + 1] === 'for';
    if (goingFor && alone.foe && (clause.some((w) => PERSON_PRONOUNS.has(w) || w === 'it') || target?.kind === 'foe')) {
      verb = 'attack';
      target = target?.kind === 'foe' ? target : { kind: 'foe', key: alone.foe, name: alone.foe, score: CONFIDENT, directionOnly: false, hits: '' };
    }
    // ('bash him', 'kick him with my lantern': a person forced is the foe here struck.)
    if (said === 'open' && !target && alone.foe && clause.some((w) => PERSON_PRONOUNS.has(w))) {
      verb = 'attack';
      target = { kind: 'foe', key: alone.foe, name: alone.foe, score: CONFIDENT, directionOnly: false, hits: '' };
    }
    // 'lift the cloth on the lectern': uncovering a thing that stays where it is, is searching it.
    if (target?.kind === 'feature' && (verb === 'examine' || verb === 'take') && said === 'take' && found && UNCOVERING.has(found.word)) verb = 'search';
    // 'give the guy the paper': handing something over with no one named is to the one person here.
    if (!target && verb === 'use' && item && found && GIVING.has(found.word) && (alone.character ?? alone.foe)) {
      const key = (alone.character ?? alone.foe)!;
      target = { kind: alone.character ? 'character' : 'foe', key, name: key, score: CONFIDENT, directionOnly: false, hits: '' };
    }
    // 'look between the bales', 'reach under the boards': a thing worked at where things hide is searched.
    const hidingAt = clause.findIndex((w) => HIDING.has(w));
    const nearVerb = hidingAt >= 0 && ((verbEnd >= 0 && hidingAt <= verbEnd + 2) || clause[hidingAt] === 'pocket' || clause[hidingAt] === 'pockets');
    if (target?.kind === 'feature' && !item && verb !== 'use' && verb !== 'search' && !(verb && MOVEMENT.has(verb)) && !LOOKING.has(found?.word ?? '') && nearVerb) verb = 'search';
    // 'drop the bar into the brackets': moving a carried thing onto something here is using it; 'climb the rope'
    // with the rope in hand is using it where it serves.
    if ((verb === 'go' || verb === 'climb') && item && target && target.kind !== 'exit') verb = 'use';
    if ((verb === 'go' || verb === 'climb' || verb === 'open') && item && !target) verb = 'use';
  } else if (item && ranked.some((c) => c.kind !== 'held' && !tools.includes(c))) {
    // 'the oak bar on the postern gate': a carried thing and a thing here, with no verb, is a use.
    verb = 'use';
    ({ target, ambiguous } = pick(ranked, KINDS.use, item.key));
  } else {
    // A sentence opening with a word the engine does not know ('dance on the ice') is a deed it cannot do:
    // it may look at what was named, but it does not walk or take on a guess.
    // ('a tiny silver cross': a thing named by two words or more is named, whatever word comes first.)
    const first = clause.indexOf(words[0]!);
    const namedSurely = ranked[0] !== undefined && ranked[0].hits.split(' ').length >= 2 && ranked[0].score >= 2 && ranked[0].hits.split(' ').includes(clause[first + 1] ?? '');
    // ('a little amber bead with a sun in it': a word of size or look before a name opens no deed.)
    const unknownDeed = !asking && words.length > 0 && !namesLoosely(words[0]!) && !HEADINGS.has(words[0]!) && !namedSurely && !(LOOKS.has(words[0]!) && ranked[0] !== undefined && (ranked[0].kind === 'item' || ranked[0].kind === 'feature') && ranked[0].score >= CONFIDENT && saysOutright(ranked[0]) && ranked[0].hits.split(' ').includes(words[1] ?? ''));
    const kinds: TargetKind[] = unknownDeed ? ['feature', 'character', 'foe', 'held'] : ['exit', 'item', 'feature', 'character', 'foe', 'held'];
    ({ target, ambiguous } = pick(ranked, kinds, null));
    // 'what is this thing?', 'should I pose for him?': the thing or person last named, or the one person here.
    if (!target || target.score < 1) {
      const said = referent(clause, cands, alone, null);
      const one = clause.some((w) => PERSON_PRONOUNS.has(w)) ? (alone.character ?? alone.foe) : null;
      const person = one ? cands.find((c) => c.key === one && (c.kind === 'character' || c.kind === 'foe')) : undefined;
      if (said) target = said;
      else if (person) target = { ...person, score: CONFIDENT, directionOnly: false, hits: '' };
    }
    // Without a verb only a plain naming counts ('Lantern.'): 'pray for the city' is not a way to the stair under it.
    // A question may name a way by its direction alone ('is the way up clear?').
    if (target && target.score < (asking ? 0.7 : 1)) ({ target, ambiguous } = { target: null, ambiguous: [] });
    if (target) verb = DEFAULT_VERB[target.kind];
    // 'pet the cheetah', 'feed the carp': a deed the engine has no word for, done to a thing, cannot be done.
    if (unknownDeed && target && target.kind === 'feature' && !ranked.some((c) => c.key === target!.key && c.hits.split(' ').includes(words[0]!))) futile = true;
    // 'cast magic missile at the thief': there is no magic in a Timeline, whoever it is aimed at.
    if (unknownDeed && target && MAGIC.has(words[0]!)) futile = true;
  }
  // 'go back out', 'leave': no way named, but only a way out meant; a room with one way out takes it.
  // ('let's go somewhere warm': somewhere is no way named.)
  const leaving = verb === 'go' && !target && (words.every((w) => LEAVING.has(w)) || words.some((w) => w === 'somewhere' || w === 'elsewhere' || w === 'anywhere'));
  if (leaving) {
    words.length = 0;
    // 'go out' with several ways out: which one is asked, never guessed.
    const ways = [...new Map(cands.filter((c) => c.kind === 'exit').map((c) => [c.key, { kind: c.kind, key: c.key, name: c.name, score: 1 }])).values()];
    if (ways.length > 1) ambiguous = ways;
  }
  // 'I'll rescue it before the fire gets it': a thing lying here, saved, is taken.
  if (verb === 'free' && target?.kind === 'item') verb = 'take';
  // 'go for a swim in the blue water': a swim in a thing of the room is no deed the Timeline has.
  // (Wading up to a thing is going to it: 'I wade to the Medusa heads'.)
  if (found && (clause.includes('swim') || clause.includes('swimming') || ['dive', 'paddle'].includes(found.word)) && target?.kind === 'feature') futile = true;
  // 'swim', 'go for a swim' where no way out is through water: there is nowhere to swim to.
  if (verb === 'go' && !target && found && (SWIMMING.has(found.word) || clause.some((x) => SWIMMING.has(x) || x === 'swimming'))) {
    const wet = cands.filter((c) => c.kind === 'exit' && WATERS.test(c.name));
    if (wet.length === 0) {
      verb = null;
      ambiguous = [];
      words.length = 0;
    }
  }
  const toolWanted = verb !== null && TAKES_TOOL.has(verb);
  const itemTies = ties;
  // 'ring the bell': a deed with nothing in hand, done to a thing that takes nothing, comes to nothing; so does
  // climbing, carrying off, smashing or talking to scenery ('climb the lighthouse', 'take the quadrant').
  if (said === 'use' && found && !item && target?.kind === 'feature' && !USE_AS_OPEN.has(found.word)) futile = true;
  if (found && target?.kind === 'feature' && !item && (said === 'climb' || said === 'take' || said === 'free' || DESTROYING.has(found.word)) && verb !== 'search') futile = true;
  return { ...base, verb, target, item: toolWanted ? item : null, itemTies: toolWanted ? itemTies : [], ambiguous, wantsItem: toolWanted, score: surely(verb, said, target, words, toolWanted ? item : null), futile, headed };
}
