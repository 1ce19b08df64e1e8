/** Text helpers of the intent parser: normalising, stop words, forgiving word comparison. */

/** Words that never name a target nor show intent ('grab THE lantern', 'I want TO go'). */
export const STOP_WORDS = new Set([
  'a', 'an', 'the', 'to', 'at', 'of', 'in', 'into', 'on', 'onto', 'with', 'using', 'by', 'from', 'for', 'and',
  'then', 'i', 'me', 'my', 'we', 'us', 'our', 'it', 'its', 'this', 'that', 'these', 'those', 'some', 'try',
  'want', 'will', 'would', 'should', 'could', 'can', 'please', 'carefully', 'quickly', 'slowly', 'around',
  'toward', 'towards', 'through', 'over', 'let', 'lets', 'is', 'be', 'very', 'just', 'so', 'again',
  'room', 'here', 'area', 'place', 'everything', 'all', 'myself', 'about', 'across', 'along', 'off', 'there', 'now', 'also',
  'too', 'both', 'his', 'her', 'hers', 'their', 'your', 'him', 'them', 'she', 'he', 'they', 'you', 'something', 'someone', 'next',
  'first', 'finally', 'gently', 'quietly', 'cautiously', 'firmly', 'hard', 'swiftly', 'silently', 'bravely', 'boldly', 'once', 'more',
  'who', 'what', 'which', 'where', 'while', 'as', 'if', 'do', 'does', 'am', 'are', 'was', 'has', 'have', 'had', 'go', 'going',
  'must', 'may', 'might', 'shall', 'out', 'inside', 'under', 'behind', 'beneath', 'past', 'near', 'beside',
]);

/** How a player says they feel ('I'm freezing', 'I feel a bit beat up'): a state, never a deed's participle. */
export const BODY_STATES = new Set(['freezing', 'cold', 'tired', 'exhausted', 'scared', 'hungry', 'thirsty', 'hurt', 'wounded', 'soaked', 'frozen', 'terrified', 'nervous', 'worried', 'confused', 'starving', 'shivering', 'sweating', 'bleeding', 'dying', 'knackered', 'weak', 'dizzy', 'faint', 'sore', 'wet', 'sleepy', 'beat']);

/** Compass words are never fuzzy: 'east' must not be read as 'west'. */
export const EXACT_ONLY = new Set(['north', 'south', 'east', 'west', 'up', 'down', 'left', 'right', 'back']);

/** Texts already split: names and the room's words are split again every turn (a copy is handed out: callers may change it). */
const TOKENS = new Map<string, string[]>();

export function tokens(text: string): string[] {
  const known = TOKENS.get(text);
  if (known !== undefined) return [...known];
  if (TOKENS.size > 20_000) TOKENS.clear();
  const split = splitWords(text);
  TOKENS.set(text, split);
  return [...split];
}

function splitWords(text: string): string[] {
  return text
    .toLowerCase()
    // 'Tür', 'öffne', 'café': letters with marks are read as the plain letters.
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    // A dropped g ('sleepin'', 'askin' them'), and 'em for them, as a Southern or a rural player types them.
    .replace(/\b(some|no|any|every)thin[’']s\b/g, '$1thing is')
    .replace(/([a-z]{2,}in)[’'](?=[^a-z]|$)/g, '$1g')
    .replace(/(^|[^a-z])[’']em\b/g, '$1them')
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter((t) => t.length > 0);
}

export function meaningful(words: string[]): string[] {
  return words.filter((w) => !STOP_WORDS.has(w));
}

/**
 * A sentence becomes clauses at punctuation and at 'and' / 'then': 'wade through the water and study the
 * heads' is two deeds, of which the engine will do one. Each clause is a list of tokens.
 */
export function clauses(text: string): string[][] {
  return text
    .split(/[,;.!?]+|\b(?:and then|and|then|after that|afterwards)\b|(?=\b(?:before|while|until|till|because|since|so that|so|in case|in order to|though|although|even though|hoping|when|whenever|once|as soon as)\b(?!-))|(?<=\S\s)(?=(?:i['’ ]?ll|i will|i shall|i['’ ]?m going to|i['’ ]?m gonna|i am going to)\s)|\bbut\b(?=\s+(?:i|i['’ ]?m|i['’ ]?ll|let me|let['’ ]?s)\s)/i)
    .map((c) => unsaid(tokens(c)))
    .filter((c) => c.length > 0);
}

/** The player's say-so before a clause's deed ('I'm going to fight him', 'I'll bash him'): the deed is what follows. */
const SAYSO = /^(?:(?:i m|im|i am) (?:going to|gonna|(?=\w{2,}ing\b))|i ll|ill|i will|i shall) ?(?=\S)/;

function unsaid(clause: string[]): string[] {
  const m = SAYSO.exec(clause.join(' '));
  return m && clause.length > m[0].trim().split(' ').length ? clause.slice(m[0].trim().split(' ').length) : clause;
}

/**
 * A clause that gives a reason, a time or a purpose ('since the boy will not need them', 'before the roof comes
 * down', 'so the sparks cannot catch me') is context, not the deed. 'So' followed by the player or a verb is the
 * deed that follows from it ('so I'll drink the jenever', 'so search between them').
 */
export function subordinate(clause: string[], isVerb: (word: string) => boolean): boolean {
  const [first, second] = clause;
  // 'so as not to wake the gunner', 'careful not to wake him': a purpose kept from happening is not a deed.
  if (clause.some((x, i) => x === 'not' && clause[i + 1] === 'to') && (first === 'as' || first === 'so' || first === 'careful' || first === 'not' || first === 'in')) return true;
  // 'so I don't wake them', 'so they won't see me': likewise.
  if (first === 'so' && clause.some((x) => x === 'dont' || x === 'not' || x === 'wont' || x === 'doesnt' || x === 'cant')) return true;
  // '… so I can climb down to the walkway': what the deed is for, not a second deed.
  if (first === 'so' && (second === 'i' || second === 'we') && ['can', 'could', 'may', 'might'].includes(clause[2] ?? '')) return true;
  if (first === 'so' && second !== 'that') return !(second === 'i' || second === 'ill' || second === 'we' || second === 'let' || second === 'lets' || (second !== undefined && isVerb(second)));
  // 'though I don't like the look of it', 'I hope he doesn't wake up': a feeling about the deed, not a deed.
  if (['though', 'although', 'hoping', 'hopefully'].includes(first ?? '') || (first === 'even' && second === 'though')) return true;
  // 'climb until the dome': a learner's 'until' is 'up to', when no deed of its own follows.
  if (first === 'until' && !clause.slice(1).some(isVerb)) return false;
  if (first === 'i' && ['hope', 'wish', 'fear', 'worry', 'doubt', 'pray', 'bet'].includes(second ?? '')) return true;
  // '..., just to see his face': a purpose after the deed is not a second deed.
  const purpose = first === 'just' || first === 'only' || first === 'if' ? clause.slice(1) : clause;
  if (purpose[0] === 'to' && purpose[1] !== undefined && isVerb(purpose[1]) && clause !== purpose) return true;
  // 'When he draws on me, I strike first': the time the deed waits for.
  // '… and see if it opens', '… and see what happens': the player watching for the outcome, not a deed.
  if ((first === 'see' || first === 'check') && ['if', 'whether', 'what', 'whats', 'how'].includes(second ?? '')) return true;
  // '… while I'm at it', '… while I'm here': the player's own leisure, not a deed.
  if (first === 'while' && (second === 'im' || second === 'i')) return true;
  // 'if he won't listen, I'll bash him', 'once he looks away': the condition the deed waits for.
  if ((first === 'if' || first === 'unless') && clause.length > 2) return true;
  return ['before', 'while', 'until', 'till', 'because', 'since', 'so', 'when', 'whenever', 'once'].includes(first ?? '') || (first === 'as' && second === 'soon') || (first === 'in' && (second === 'case' || second === 'order'));
}

/** A verb's -ing form ('holding', 'taking', 'stepping'), whose base the caller knows as a verb. */
export function gerundOf(word: string, isVerb: (word: string) => boolean): boolean {
  if (word.length < 6 || !word.endsWith('ing')) return false;
  const base = word.slice(0, -3);
  return isVerb(base) || isVerb(`${base}e`) || (base.at(-1) === base.at(-2) && isVerb(base.slice(0, -1)));
}

/** Plural-insensitive stem: 'scrolls' and 'scroll', 'boxes' and 'box'. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('es') && /(x|ch|sh|s)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Optimal string alignment distance: Levenshtein plus adjacent swaps ('serach' is one slip from 'search'). */
export function editDistance(a: string, b: string): number {
  // Callers only ask whether two words are within 1 or 2 edits: a length gap of 3 already says no.
  if (Math.abs(a.length - b.length) > 2) return Math.abs(a.length - b.length);
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Typed word × name word answers, kept: the name words are the content's small, fixed set and a session
 * repeats its words, so most questions were asked before. Emptied when large, so odd input cannot grow it.
 */
const MATCHES = new Map<string, Map<string, number>>();
const MAX_TYPED = 5_000;

/** How well a typed word stands for a word of a name: 1 exact, less for slips and prefixes, 0 none. */
export function wordMatch(typed: string, word: string): number {
  let row = MATCHES.get(typed);
  if (!row) {
    if (MATCHES.size >= MAX_TYPED) MATCHES.clear();
    MATCHES.set(typed, (row = new Map()));
  }
  let v = row.get(word);
  if (v === undefined) row.set(word, (v = match(typed, word)));
  return v;
}

/** Keys next to each other on a QWERTY keyboard: the slips of a thumb ('keu' for key, 'takr' for take). */
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
function adjacent(a: string, b: string): boolean {
  const at = (c: string) => ROWS.map((r, y) => [r.indexOf(c), y] as const).find(([x]) => x >= 0);
  const p = at(a);
  const q = at(b);
  return Boolean(p && q && Math.abs(p[0] - q[0]) <= 1 && Math.abs(p[1] - q[1]) <= 1);
}

/** Whether two words of one length differ by one key struck next to the right one. */
export function thumbSlip(typed: string, word: string): boolean {
  if (typed.length !== word.length || typed.length < 3) return false;
  const diff = [...typed].map((c, i) => [c, word[i]!] as const).filter(([c, d]) => c !== d);
  return diff.length === 1 && adjacent(diff[0]![0], diff[0]![1]);
}

/** Whether two letters side by side were typed in the wrong order: 'kye', 'swrod', 'trakcs'. */
export function transposed(typed: string, word: string): boolean {
  if (typed.length !== word.length || typed.length < 3 || typed === word) return false;
  const at = [...typed].findIndex((c, i) => c !== word[i]);
  return at >= 0 && at < typed.length - 1 && typed[at] === word[at + 1] && typed[at + 1] === word[at] && typed.slice(at + 2) === word.slice(at + 2);
}

/**
 * Everyday words for what the world's texts name otherwise: a child's 'blanket' is the cloaks, 'the big list' the
 * catalogue, 'the sand clock' the hourglass. A synonym stands for the word a little less surely than the word.
 */
const SYNONYMS: Record<string, string[]> = {
  blanket: ['cloak', 'cloaks', 'cloth'], blankets: ['cloaks', 'cloak'], cape: ['cloak'], coat: ['cloak'], robe: ['cloak'],
  box: ['case', 'chest', 'ark', 'crate', 'crates'], chest: ['ark', 'case'], crate: ['crates'], bag: ['bales', 'sack'], bags: ['bales', 'sacks'],
  list: ['catalogue', 'pinakes'], catalog: ['catalogue'], picture: ['page', 'painting', 'portrait', 'illumination'], painting: ['portrait', 'page'],
  drawing: ['charcoal', 'drawing'], clock: ['hourglass'], timer: ['hourglass'], kitty: ['cheetah'], cat: ['cheetah'], leopard: ['cheetah'],
  arrows: ['bolts'], arrow: ['bolts'], bow: ['crossbow'], xbow: ['crossbow'], houses: ['warehouses'], house: ['warehouses'], shed: ['warehouses'],
  wood: ['timber', 'boards', 'oak'], wooden: ['timber', 'oak'], planks: ['boards'], plank: ['boards', 'bar'], stick: ['bar', 'staff'], pole: ['bar', 'post'],
  sword: ['blade'], knife: ['blade', 'seax'], dagger: ['blade', 'seax'], weapon: ['blade', 'crossbow'], onion: ['bulb'],
  tulip: ['bulb'], dirt: ['earth', 'bed'], ground: ['earth', 'bed'], soil: ['earth', 'bed'], snake: ['serpent'], monster: ['serpent', 'creature'],
  money: ['coin', 'tanga', 'solidus'], cash: ['coin', 'tanga'], silver: ['tanga'], gold: ['solidus', 'coin'], lamp: ['lantern'], torch: ['lantern', 'lamp'],
  light: ['lantern', 'lamp'], water: ['waterskin'], drink: ['jenever', 'waterskin'], booze: ['jenever'], gin: ['jenever'], fish: ['herring'],
  church: ['sophia', 'bavo', 'nave'], cathedral: ['sophia', 'bavo'], ship: ['ships', 'fleet', 'galleys'], boats: ['ships', 'fleet'], boat: ['ships', 'fleet'],
  guard: ['watch', 'guards'], guards: ['watch'], soldiers: ['watch', 'defenders'], telescope: ['quadrant', 'spyglass'], shiny: ['brass', 'bronze', 'gold', 'silver', 'glint'],
  letter: ['papers', 'conduct', 'paiza', 'page'], pass: ['conduct', 'papers', 'paiza'], permit: ['conduct', 'papers', 'paiza'], document: ['papers', 'conduct'], cover: ['cloth'], sheet: ['cloth'],
  guy: ['man'], dude: ['man'], fellow: ['man'], fella: ['man'], chap: ['man'], bloke: ['man'], gent: ['man'], lady: ['woman'], gal: ['woman'],
  // Other Englishes and other languages' near-words: a French player's 'arbalest', 'baton', 'cascade'.
  arbalest: ['crossbow'], arbalete: ['crossbow'], arbaleste: ['crossbow'], baton: ['staff'], cane: ['staff'], rod: ['staff'],
  cascade: ['waterfall', 'falls'], runner: ['running'], drawn: ['drawing'], drew: ['drawing'], falls: ['waterfall'], footprints: ['track'], tracks: ['track'], prints: ['track'],
  hammer: ['gavel', 'mallet'], mallet: ['gavel'], barrel: ['cask', 'keg', 'whey'],
  window: ['louvres', 'louvre', 'shutters', 'view'], windows: ['louvres', 'view'], bright: ['shiny', 'glint', 'silver', 'brass'],
  bed: ['bed', 'earth'], tower: ['lighthouse', 'pharos', 'tower'], table: ['lectern', 'table', 'desk'], desk: ['lectern'], garden: ['garden', 'pauw'], key: ['key'], bucket: ['jar', 'jars'], pot: ['jar', 'jars'], jug: ['jar', 'jars'],
};

/** The everyday words a typed word is a slip of ('swrod' → sword), worked out once per word. */
const SLIPPED = new Map<string, string[]>();
function slippedSynonyms(typed: string): string[] {
  let keys = SLIPPED.get(typed);
  if (keys === undefined) {
    if (SLIPPED.size > 20_000) SLIPPED.clear();
    keys = Object.keys(SYNONYMS).filter((k) => transposed(typed, k) || thumbSlip(typed, k));
    SLIPPED.set(typed, keys);
  }
  return keys;
}

/** The words a typed word may stand for besides itself ('blanket' → cloak, cloth). */
export function synonymsOf(word: string): string[] {
  return SYNONYMS[word] ?? [];
}

const ASKING_WORDS = new Set(['why', 'whys', 'how', 'hows', 'when', 'whens', 'who', 'whos', 'whose', 'whom', 'what', 'whats', 'where', 'wheres', 'which']);

function match(typed: string, word: string): number {
  // A bare compass word is weaker than a named thing: 'down the aqueduct' means the aqueduct.
  if (EXACT_ONLY.has(word) || EXACT_ONLY.has(typed)) return typed === word ? 0.9 : 0;
  if (typed === word || stem(typed) === stem(word)) return 1;
  // A question's own word is no slip for a name: 'why' is not the whey-wife, 'how' not the hour-thief.
  if (ASKING_WORDS.has(typed)) return 0;
  const allowed = word.length >= 7 ? 2 : word.length >= 4 ? 1 : 0;
  if (allowed > 0 && editDistance(stem(typed), stem(word)) <= allowed) return 0.8;
  if (thumbSlip(typed, word) || transposed(typed, word)) return 0.8;
  if (SYNONYMS[typed]?.includes(word)) return 0.8;
  // 'buy the swrod': a synonym's letters swapped.
  if (typed.length >= 4 && slippedSynonyms(typed).some((k) => SYNONYMS[k]!.includes(word))) return 0.7;
  // 'houses' for the warehouses: the end of a longer word.
  if (typed.length >= 5 && word.length > typed.length && word.endsWith(typed)) return 0.7;
  if (typed.length >= 4 && word.startsWith(typed)) return 0.7;
  // An autocorrect's 'scripture' for the scriptorium: a long word that shares the name's first six letters.
  if (typed.length >= 7 && word.length >= 7 && typed.slice(0, 6) === word.slice(0, 6) && !typed.startsWith(stem(word)) && !word.startsWith(stem(typed))) return 0.7;
  // A MUD player's 'get lan', 'x pin': the first three letters of a long name.
  if (typed.length === 3 && word.length >= 6 && word.startsWith(typed)) return 0.7;
  // 'watchmen' for the watch, 'bulb-runner' typed as one word.
  if (word.length >= 5 && typed.length > word.length && typed.startsWith(word)) return 0.7;
  // 'the jennifer' for the jenever, 'clavicle' for Clavijo: a swipe keyboard's or a dictation's word that sounds alike.
  // Not another form of the word: 'scaffolding' is not the scaffolds.
  if (typed.length >= 5 && word.length >= 5 && Math.abs(typed.length - word.length) <= 1 && !typed.startsWith(stem(word)) && soundex(typed) === soundex(word)) return 0.7;
  // 'roap', 'arc', 'sax', 'pinaks': a word spelt as it sounds ('rope', 'ark', 'seax', 'pinakes').
  if (typed.length >= 3 && word.length >= 3 && spokenAlike(typed, word)) return 0.75;
  return 0;
}

/**
 * A word reduced to how it sounds in English spelling: silent and doubled letters gone, one letter per sound ('ck',
 * 'c' before a hard vowel and 'q' are 'k'; 'ph' is 'f'), and the vowels after the first letter dropped, which is
 * where a speller by ear goes wrong most ('lite' and 'light', 'sord' and 'sword', 'farook' and 'farrukh').
 */
/** The sound keys already worked out: a pure function of the word, asked for thousands of times a turn. */
const SPOKEN = new Map<string, string>();

export function spoken(word: string): string {
  const known = SPOKEN.get(word);
  if (known !== undefined) return known;
  if (SPOKEN.size > 20_000) SPOKEN.clear();
  const key = soundKey(word);
  SPOKEN.set(word, key);
  return key;
}

function soundKey(word: string): string {
  const w = word
    .replace(/ght/g, 't').replace(/gh/g, '').replace(/ph/g, 'f').replace(/kh/g, 'k').replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's').replace(/c/g, 'k').replace(/q/g, 'k').replace(/x/g, 'ks').replace(/z/g, 's')
    // (An Icelander's 'hj' is a 'y': 'Hjalti' is said 'yalty'.)
    .replace(/^hj/, 'y').replace(/^wr/, 'r').replace(/^kn/, 'n').replace(/wh/g, 'w').replace(/(?<=[bdfgkmnprst])w/g, '');
  return `${w[0] ?? ''}${w.slice(1).replace(/[aeiouy]/g, '')}`.replace(/(.)\1+/g, '$1');
}

/** Two words that sound alike when spelt by ear, with two consonant sounds or more to go by. */
export function spokenAlike(typed: string, word: string): boolean {
  const key = spoken(typed);
  if (key !== spoken(word)) return false;
  // Two sounds are few to go by: 'roap' and 'rope', 'fite' and 'fight', but not 'red' and 'road'.
  return key.length >= 3 || (key.length === 2 && typed.length >= 4 && word.length >= 4 && Math.abs(typed.length - word.length) <= 1 && typed[0] === word[0]);
}

const SOUNDEX_CODES: Record<string, string> = { b: '1', f: '1', p: '1', v: '1', c: '2', g: '2', j: '2', k: '2', q: '2', s: '2', x: '2', z: '2', d: '3', t: '3', l: '4', m: '5', n: '5', r: '6' };

/** American Soundex: the first letter and the next three consonant sounds ('jenever' and 'jennifer' are J516). */
export function soundex(word: string): string {
  let code = word[0] ?? '';
  let last = SOUNDEX_CODES[code] ?? '';
  for (const c of word.slice(1)) {
    const d = SOUNDEX_CODES[c] ?? '';
    if (d && d !== last) code += d;
    // 'h' and 'w' do not part two letters of one sound; vowels do.
    if (c !== 'h' && c !== 'w') last = d;
    if (code.length === 4) break;
  }
  return code.padEnd(4, '0');
}
