/** Reading a premise and a player's text for the authored narrator: intent, nouns, and the deed in second person. */
import { stem, words } from '../../engine/words';
import { INTENT_WORDS, type Intent } from '../../content/sagas/narrator/intents';

const PLACE_WORDS = new Set(
  ('city town village house tower forest wood road harbour harbor port sea ocean shore coast island library market temple ' +
    'cave mountain river lighthouse station palace garden church abbey tavern inn desert valley castle ship marsh moor ' +
    'street alley bridge well hall cellar attic school museum camp fortress keep ruin ruins swamp lake kingdom empire world').split(' '),
);
const DETERMINERS = new Set(['the', 'a', 'an', 'some', 'my', 'your', 'his', 'her', 'their', 'our', 'its']);
/**
 * Words that end a noun phrase rather than extend it: a verb ('the apples ring like bells'), an adverb or a
 * preposition ('the ferry across the lake'). Without a tagger, a short list of what premises use most.
 */
const NOT_NOUN = new Set(
  ('is are was were be has have had do does did can will would ring rings answer answers open opens opened run runs ' +
    'say says ask asks stand stands lie lies wait waits know knows come comes go goes bring brings begin begins start ' +
    'starts end ends turn turns keep keeps hold holds call calls hide hides burn burns sing sings fall falls change ' +
    'changes vanish vanishes across behind beyond below above under over ahead away inside outside nearby tonight aloud alone ' +
    'today always never again').split(' '),
);
/** Prepositions that, after a thing, start where or how it is rather than what it is. */
const ENDS_THING = new Set(['by', 'near', 'beside', 'before', 'after', 'behind', 'across', 'under', 'past', 'aloud', 'alone']);
/** 'the ninth' or 'the first' alone names nothing. */
const ORDINALS = new Set('first second third fourth fifth sixth seventh eighth ninth tenth last next other same'.split(' '));
/** A possessive names whose, not what: 'the ferryman’s' needs its noun. */
const POSSESSIVE = /['’]s$/i;
const STOPPERS = new Set(['and', 'then', 'but', 'while', 'before', 'after', 'because', 'so', 'if', 'when', 'who', 'which', 'that', 'to', 'what', 'where', 'why', 'how', 'whether']);
/** Words before the verb: 'you carefully try to open the door' → the verb is 'open'. */
const LEAD = new Set(['you', 'i', 'will', 'try', 'want', 'to', 'then', 'carefully', 'quickly', 'slowly', 'decide', 'go', 'and', 'now', 'gently']);
const SKIP_AFTER_VERB = new Set(['at', 'to', 'for', 'into', 'in', 'on', 'up', 'with', 'around', 'through', 'about', 'toward', 'towards', 'from', 'out', 'of', 'back', 'away', 'down', 'over', 'off', 'inside']);

export function intentOf(text: string): Intent {
  const lower = text.toLowerCase();
  if (/\b(look|looking|searching) for\b|\bpick(ing)? up\b/.test(lower)) return /pick/.test(lower) ? 'use' : 'search';
  if (/^\s*["“']|\?\s*$/.test(text)) return 'speak';
  const stems = new Set(words(text));
  let best: Intent = 'wander';
  let bestScore = 0;
  for (const [intent, keys] of Object.entries(INTENT_WORDS) as [Intent, readonly string[]][]) {
    const score = keys.filter((k) => stems.has(k)).length;
    if (score > bestScore) [best, bestScore] = [intent, score];
  }
  return best;
}

/** Words after which a capitalised name is a place: 'a cartographer in Venice' → 'Venice'. */
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'near', 'from', 'to', 'across', 'outside', 'inside', 'beneath', 'under', 'beyond', 'of']);

/** Places the premise names: 'in Venice', 'outside Old Delhi' (a name after a place preposition). */
function namedPlaces(premise: string): string[] {
  const places: string[] = [];
  const tokens = premise.replace(/[^\p{L}\p{N}'’\s-]/gu, ' | ').split(/\s+/).filter(Boolean);
  for (let i = 0; i < tokens.length - 1; i++) {
    if (!PLACE_PREPOSITIONS.has(tokens[i]!.toLowerCase())) continue;
    const name: string[] = [];
    for (let j = i + 1; j < tokens.length && name.length < 3 && /^\p{Lu}\p{Ll}/u.test(tokens[j]!); j++) name.push(tokens[j]!);
    if (name.length > 0 && !DETERMINERS.has(name[0]!.toLowerCase())) places.push(name.join(' '));
  }
  return [...new Set(places)];
}

/** The premise's sentences, each as a clause a line can carry: 'A keeper finds a door.' → 'a keeper finds a door'. */
export function premiseClauses(premise: string): string[] {
  const sentences = premise.replace(/\s+/g, ' ').trim().match(/[^.!?…]+[.!?…]*/g) ?? [];
  return sentences
    .map((s) => s.trim().replace(/[.!?…\s]+$/, ''))
    .filter((s) => s.split(' ').length >= 3)
    .map((s) => (/^(A|An|The|Some|In|On|At|When|After|Before|Every|One|Two|Three|Nobody|No|Everyone|There|It|This|That|Her|His|Their|Your|My)\b/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s));
}

/** Noun phrases the premise introduces with a determiner: 'a lighthouse keeper' → 'lighthouse keeper'. */
export function premiseNouns(premise: string): { places: string[]; things: string[] } {
  const places: string[] = [];
  const things: string[] = [];
  const tokens = premise.replace(/[^\p{L}\p{N}'’\s-]/gu, ' | ').split(/\s+/).filter(Boolean);
  for (let i = 0; i < tokens.length - 1; i++) {
    if (!DETERMINERS.has(tokens[i]!.toLowerCase())) continue;
    const phrase: string[] = [];
    for (let j = i + 1; j < tokens.length && phrase.length < 2; j++) {
      const t = tokens[j]!;
      const w = t.toLowerCase();
      if (t === '|' || DETERMINERS.has(w) || STOPPERS.has(w) || SKIP_AFTER_VERB.has(w) || (phrase.length > 0 && NOT_NOUN.has(w))) break;
      phrase.push(t);
    }
    // A phrase must end on its noun: not on an ordinal alone, nor on a possessive.
    if (phrase.length === 1 && ORDINALS.has(phrase[0]!.toLowerCase())) continue;
    if (phrase.length > 0 && POSSESSIVE.test(phrase.at(-1)!)) phrase.pop();
    if (phrase.length === 0 || NOT_NOUN.has(phrase[0]!.toLowerCase())) continue;
    const head = stem(phrase.at(-1)!.toLowerCase());
    const text = `the ${phrase.join(' ')}`;
    (PLACE_WORDS.has(phrase.at(-1)!.toLowerCase()) || PLACE_WORDS.has(head) ? places : things).push(text);
  }
  return { places: [...namedPlaces(premise), ...places], things };
}

const SECOND_PERSON: [RegExp, string][] = [
  [/\bI'm\b|\bI am\b/gi, 'you are'],
  [/\bI've\b/gi, 'you have'],
  [/\bI'll\b/gi, 'you will'],
  [/\bI\b/g, 'you'],
  [/\bmyself\b/gi, 'yourself'],
  [/\bmy\b/gi, 'your'],
  [/\bme\b/gi, 'you'],
  [/\bwe\b/gi, 'you'],
  [/\bour\b/gi, 'your'],
  [/\bus\b/gi, 'you'],
  [/\bmine\b/gi, 'yours'],
];

export const toSecondPerson = (text: string): string => SECOND_PERSON.reduce((t, [re, to]) => t.replace(re, to), text);

/** The player's text as the action block tells it: 'I search the chest' → 'You search the chest.' */
export function deedOf(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const asking = /^(ask|tell|say|whisper|shout|call|i|we)\b/i.test(clean);
  if (/^["“']/.test(clean) || (/\?$/.test(clean) && !asking)) return `You say, “${clean.replace(/^["“']|["”']$/g, '')}”`;
  let told = toSecondPerson(asking ? clean.replace(/\?$/, '') : clean);
  if (!/^you\b/i.test(told)) told = `you ${told.charAt(0).toLowerCase()}${told.slice(1)}`;
  told = told.charAt(0).toUpperCase() + told.slice(1);
  return /[.!…]$/.test(told) ? told : `${told}.`;
}

/** What the text acts on: the words after its first verb-ish word, up to a clause break, in second person. */
export function targetOf(text: string, intent: Intent = intentOf(text)): string | null {
  const tokens = toSecondPerson(text).split(/([,.;:!?]|\s+)/).filter((t) => t.trim());
  const keys = intent === 'wander' ? [] : INTENT_WORDS[intent];
  const intentAt = tokens.findIndex((t) => keys.includes(stem(t.toLowerCase())));
  const verbAt = intentAt >= 0 ? intentAt : tokens.findIndex((t) => !LEAD.has(t.toLowerCase()));
  const out: string[] = [];
  for (let i = verbAt + 1; i < tokens.length && out.length < 6; i++) {
    const t = tokens[i]!;
    const w = t.toLowerCase();
    if (/^[,.;:!?]$/.test(t)) break;
    // 'watch which streets survive': a clause, not a thing to act on.
    if (STOPPERS.has(w)) {
      if (out.length === 0) return null;
      break;
    }
    if (out.length === 0 && SKIP_AFTER_VERB.has(w)) continue;
    // 'the name carved inside the lantern', 'the letter by the fire' → the thing alone: what follows it ends it.
    if (out.length >= 2 && (SKIP_AFTER_VERB.has(w) || ENDS_THING.has(w) || /ed$/.test(w))) break;
    out.push(t);
  }
  while (out.length > 0 && (POSSESSIVE.test(out.at(-1)!) || NOT_NOUN.has(out.at(-1)!.toLowerCase()))) out.pop();
  if (out.length === 0) return null;
  const first = out[0]!.toLowerCase();
  if (first === 'you' || first === 'it' || first === 'them' || first === 'him' || first === 'her') return null;
  return DETERMINERS.has(first) || first === 'your' ? out.join(' ') : `the ${out.join(' ')}`;
}
