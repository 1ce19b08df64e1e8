/**
 * The conventions players bring from other text adventures (Inform's standard library, TADS 3): compass
 * abbreviations, one-letter commands (l, x, i, z, g), 'again' and 'wait', slips of the thumb in verbs and
 * directions, and the forms of a question. They are read off the whole sentence before its clauses are, so
 * 'n' is 'go north' and 'is the ark locked?' is a question, never a deed.
 */
import { BODY_STATES, STOP_WORDS, editDistance, spokenAlike, thumbSlip, tokens } from './intent-words';
import { PHRASES, verbOf } from './verbs';

/** What a whole sentence is, before its words are matched to things. */
export type Convention =
  | { kind: 'again' }
  | { kind: 'wait' }
  | { kind: 'question'; text: string; topic: 'help' | 'inventory' | 'look' | 'actions' | 'people' | 'things' | null }
  | { kind: 'command'; text: string };

const COMPASS: Record<string, string> = {
  n: 'north', s: 'south', e: 'east', w: 'west', u: 'up', d: 'down',
  ne: 'northeast', nw: 'northwest', se: 'southeast', sw: 'southwest',
};
const DIRECTIONS = ['north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest', 'up', 'down', 'upstairs', 'downstairs', 'out', 'outside', 'inside'];
/** Verbs after which a lone letter is a compass point: 'go w', 'sneak n'. */
const MOVERS = new Set(['go', 'walk', 'run', 'head', 'move', 'sneak', 'creep', 'climb', 'travel', 'step', 'hurry', 'flee', 'crawl', 'swim', 'wade']);

/**
 * Verbs players type most, for slips at the head of a sentence ('tkae', 'wlak', 'lok', 'snek'). Order breaks
 * ties: 'lok' is 'look' before it is 'lock'.
 */
export const CORE_VERBS = [
  'look', 'take', 'walk', 'open', 'read', 'talk', 'search', 'examine', 'climb', 'grab', 'enter', 'leave', 'free', 'attack',
  'hit', 'kill', 'use', 'give', 'drink', 'light', 'push', 'pull', 'sneak', 'hide', 'speak', 'ask', 'untie', 'block', 'dodge',
  'parry', 'unlock', 'pick', 'get', 'move', 'run', 'throw', 'help', 'wait', 'check', 'inspect', 'follow', 'return', 'stab',
  'fight', 'rescue', 'release', 'break', 'smash', 'force', 'pry', 'show', 'offer', 'trade', 'buy', 'wear', 'tie', 'cut', 'go',
];

const AGAIN_WORDS = '(?:g|again|(?:i )?roll again|repeat|do it again|do that again|try again|try that again|try it again|once more|one more time|same again|again please|keep going|keep trying|and again|(?:go on )?(?:have|give it|take|try) another (?:go|try|shot|crack|bash|swing|whack)(?: at (?:it|him|her|them))?|another (?:go|try|shot|swing))';
/** 'again', 'once more, again': every part of the sentence asks for the last deed again. */
const AGAIN = new RegExp(`^(?:go on )?${AGAIN_WORDS}(?: (?:go on|${AGAIN_WORDS}))*$`);
const WAIT = /^(?:(?:i )?(?:pass|skip)(?: (?:my|a|this|the) turn| turn)?|(?:i )?end (?:my |the |this )?turn|(?:i )?(?:skip|pass) (?:this one|for now))$|^(?:i )?(?:(?:z|wait|rest|pause|linger)(?: here| there| around| quietly)?(?: (?:for )?(?:a )?(?:wee |little |short )?(?:little|moment|minute|bit|but|while|second|few (?:moments|minutes|seconds)))?|do nothing|stand still|hold still|keep still|stay still|sit still|stay put|bide my time|let time pass|wait(?: (?:a )?(?:little|bit|moment|while))? (?:for|until|till) (?!.*\b(?:and|then)\b).+|(?:wait|watch) (?:and|to) (?:see|watch|find out)\b.*|wait (?:a )?(?:little )?(?:bit|while)(?: longer)?(?: and see(?: what happens)?)?)$/;

/** Questions that are really the free answers a player knows by other names. */
const ASKING_HELP = /\b(?:what|wat|wut|whut) (?:(?:all )?(?:(?:am i|are we|i m|im|i am|we re|we are) able to|(?:can|could|should|shall|do|must|am) (?:i|we)|(?:i|we) (?:can|could|should|must))(?: even| actually| really| just)?(?: here| now| up here| down here| in here| out here)?(?: do| try)?(?: here| now| next| up here| down here| in here| out here)?(?: supposed to do)?(?: here| now| next)?$|now$|next$|do i do\b|to do$)|^(?:any )?(?:hints?|clues?|ideas?)\b|^help(?: me)?(?: please| pls| plz)?$|^what (?:can|could|should) do(?: here| now| next)?$|\bwhat (?:may|might|can|could|should|shall) one do\b|^where (?:am i|are we) (?:supposed|meant) to go\b|^where (?:should|must) (?:i|we)(?: even| actually| really)? go(?: now| next| from here)?$|\b(?:what|wat|wut) to do(?: now| next| here)?(?: help| hlep| halp| pls| please)?$|\bhow do (?:i|we|you) (?:play|start|begin|win)\b|\bhow (?:do|does) (?:this|it|the game) (?:work|go)\b|^what are (?:the|my) (?:rules|options|choices)\b|^(?:what s|whats|what is) the (?:goal|aim|objective|point|win condition|rules?)\b(?! of (?!(?:the |this )?game\b))|\bwhat (?:am i|is one|are we|i m|im|i am|we re|we are|shes|hes|she s|he s|she is|he is|ones|one is|theyre|they re|they are)(?: even| actually| really)? (?:supposed|meant) to (?:do|be doing)\b|\bwhat(?: else)? (?:i|we) (?:can|should|must|do) do\b|^(?:what s|whats|what is) (?:left|still left|there left) for (?:me|us) to do\b/;
// ('do I have the prison key now?' asks about the key, as 'do I still have the bronze key?' does.)
const ASKING_INVENTORY = /^(?:let me |i ll |ill |lemme )?(?:check|see|look at|count) what (?:i ve|ive|i have|i m carrying|im carrying) (?:got|collected|found|picked up)?|^(?:what|wat) (?:am i|i) (?:carrying|carving|holding|carry|hold|have)\b|^(?:what|wat)(?: all| else)? (?:did|have) i (?:picked up|pick up|got|get|gotten|found|find|collected|collect|gathered|gather)(?: so far| today| yet| now)?(?: honey| dear| then| again)?$|^(?:what|wat) (?:am i|do i|have i|i am)(?: even| actually| really| still)? (?:carr?ying|holding|have|got)\b|^(?:what|wat) (?:have i got|have i|do i have|is|s) in my (?:bag|satchel|pack|backpack|pockets?)\b|^whats in my (?:bag|satchel|pack|backpack|pockets?)\b|^what (?:thing|things|stuff|item|items) (?:do )?i (?:have|carry|hold|got)\b|^(?:what|wat) (?:have i|do i have|have i got|am i carrying) (?:with|on|about) me\b|^what (?:do|have) we (?:have|got|carry|carrying)\b|^what all (?:i am|am i|i m|do i|i) (?:having|have|carrying|holding)\b|^(?:what s|whats) in my (?:satchel|bag|pack|backpack|inventory|inv)\b|^(?:do|am) i (?:have|carry|carrying|hold|holding|got)\b(?! (?:the|my|that|this|his|her) )|^(?:check|show|open|see|list|view)(?: me)?(?: my)? (?:inv|inventory|satchel|bag|backpack|hand|stuff|things|items|gear|kit|belongings|cards)\b/;
// ('What did this room look like again?': the room, once more.)
const ASKING_LOOK = /^what (?:did|does) (?:this|the) (?:room|place) look like\b|^where (?:am i|i am)\b|^(?:what|wat) (?:is|s) (?:here|around|around me|round here|around here)\b|^whats (?:a)?round(?: me)?(?: here)?(?: then| now| again)?$|^(?:what|wat) (?:is|s) (?:a)?round me here\b|^(?:what|wat) do i see\b(?! if\b)|^what s here\b|^whats here\b/;
const ASKING_ACTIONS = /\b(?:actions?|moves?|turns?|time) (?:do i have|have i got|left|remain|remaining)\b|\bhow (?:much time|many (?:actions|moves|turns))\b/;
const ASKING_PEOPLE = /^(?:who s|whos|who is|who are) (?:here|around|in here|with me)\b|^is (?:anyone|anybody|someone) here\b/;
const ASKING_THINGS = /^(?:what s|whats|what is) (?:left|there) (?:to|for me to) (?:find|take|do)\b|^(?:is there|are there) anything\b/;

export const QUESTION_HEAD = new Set([
  'hw', 'r', 'y', 'wtf', 'wth', 'wats', 'wuts', 'what', 'whats', 'wat', 'wut', 'where', 'wheres', 'who', 'whos', 'whose', 'why', 'how', 'hows', 'which', 'wich', 'whic', 'when',
  'is', 'isnt', 'are', 'arent', 'can', 'cant', 'could', 'does', 'doesnt', 'do', 'did', 'am', 'will', 'would', 'should', 'shall', 'may', 'might', 'has', 'have',
]);

/** Chat shorthands inside a sentence: 'bust it open w the crowbar', 'sneak thru the shadows'. */
const SHORT: Record<string, string> = { bakc: 'back', bak: 'back', bck: 'back', dwnstairs: 'down stairs', dwnstrs: 'down stairs', downstiars: 'down stairs', donwstairs: 'down stairs', dwonstairs: 'down stairs', upstrs: 'up stairs', upstiars: 'up stairs', hw: 'how', evrywhere: 'everywhere', everywere: 'everywhere', evrywere: 'everywhere', betwen: 'between', beween: 'between', bewteen: 'between', btwn: 'between', benath: 'beneath', beneth: 'beneath', bhind: 'behind', behnd: 'behind', insde: 'inside', undr: 'under', hav: 'have', ppl: 'people', w: 'with', u: 'you', ur: 'your', thru: 'through', tho: 'though', pls: 'please', plz: 'please', r: 'are', n: 'and', lemme: 'let me', gimme: 'give me', wanna: 'want to', gonna: 'going to', gotta: 'got to', '2': 'to', '4': 'for', w8: 'wait', w8ing: 'waiting' };
/** Everyday words that are neither verbs nor names here, never 'corrected' into one. */
const PLAIN_WORDS = new Set(['poor', 'were', 'like', 'well', 'will', 'wish', 'here', 'they', 'them', 'some', 'come', 'came', 'done', 'made', 'said', 'told', 'wore', 'hope', 'felt', 'seem', 'mine', 'your', 'our', 'hot', 'cold', 'dark', 'nice', 'cool', 'great', 'gross', 'scary', 'weird', 'neat', 'awesome', 'yay', 'sad', 'lovely', 'creepy', 'make', 'fast', 'last', 'past', 'vast', 'cast', 'easy', 'best', 'rest', 'test', 'vest', 'nest', 'went', 'worth', 'forth', 'mouth', 'youth', 'fly', 'teleport', 'levitate', 'float', 'warp', 'dear', 'gosh', 'darling', 'honey', 'hi', 'hey', 'hello', 'yo', 'bro', 'dude', 'man', 'guy', 'lady', 'sir', 'pray', 'sing', 'dance', 'pose', 'pet', 'feed', 'sit', 'lie', 'cry', 'yell', 'tell', 'stay', 'gimme', 'lemme', 'gotta', 'wanna', 'gonna', 'dont', 'cant', 'wont', 'im', 'ive', 'its', 'thats', 'this', 'that', 'then', 'than', 'wat', 'wut', 'hmm', 'nah', 'yeah', 'yes', 'no', 'not', 'but', 'and', 'or', 'yet', 'also', 'because', 'since', 'though', 'although', 'while', 'until', 'unless', 'sorry', 'game', 'stroke', 'hug', 'kiss', 'cuddle', 'tickle', 'conjure', 'summon', 'enchant', 'hex']);

/** Words that only lead in ('ok', 'hmm', 'so'): dropped before the sentence is read. */
const ASIDES = new Set(['lor', 'lah', 'leh', 'liao', 'ah', 'hor', 'lol', 'lmao', 'lmfao', 'rofl', 'rn', 'fr', 'tbh', 'ngl', 'smh', 'bruh', 'idk', 'imo', 'btw', 'xd', 'haha', 'hahaha', 'lel', 'kek']);
const LEAD_INS = new Set(['ja', 'eish', 'ag', 'yoh', 'sho', 'paiseh', 'alamak', 'aiyo', 'aiyah', 'wah', 'sian', 'walao', 'oya', 'chai', 'ehn', 'haba', 'ight', 'aight', 'ayy', 'ayo', 'idk', 'tbh', 'ngl', 'lol', 'lmao', 'bruh', 'bro', 'omfg', 'smh', 'arre', 'arey', 'yaar', 'accha', 'acha', 'achha', 'jaldi', 'nvm', 'nevermind', 'brb', 'meh', 'welp', 'hmmm', 'ok', 'okay', 'k', 'hmm', 'hm', 'um', 'uh', 'so', 'well', 'alright', 'now', 'then', 'oh', 'ah', 'erm', 'lol', 'yeah', 'nah', 'dear', 'gosh', 'golly', 'goodness', 'heavens', 'blimey', 'crikey', 'wow', 'whoa', 'yikes', 'eek', 'argh', 'ugh', 'phew', 'damn', 'dang', 'darn', 'jeez', 'geez', 'omg', 'right', 'sure', 'and', 'ooh', 'oooh', 'ohh', 'ohhh', 'aah', 'ahh', 'ha', 'hah', 'haha', 'shh', 'shhh', 'psst', 'oops', 'whoops', 'yay', 'hooray', 'aha', 'huh', 'uhh', 'umm', 'hmmmm', 'mmm']);

function closeTo(word: string, list: string[]): string | null {
  if (word.length < 3) return null;
  // A short word with a letter more than a verb is more likely another word ('pray' is not 'pry').
  const near = list.filter((v) => v !== word && Math.abs(v.length - word.length) <= 1 && (word.length >= 5 || v.length >= word.length) && editDistance(word, v) <= 1);
  // A short slip only counts as a letter left out ('lok', 'doge') or two swapped ('tkae', 'otu'): a four-letter word
  // one letter off a verb is more often another word ('stay' is not 'stab').
  const swapped = (v: string) => v.length === word.length && [...v].sort().join('') === [...word].sort().join('');
  if (word.length <= 4) return near.find((v) => v.length === word.length + 1 || swapped(v)) ?? null;
  return near[0] ?? null;
}

/** A word with a letter held down ('takkke', 'lanternnn', 'barr'), as the known word or verb it stretches, if one. */
function unstretched(word: string, known: (word: string) => boolean): string | null {
  // (Not a little word: 'wee' is not 'we', nor 'herr' 'her'.)
  const fits = (x: string) => x !== word && x.length >= 3 && (x === 'again' || !STOP_WORDS.has(x)) && (known(x) || CORE_VERBS.includes(x) || verbOf(x) !== undefined || DIRECTIONS.includes(x) || x === 'again' || x === 'away');
  const once = word.replace(/(.)\1{2,}/g, '$1');
  const twice = word.replace(/(.)\1{2,}/g, '$1$1');
  for (const x of [once, twice, once.replace(/(.)\1$/, '$1'), twice.replace(/(.)\1$/, '$1')]) if (fits(x)) return x;
  return null;
}

/** Verbs players shorten: 'srch', 'exam', 'chk'. */
/**
 * The words a player falls back on in their own language when the English one escapes them (a German player's
 * 'nimm the lantern', 'go to the Kneipe'): the commonest verbs and the things every Timeline has.
 */
const OWN_LANGUAGE: Record<string, string> = {
  // A thumb's 'teh' and 'hte'.
  teh: 'the', hte: 'the',
  nimm: 'take', nehme: 'take', nehmen: 'take', hol: 'get', hole: 'get', geh: 'go', gehe: 'go', gehen: 'go', lauf: 'go', laufe: 'go',
  schleich: 'sneak', schleiche: 'sneak', schleichen: 'sneak', offne: 'open', oeffne: 'open', untersuche: 'examine', schau: 'look',
  schaue: 'look', lies: 'read', sprich: 'talk', rede: 'talk', frag: 'ask', frage: 'ask', gib: 'give', benutze: 'use', benutz: 'use',
  durchsuche: 'search', befreie: 'free', greif: 'attack', greife: 'attack', warte: 'wait', klettere: 'climb', kletter: 'climb',
  tur: 'door', tuer: 'door', kiste: 'crate', kisten: 'crates', schlussel: 'key', schluessel: 'key', kneipe: 'tavern', wirtshaus: 'tavern',
  fernrohr: 'spyglass', treppe: 'stairs', fenster: 'window', schwert: 'sword', seil: 'rope', lampe: 'lamp', laterne: 'lantern',
  buch: 'book', mantel: 'cloak', fisch: 'fish', hering: 'herring', zwiebel: 'onion', munze: 'coin', muenze: 'coin', brucke: 'bridge',
  tor: 'gate', wache: 'guard', wachter: 'watchman', turm: 'tower', keller: 'cellar', dach: 'roof', garten: 'garden', markt: 'market',
  // Spanish and Portuguese: 'toma the rope', 'abre the door with the llave', 'habla with the sailor'.
  toma: 'take', tomo: 'take', tomar: 'take', coge: 'take', coger: 'take', agarra: 'grab', pega: 'take', pegar: 'take', recoge: 'take',
  abre: 'open', abrir: 'open', habla: 'talk', hablar: 'talk', hablo: 'talk', fala: 'talk', falar: 'talk', ataca: 'attack',
  atacar: 'attack', ataco: 'attack', golpea: 'hit', baja: 'descend', bajar: 'descend', bajo: 'descend', desce: 'descend', descer: 'descend',
  sube: 'climb', subir: 'climb', subo: 'climb', sobe: 'climb', entra: 'enter', entrar: 'enter', entro: 'enter', libera: 'free',
  liberar: 'free', liberta: 'free', libertar: 'free', busca: 'search', buscar: 'search', procura: 'search', mira: 'look', mirar: 'look',
  examina: 'examine', examinar: 'examine', lee: 'read', leer: 'read', usa: 'use', usar: 'use', dale: 'give', espera: 'wait',
  esperar: 'wait', empuja: 'push', esquiva: 'dodge', bloquea: 'block', salta: 'jump', corre: 'run', camina: 'walk', anda: 'walk',
  llave: 'key', llaves: 'keys', chave: 'key', chaves: 'keys', anillo: 'ring', anel: 'ring', espada: 'sword', puerta: 'door', porta: 'door',
  cuerda: 'rope', corda: 'rope', lampara: 'lamp', linterna: 'lantern', capa: 'cloak', manto: 'cloak', moneda: 'coin', moeda: 'coin',
  pescado: 'fish', peixe: 'fish', arenque: 'herring', cebolla: 'onion', cebola: 'onion', libro: 'book', livro: 'book', pergamino: 'scroll',
  escalera: 'stairs', escada: 'stairs', torre: 'tower', sotano: 'cellar', techo: 'roof', telhado: 'roof', jardin: 'garden', jardim: 'garden',
  mercado: 'market', taberna: 'tavern', guardia: 'guard', guarda: 'guard', ventana: 'window', janela: 'window', caja: 'box', cofre: 'chest',
  salvoconducto: 'safe conduct', espejo: 'mirror', pozo: 'well', celda: 'cell', reja: 'grille', barra: 'bar', tulipan: 'tulip',
  // The false friends of a Romance speaker: 'recollect the coin' (recoger), 'assist the poet' (asistir: help).
  recollect: 'collect',
  // Hinglish: 'chalo north' (let's go).
  chalo: 'go', chalte: 'go',
  // French: 'prends la lanterne', 'ouvre the door'.
  prends: 'take', prendre: 'take', ouvre: 'open', ouvrir: 'open', parle: 'talk', parler: 'talk', attaque: 'attack', attaquer: 'attack',
  monte: 'climb', monter: 'climb', descends: 'descend', descendre: 'descend', cherche: 'search', chercher: 'search', regarde: 'look',
  regarder: 'look', libere: 'free', liberer: 'free', utilise: 'use', utiliser: 'use', attends: 'wait', cle: 'key', epee: 'sword',
  fouille: 'search', fouiller: 'search', esquive: 'dodge', esquiver: 'dodge', pare: 'parry', parer: 'parry', ramasse: 'take', ramass: 'take',
  ramasser: 'take', detache: 'untie', detacher: 'untie', frappe: 'hit', frapper: 'hit', ecoute: 'listen', donne: 'give', donner: 'give',
  corde: 'rope', lanterne: 'lantern', anneau: 'ring', bague: 'ring', porte: 'door', echelle: 'ladder', escalier: 'stairs',
};

/** Whole phrases of another language: 'otra vez' is 'again'. */
const OWN_PHRASES: [RegExp, string][] = [
  // A chat's 'imma grab the lamp', 'finna skate south': the player's own say-so.
  [/^(?:(?:i m|im|i) )?(?:imma|finna|boutta|bout to) /, ''],
  [/\b(?:imma|finna|boutta)\b/, 'going to'],
  [/^(?:otra vez|de nuevo|outra vez|de novo|encore une fois|noch einmal|nochmal)$/, 'again'],
  [/\b(?:make|do|have) (?:a |the )?lecture of\b/, 'read'],
  // English of other shores (Australia's 'have a squiz', 'suss out', 'skull it', 'chuck us the sword', 'deck him';
  // Britain's 'me' for 'my'; everyone's 'chill'): the deed in the game's words.
  [/\b(?:have|take|get) a (?:squiz|gander|squizz|butchers|butcher s|dekko|geez|look see) (?:a)?round\b/, 'search'],
  [/\b(?:have|take|get) a (?:squiz|gander|squizz|butchers|butcher s|dekko|geez|look see)(?: at)?\b/, 'examine'],
  [/\bsuss(?: out)?\b/, 'examine'],
  [/^(?:skull|scull|neck|chug|sink|slam|skol|skoal|skal|prost) (?:me|my|the|that|this|it|them)\b/, 'drink $&'],
  [/^down (?:me|my|that|this|it|them)\b/, 'drink $&'],
  [/^(?:deck|biff|belt|clock|king hit|smack|whack|flog) /, 'hit '],
  [/\b(?:chuck|toss|flick|pass) us\b/, 'give me'],
  // A polite player's 'Please take me out of here': leaving.
  [/^(?:take|get) (?:me|us) (?:out of here|out|away from here|away)$/, 'leave'],
  [/\b(?:take|follow) (?:the )?(?:path|way|road|exit|door) out(?: of here)?$/, 'leave'],
  // A learner's 'change the key and this paper' (to exchange), 'teach me about the star' (tell me about).
  // '*rolls up my sleeve and reaches into the pool*': readying oneself is no deed; a ring slipped onto a finger is worn.
  [/\broll(?:s|ing)? up (?:my|his|her|the) sleeves?(?: and)?\s*/, ''],
  [/\b(?:slip|put|place|push)(?:s|ping)? (the [\w ]*?ring|it) on(?:to)? (?:my|his|her) finger\b/, 'wear $1'],
  // '…, so that's where I'm off to': going the way just named.
  [/\b(?:that s|thats|that is) where (?:i m|im|i am|we re|we are|i ll|ill) (?:off|going|headed|heading|go)(?: to)?\b/, 'go there'],
  // 'just this once, drink it': a once that only excuses the deed.
  [/\b(?:just )?(?:this|for) once\b/, ''],
  [/^change (?=.+ (?:and|for|with) )/, 'trade '],
  [/^teach me\b/, 'ask about'],
  // 'Hey, stop that!' to a pickpocket: a cry to them, not a hand laid on them ('stop that thief' is).
  [/^(?:hey |oi )?stop (?:that|it|this)(?: (?:right )?now)?$/, 'tell them to stop'],
  // 'I'll start by picking up that brass lantern': the deed begun with.
  [/^(?:(?:i ll|ill|i will|let me|lets|let s|i m going to|im going to|i m gonna|im gonna|i d|id) )?(?:start|begin)(?: off)? (?:by|with) (?=\w+ing\b)/, ''],
  // 'That man has the cloak! I'm going for him': going for someone is a blow; 'raise my guard against him', a guard.
  [/\b(?:i m going|im going|i am going|i ll go|ill go|going|go) (?:for|at) (him|her|them)\b/, 'attack $1'],
  // 'I'm reaching in to grab that arm-ring': the reaching is how; the grabbing is the deed.
  [/\breach(?:ing|es)? (?:in|into (?:the |that )?\w+|down|over|under) (?:and|to) (grab|take|get|pick up|fetch|snatch)\b/, '$1'],
  [/\b(?:raise|raises|put up|keep up|get up|lift) (?:my|your) guard\b/, 'defend'],
  // 'I'll watch the juggler for a bit', 'let me browse the bulb stall': a look at it.
  [/(?<!\b(?:night|the|a) )\b(?:watch|browse|browse through|peruse) (?=(?:the|that|this|those|these|his|her)\b)/, 'look at '],
  // 'I'll strap on the skates': wearing them.
  [/\bstrap (?:on )?((?:the|my|those|these) [\w-]+)(?: on)?\b/, 'put on $1'],
  // 'Let's peek into the one with the red shield': a look inside a place is going in.
  [/\b(?:peek|peep|poke (?:my|your) head|stick (?:my|your) head) (?:in|into|inside) (?=(?:the|that|this) (?:[\w-]+ )?(?:booth|one|door|tavern|studio|room|house|hut|tent|shop|cellar|tower|church|hall|cloister|chamber|shed)\b)/, 'go into '],
  // 'I want to take a look', 'take a closer look at the heads': a look.
  [/\b(?:take|have|get|grab) a (?:quick |closer |close |good |proper |better |little )?(?:look|peek|gander|peep)\b/, 'look'],
  // 'I'm going to carefully look around the tower': a careful look round is a search.
  [/\b(?:carefully|thoroughly) look (?:around|round)\b/, 'search'],
  // 'I'll give him a shove', 'give the thief a kick': a blow.
  // 'I'll take my sword to it', 'take the seax to him': a blow with it.
  // ('take the stairs up to the reading halls' is a way taken.)
  [/\btake (?:my|the|this|his|that) (?!(?:stairs?|steps|road|path|lane|way|door|ladder|passage|tunnel|street|alley|gate|bridge|route|exit|chute|hatch|rope)\b)([\w-]+(?: (?!up\b|down\b|back\b|over\b)[\w-]+)?) to (him|her|it|them|the \w+)\b/, 'hit $2 with $1'],
  [/\b(?:give|giving|gives) (him|her|them|the \w+) a (?:good |hard |little |big |proper )?(?:shove|push|punch|kick|thump|whack|smack|clip|slap|wallop|clout|belt|bash|biff|bop|thwack|clobbering|hiding|good hiding|knock|clip round the ear)\b/, 'hit $1'],
  [/\bgive (him|her|them) (?:another|another one|one more)\b/, 'hit $1'],
  // 'right then, let's get moving', 'let's get out of here': leaving, which way not said.
  [/\b(?:get|keep) (?:moving|going)$|\bget out(?: of here)?$/, 'leave'],
  // 'I'll go see the waterfall up north': going there.
  [/^go (?:and )?see (?=(?:the|that) )/, 'go to '],
  // 'I want a closer look': looking closer.
  [/\b(?:want|need|d like|would like) (?:a |to have a |to take a )?(?:closer|better|good|proper) look\b/, 'look closer'],
  // 'I'd love a swim': swimming.
  [/^(?:i d|id|i would) (?:love|like|fancy) (?:a|to) swim\b/, 'swim'],
  // 'I guess I'll try the road east', 'try the quay': trying a way is taking it.
  [/^try (?=(?:the |that |this )?(?:\w+ )?(?:road|path|way|door|gate|stair|stairs|quay|lane|street|passage|tunnel|steps|chute|corridor|exit|arch|hatch|ladder|bridge|alley)\b)/, 'go '],
  [/^(?:chill|chill out|hang|hang out|hang about|hang around|sit tight|hold on|hold up)(?: (?:for )?(?:a (?:bit|sec|second|minute|moment|while)|here))*$/, 'wait'],
];

const SWIPED: Record<string, string> = { forth: 'north', firth: 'north', earth: 'east', wrst: 'west', sooth: 'south' };

const ABBREVIATED: Record<string, string> = { srch: 'search', sch: 'search', exam: 'examine', exa: 'examine', chk: 'check', atk: 'attack', att: 'attack', tk: 'take', lk: 'look', inspct: 'inspect', opn: 'open', clmb: 'climb', tlk: 'talk' };

const ARTICLE = new Set(['the', 'a', 'an', 'my', 'his', 'her', 'that', 'this', 'those', 'these']);

/** A four-letter verb with one letter struck wrong, before an article: 'tale the lantern' (autocorrect's 'take'; the commoner verb first). */
function substituted(word: string): string | null {
  if (word.length !== 4) return null;
  const near = CORE_VERBS.filter((v) => v.length === 4 && editDistance(word, v) === 1);
  return near[0] ?? null;
}

/**
 * Rewrites the words players abbreviate or slip on: 'x' → 'examine', 'go w' → 'go west', 'nroth' → 'north',
 * 'tkae' → 'take' (at the head only, where a verb is expected, and only for words that are not `known`).
 */
export function expand(words: string[], known: (word: string) => boolean): string[] {
  let said = words.map((w) => (!known(w) && OWN_LANGUAGE[w]) || w).join(' ');
  for (const [re, to] of OWN_PHRASES) said = said.replace(re, to);
  const out = said.split(' ').filter((w) => w.length > 0);
  // A MUD player's 'k looter', 'c fireball thief', 'l at view': kill, cast and look, where 'k' is not an 'ok' before a deed.
  const next = out[1] ?? '';
  const deedNext = LEAD_INS.has(next) || verbOf(next) !== undefined || CORE_VERBS.includes(next) || QUESTION_HEAD.has(next) || PLAIN_WORDS.has(next) || COMPASS[next] !== undefined || DIRECTIONS.includes(next) || ['i', 'we', 'lets', 'thanks', 'thx', 'sure', 'fine', 'got'].includes(next);
  if (out.length >= 2 && out[0] === 'k' && (!deedNext || (out.length === 2 && known(next) && !DIRECTIONS.includes(next)))) out[0] = 'kill';
  if (out.length >= 2 && out[0] === 'c' && !deedNext) out[0] = 'cast';
  if (out.length >= 2 && out[0] === 'l' && ['at', 'in', 'into', 'under', 'behind', 'around', 'round', 'through', 'on', 'inside'].includes(next)) out[0] = 'look';
  // 'Wait, what have I got with me so far?': a wait that leads into a question.
  if (out[0] === 'wait' && QUESTION_HEAD.has(out[1] ?? '') && out.length > 3) out.shift();
  // 'y is the sand going up': a phone's 'why'.
  if (out[0] === 'y' && ['is', 'are', 'does', 'do', 'did', 'would', 'wont', 'cant', 'isnt', 'r'].includes(out[1] ?? '')) out[0] = 'why';
  // 'All right, I'll stand still': 'all right' leads in as 'alright' does.
  if (out[0] === 'all' && out[1] === 'right' && out.length > 2) out.splice(0, 2);
  const head = out.findIndex((w) => !LEAD_INS.has(w));
  if (head < 0) return out;
  out.splice(0, head);
  // 'Take I the lantern', 'Wait I a moment', 'Reach I into the water': the subject after the verb, as in German.
  if (out[1] === 'i' && out.length > 2 && (verbOf(out[0]!) !== undefined || out[0] === 'wait') && out[0] !== 'can' && out[0] !== 'do') out.splice(1, 1);
  // 'fo east', 'gi to the door': a thumb's slip in 'go', before where.
  if (out.length >= 2 && out[0]!.length === 2 && !known(out[0]!) && editDistance(out[0]!, 'go') === 1 && (DIRECTIONS.includes(out[1]!) || COMPASS[out[1]!] !== undefined || ['to', 'into', 'through', 'back'].includes(out[1]!))) out[0] = 'go';
  // A parent typing for a child, a group deciding: 'she says pick up the shiny thing', 'Maya wants the lamp',
  // 'we want to climb', 'let's go back': the deed is what is said or wanted.
  const reported = /^(?:(?:she|he|they|we|my \w+|\w+) (?:says?|said|thinks?|decides?|votes?|chooses?|wants? us to|asks? us to|wants? me to) (?:we |i |to )?|let s |lets |(?:we|she|he|they|(?!i )\w+) (?:want|wants|wanna|would like|d like|need|needs) to )/.exec(out.join(' '));
  if (reported && out.length > reported[0].split(' ').length) out.splice(0, reported[0].trim().split(' ').length);
  // 'let me look around', 'I'm gonna pick that up', 'I'll jam my crowbar in': the player's own say-so before the deed.
  const sayso = /^(?:(?:hmm|ok|okay|so|now|alright|right) )?(?:let me|i m (?:going to|gonna)|im (?:going to|gonna)|i am (?:going to|gonna)|i ll|ill|i will|i shall|gonna) (?:just |now |quickly |carefully )?(?=[a-z])/.exec(out.join(' '));
  if (sayso && out.length > sayso[0].trim().split(' ').length && (verbOf(out[sayso[0].trim().split(' ').length]!) !== undefined || CORE_VERBS.includes(out[sayso[0].trim().split(' ').length]!))) out.splice(0, sayso[0].trim().split(' ').length);
  const wanting = /^(?:we|she|he|they|\w+) (?:wants?|needs?|would like) (?=(?:the|a|an|some|that|this|those|his|her|my) )/.exec(out.join(' '));
  if (wanting) out.splice(0, wanting[0].trim().split(' ').length, 'i', 'want');
  // 'I want to the harbour', 'I must to the garden': going, the verb left out.
  const bound = /^(?:i )?(?:want|need|must|have|would like|wish) to (?=(?:the|a|an|this|that|my|his|her) )/.exec(out.join(' '));
  if (bound) out.splice(0, bound[0].split(' ').length - 1, 'go', 'to');
  // 'pull the seax out of the log', 'draw the key from the hair': pulling a thing out of where it is, takes it.
  if (['pull', 'draw', 'yank', 'tug', 'wrench', 'drag', 'wiggle', 'work'].includes(out[0]!) && out.some((x, i) => (x === 'out' && out[i + 1] === 'of') || x === 'from')) out[0] = 'take';
  const first = out[0]!;
  if (out.length === 1 && COMPASS[first]) return ['go', COMPASS[first]];
  // A swipe keyboard's word for a compass point, typed alone: 'forth' and 'firth' for north, 'earth' for east.
  if (out.length === 1 && SWIPED[first] && !known(first)) return ['go', SWIPED[first]];
  // 'bcak': a slip in 'back' alone; 'depart', 'descend', 'ascend' alone: leaving, down, up.
  if (out.length === 1 && !known(first) && first.length === 4 && first !== 'back' && [...first].sort().join('') === 'abck') return ['go', 'back'];
  if (out.length === 1 && (first === 'depart' || first === 'departs')) return ['go', 'out'];
  if (out.length === 1 && first === 'descend') return ['go', 'down'];
  if (out.length === 1 && first === 'ascend') return ['go', 'up'];
  if (first === 'l' && out.length === 1) return ['look'];
  // 'goo east', 'invv': a letter struck twice at the end of a short command.
  if (!known(first) && first.length >= 3 && first.at(-1) === first.at(-2)) {
    const single = first.slice(0, -1);
    if (single === 'inv' && out.length === 1) return ['inventory'];
    if (CORE_VERBS.includes(single)) out[0] = single;
  }
  if (ABBREVIATED[first]) out[0] = ABBREVIATED[first];
  // 'loot' alone is going through the room; 'go get the lamp', 'go and grab it': the second verb is the deed.
  if (first === 'loot' && out.length === 1) return ['search'];
  if ((first === 'go' || first === 'run' || first === 'come') && (CORE_VERBS.includes(out[1] ?? '') || out[1] === 'and') && !['go', 'run', 'walk', 'move', 'climb', 'enter', 'leave', 'return', 'follow', 'hide', 'sneak'].includes(out[1] ?? '')) {
    out.splice(0, out[1] === 'and' ? 2 : 1);
  }
  if (first === 'x' || first === 'ex') out[0] = 'examine';
  if ((first === 'i' || first === 'inv' || first === 'invent') && out.length === 1) return ['inventory'];
  if (first === 'pickup') out.splice(0, 1, 'pick', 'up');
  // 'i need the key', 'want that sword', 'gimme the bag': what the player wants, taken (or asked of whoever has it).
  // 'I want see the heads', 'I need go north': a learner's wish without its 'to' is the deed.
  const bare = /^(?:i )?(?:need|want|wanna|would like) (\w+)/.exec(out.join(' '));
  if (bare && bare[1] !== 'to' && out.length > bare[0].split(' ').length && (verbOf(bare[1]!) !== undefined || CORE_VERBS.includes(bare[1]!) || PHRASES.some((p) => p.first === bare[1] && out.includes(p.then[0]!)))) out.splice(0, bare[0].split(' ').length - 1);
  const wish = /^(?:i )?(?:need|want|wanna|gotta have|gotta get|must have|would like) (?=\S)/.exec(out.join(' '));
  if (wish && !/^(?:i )?(?:need|want|wanna|would like) to\b/.test(out.join(' '))) return ['take', ...out.join(' ').slice(wish[0].length).split(' ')];
  // 'takethe lamp', 'gonorth', 'lookat': a verb run into the next word.
  if (!known(first) && out.length >= 1) {
    const verb =
      CORE_VERBS.find((v) => v.length >= 2 && first.startsWith(v) && first.length > v.length + 1 && (known(first.slice(v.length)) || DIRECTIONS.includes(first.slice(v.length)))) ??
      // 'takelantren': a verb run into a name slipped too; the name's slip is forgiven where names are matched.
      (out.length === 1 ? CORE_VERBS.find((v) => v.length >= 4 && first.startsWith(v) && first.length >= v.length + 4 && !known(first) && !PLAIN_WORDS.has(first)) : undefined);
    if (verb) out.splice(0, 1, verb, first.slice(verb.length));
  }
  // 'downthe chute', 'tothe tower', 'pickup thebag': 'the' run into the word before or after it.
  for (let i = 0; i < out.length; i++) {
    const w = out[i]!;
    if (known(w)) continue;
    if (w.length > 4 && w.endsWith('the') && ['down', 'up', 'in', 'into', 'to', 'at', 'on', 'through', 'under', 'behind', 'past', 'from', 'with', ...CORE_VERBS, ...DIRECTIONS].includes(w.slice(0, -3))) out.splice(i, 1, w.slice(0, -3), 'the');
    else if (w.length > 5 && w.startsWith('the') && known(w.slice(3))) out.splice(i, 1, 'the', w.slice(3));
  }
  if (first === 'lookat') out.splice(0, 1, 'look', 'at');
  // 'look around the tower really carefully', 'look around a bit more': a thorough or second look round is a search.
  // 'look everywhere': a look into every corner is a search.
  if ((first === 'look' || first === 'check') && ['everywhere', 'evrywhere', 'everywere', 'evrywere'].includes(out[1] ?? '')) out.splice(0, 2, 'search');
  // 'look all about this roof': a look all over is a search.
  if (first === 'look' && out[1] === 'all' && ['about', 'around', 'round', 'over'].includes(out[2] ?? '')) out.splice(0, 3, 'search');
  // ('let me look around here again', 'look around once more' look once more; 'carefully look around the tower' searches it.)
  if (first === 'look' && (out[1] === 'around' || out[1] === 'round') && out.some((x, i) => ['carefully', 'thoroughly', 'properly', 'closely', 'everywhere'].includes(x) || (x === 'more' && out[i - 1] !== 'once'))) out.splice(0, 2, 'search');
  if (['carefully', 'thoroughly'].includes(first) && out[1] === 'look' && (out[2] === 'around' || out[2] === 'round')) out.splice(0, 3, 'search');
  // 'desce to the walkway', 'vamos into the tavern': a word the game does not know, then 'to' a place, is going there.
  if (!known(first) && !CORE_VERBS.includes(first) && !QUESTION_HEAD.has(first) && !PLAIN_WORDS.has(first) && closeTo(first, CORE_VERBS) === null && ['to', 'into', 'towards', 'toward'].includes(out[1] ?? '') && out.length > 2) out[0] = 'go';
  // 'out', 'in', 'leave', 'exit' alone: a way out, asked about when there are several.
  if (out.length === 1 && ['out', 'outside', 'in', 'inside', 'exit', 'leave', 'enter', 'back'].includes(first)) return ['go', first];
  // 'just go lol', 'who's winning rn': chat's asides say nothing of the deed.
  for (let i = out.length - 1; i >= 0 && out.length > 1; i--) if (ASIDES.has(out[i]!) || (i > 0 && (out[i] === 'mate' || out[i] === 'mates')) || (i > 0 && i === out.length - 1 && ['bro', 'dude', 'fam', 'homie', 'bestie'].includes(out[i]!))) out.splice(i, 1);
  for (let i = 0; i < out.length; i++) {
    const w = out[i]!;
    // ('w back to steps': a letter of the compass, then where to.)
    if (COMPASS[w] && (i === 0 ? out.length === 1 || ['back', 'to', '2', 'towards', 'toward'].includes(out[1] ?? '') : MOVERS.has(out[i - 1]!) || (i === 1 && out.length === 2 && ['back', 'bak', 'bakc', 'bck'].includes(out[0]!)))) out[i] = COMPASS[w];
    else if ((i > 0 || w.length > 1) && SHORT[w]) out.splice(i, 1, ...SHORT[w].split(' '));
    else if (w === 'downstairs' || w === 'upstairs') out.splice(i, 1, w.slice(0, -6), 'stairs');
    // 'takkke the lanternnn', 'againn', 'swordd': a key held down, read as the word it stretches.
    else if (!known(w) && /(.)\1/.test(w) && unstretched(w, known) !== null) out[i] = unstretched(w, known)!;
    else if (!known(w) && !CORE_VERBS.includes(w) && !QUESTION_HEAD.has(w) && !PLAIN_WORDS.has(w)) {
      // Directions forgive a slip in words of four letters or more ('nroth', 'eats'); a shorter word only when its
      // letters are swapped ('otu'): 'wet' is not 'west'.
      const long = DIRECTIONS.filter((d) => d.length >= 4);
      const slipped = long.filter((d) => thumbSlip(w, d));
      // A vowel left out of a direction ('wst'); a three-letter word with its vowel is another word ('wet', 'est').
      // ('go est': after a verb of going, a letter left out of a direction, vowel or not.)
      const dropped = w.length === 3 && (!/[aeiou]/.test(w) || MOVERS.has(out[i - 1] ?? '')) ? long.filter((d) => d.length === 4 && editDistance(w, d) === 1) : [];
      // ('est' is one letter from 'east' and from 'west': the one it begins as.)
      if (dropped.length > 1 && dropped.filter((d) => d[0] === w[0]).length === 1) dropped.splice(0, dropped.length, dropped.find((d) => d[0] === w[0])!);
      const dir = w.length >= 4 ? (closeTo(w, long) ?? (slipped.length === 1 ? slipped[0]! : null)) : w.length === 3 ? (DIRECTIONS.find((d) => d.length === 3 && [...d].sort().join('') === [...w].sort().join('')) ?? (dropped.length === 1 ? dropped[0]! : null)) : null;
      if (dir) out[i] = dir;
      else if (i === 0) out[i] = closeTo(w, CORE_VERBS) ?? CORE_VERBS.find((v) => thumbSlip(w, v)) ?? CORE_VERBS.find((v) => spokenAlike(w, v)) ?? (ARTICLE.has(out[1] ?? '') ? substituted(w) : null) ?? w;
    }
  }
  return out;
}

/** 'what's under the cloth on that stand? let me lift it': a question answered by the deed that follows it. */
function askedThenDone(text: string, known: (word: string) => boolean): boolean {
  const sentences = text.split(/[?!.]+/).map((x) => x.trim()).filter((x) => x.length > 0);
  if (sentences.length < 2 || /\?\s*$/.test(text)) return false;
  const last = sentences.at(-1)!;
  // ('is it a cross? im picking it up', '… i wanna stick my hand in': the deed told as it happens, or wanted.)
  const words = expand(tokens(last), known);
  const told = /^(?:i m|im|i am|we re|were) (\w+ing)\b/.exec(words.join(' '));
  // ('are those ships on fire?? I want to take a look': the deed wanted after the question.)
  const wanted = /^(?:i (?:want|need|have|d like|would like) to|i wanna|i gotta|let me|lets|let s) (\w+)/.exec(words.join(' '));
  const head = (told ? unGerund(told[1]!) : null) ?? wanted?.[1] ?? (words[0] === 'i' && words.length > 2 ? words[1]! : words[0]!);
  return !isQuestion(last, tokens(last)) && words.length > 0 && (verbOf(head) !== undefined || CORE_VERBS.includes(head) || PHRASES.some((p) => p.first === head && words.slice(1, 4).some((x) => p.then.includes(x))));
}

/** 'does the ring open the owl door? lets try', 'does it fit the gate? try it': the deed asked about, tried. */
function triedAsked(text: string): string | null {
  const m = /^(.*?)\?+\s*(?:ok(?:ay)? |so |well )?(?:lets |let s |let me |let us |i ll |ill |i will |i m gonna |im gonna |gonna |i m going to |im going to )?(?:just )?try(?: it| that| this)?(?: out)?(?: then| now)?\s*[.!]*\s*$/i.exec(text.trim());
  if (!m) return null;
  const asked = /^(?:does|do|will|would|can|could|might|should) (it|this|that|the [\w-]+(?: [\w-]+)?|my [\w-]+(?: [\w-]+)?|this [\w-]+|that [\w-]+) (?:fit|fits|open|opens|unlock|unlocks|work on|works on|go in|go into|goes in) (.+)$/.exec(tokens(m[1]!).join(' '));
  return asked ? `use ${asked[1]} on ${asked[2]}` : null;
}

/** 'Whatever is that sailor peeling? It does not look like any onion I know.': a question with a remark after it. */
function askedThenSaid(text: string, known: (word: string) => boolean): boolean {
  const sentences = text.match(/[^.!?]+[.!?]*/g)?.map((x) => x.trim()).filter((x) => x.length > 0) ?? [];
  // A real question ('Whatever is that sailor peeling?'), not a name or a thing called out ('Nasrin?', 'SAPPHO??').
  const at = sentences.findIndex((x) => {
    // ('good lord, what is THAT? it's all clock hands!': the question may follow an exclamation in its sentence.)
    const words = tokens(x.split(',').at(-1) ?? x).filter((w) => !LEAD_INS.has(w));
    return x.endsWith('?') && words.length >= 3 && (QUESTION_HEAD.has(words[0]!) || /^(?:whatever|whoever|wherever|however)$/.test(words[0]!));
  });
  if (at < 0 || at === sentences.length - 1) return false;
  return sentences.slice(at + 1).every((x) => {
    const words = expand(tokens(x), known);
    return words.length > 0 && verbOf(words[0]!) === undefined && !CORE_VERBS.includes(words[0]!);
  });
}

/** Whether the sentence asks rather than tells: a question mark, or a question's first word. */
export function isQuestion(text: string, words: string[]): boolean {
  // 'could you please search once more?': a request to the game, with its question mark.
  // 'would you kindly unlock the grille with the bronze key?': any deed, asked of the game.
  const asked = /^(?:could|can|would|will) you (?:please |kindly |just )?(\w+)/.exec(words.join(' '));
  const deedAsked = asked !== null && (/^(?:search|look|take|go|open|examine|climb|read|try|check|pick|get|free|use|light|drink|let)$/.test(asked[1]!) || (/\b(?:please|kindly)\b/.test(asked[0]) && verbOf(asked[1]!) !== undefined && !['tell', 'say', 'show', 'explain', 'remind', 'describe'].includes(asked[1]!)));
  // ('would you take this silver tanga for the damascus blade?' offers a trade to someone.)
  if (deedAsked && !/\b(?:tell|show|remind|direct) me\b/.test(words.join(' ')) && !(asked![1] === 'take' && /\bfor (?:the|that|this|your|my|a|an)\b/.test(words.join(' ')))) return false;
  if (/\?\s*$/.test(text)) return true;
  // ('What an amazing canyon, I want to look at these rock walls': an exclamation.)
  if (/^\s*what (?:a|an) /i.test(text)) return false;
  // 'he's gone. did the chief librarian drop anything down here': a question after a remark, with no mark.
  const sentences = text.split(/[.!;]+/).map((x) => x.trim()).filter((x) => x.length > 0);
  if (sentences.length > 1 && tokens(sentences.at(-1)!).length >= 4 && ['did', 'does', 'is', 'are', 'was', 'were', 'what', 'where', 'who', 'why', 'how', 'which', 'whats', 'wheres', 'whos'].includes(tokens(sentences.at(-1)!)[0]!) && isQuestion(sentences.at(-1)!, tokens(sentences.at(-1)!))) return true;
  // 'My legs are numb and the lamp is low, so where does this culvert actually go': a question closes the sentence.
  const closing = tokens(text.split(/[,;]+|\bso\b/).map((x) => x.trim()).filter((x) => x.length > 0).at(-1) ?? '');
  // (Not a clause that tells where or what: '…, where it belongs'.)
  const AUX = ['does', 'do', 'did', 'is', 'are', 'was', 'can', 'could', 'will', 'would', 'should', 'shall', 'has', 'have', 'might', 'must'];
  if (closing.length >= 3 && ['where', 'what', 'who', 'why', 'how', 'which'].includes(closing[0]!) && AUX.includes(closing[1]!) && text.split(/[,;]+|\bso\b/).length > 1) return true;
  // 'wait r the oil jars gonna blow up': a wait that only leads into a question.
  if (words[0] === 'wait' && QUESTION_HEAD.has(words[1] ?? '') && words.length > 3) words = words.slice(1);
  // ('yo whats that lighthouse thing': a hail before the question asks it of the game.)
  const head = words.find((w, i) => !LEAD_INS.has(w) && !(['yo', 'hey', 'bro', 'dude', 'oi', 'ayo'].includes(w) && QUESTION_HEAD.has(words[i + 1] ?? '')));
  if (!head) return false;
  if (words.join(' ').startsWith('i wonder')) return true;
  // 'any way through that grille without a key': asking whether there is one.
  if (/^(?:any|is there (?:any|a)) ?way (?:to|through|past|around|round|across|in|out|up|down|of)\b/.test(words.join(' '))) return true;
  // 'When his hand slows, I snatch the bead': a time clause, then the deed.
  if ((head === 'when' || head === 'whenever') && /,/.test(text)) return false;
  if (!QUESTION_HEAD.has(head)) return false;
  const second = words[words.indexOf(head) + 1];
  // 'do it again', 'have a look around', 'can you please open the door' tell, not ask.
  if (head === 'do' && second !== 'i' && second !== 'you' && second !== 'we' && second !== 'they') return false;
  if (head === 'have' && second !== 'i' && second !== 'you' && second !== 'we') return false;
  if ((head === 'could' || head === 'can' || head === 'would' || head === 'will') && second === 'you' && words.includes('please')) return false;
  return second !== undefined;
}

/** Resting in place ('catch my breath', 'stamp my feet', 'waiting'): each a wait when it is all a clause does. */
const IDLE = /^(?:i )?(?:hold on|hang on|one sec|one second|give me a (?:sec|second|moment|minute)|(?:just )?(?:catch|get|recover|regain) (?:my|our) breath(?: back)?|take (?:a )?(?:breather|breath|rest|moment|break|minute|second)|(?:stamp|stamping|shuffle|shuffling|tap|tapping) (?:my|our) (?:feet|foot)|stand (?:still|here|there|around|about|quietly|in the (?:wind|cold|rain|snow|dark|shadows?))(?: for (?:you|him|her|them|a (?:bit|while|moment)))?|(?:keep|still|just) waiting|waiting|rest (?:a (?:bit|while|moment)|my (?:legs|feet|bones))|breathe(?: deeply| hard| slowly)?(?: for a (?:sec|second|moment|minute|bit|while))?|stand aside|step aside|let (?:him|her|them) (?:rest|sleep|be|lie)|sit(?: down)?(?: (?:and )?rest)?(?: here| there| down here)?(?: quiet| quietly| still| awhile)?(?: (?:by|near|beside|at|on|in front of) (?:the |a )?\w+)?(?: (?:for )?a (?:while|bit|moment|minute|spell))?|let (?:the \w+|them|him|her|it|everyone|everybody) (?:go|pass|walk|run)(?: past| by)?|(?:just )?listen(?: to (?:the |them |him |her |it )?\w+)?(?: (?:for )?(?:a (?:bit|while|moment|minute)|some time))?|(?:just )?(?:enjoy|take in|soak up|savour|savor) (?:the |this |a )?(?:quiet|silence|peace|calm|view|moment|sun|sunshine|warmth|breeze|music|stillness|scenery)(?: for a (?:bit|while|moment|minute))?)$/;

/** A sentence whose every clause waits or rests: 'I will just wait here a minute and catch my breath'. */
function idling(plain: string): boolean {
  const parts = plain
    .replace(/ (waiting|resting)$/, ', $1')
    .replace(/\b(wait|watch) and see\b/, '$1 to see')
    .replace(/\bstanding\b/, 'stand')
    .replace(/^(wait|stand|sit)(?: \w+ly)+\b/, '$1')
    .replace(/ as (?:you|he|she|they) (?:are saying|say|said|says|asked|ask|told me)$/, '')
    .replace(/^(?:hang on|hold on|hold up|one sec|one second) (?=\w)/, '')
    // ('ok I'll stand still so he can paint me': a yes before, and what the stillness is for after.)
    .replace(/^(?:ok|okay|alright|right|fine|sure) (?=\w)/, '')
    // ('I'll just wait here a moment and see if he wanders off': what the waiting watches for.)
    .replace(/ (?:and |to )?(?:see|watch|find out) (?:if|whether|what|when) .+$/, '')
    .replace(/ so (?:that )?(?:he|she|they|it|the \w+) (?:can|could|will|would|may|might) .+$/, '')
    .replace(/^((?:i (?:will|ll|shall) |ill )?(?:stand|hold|keep|stay|sit) still) for (?:him|her|them|the \w+)$/, '$1')
    .split(/,|\band\b|\bthen\b/)
    .map((p) => p.trim().replace(/^(?:i (?:will|ll|shall|m|am|think) |ill |im |let me |(?:just|now|then|gonna|going to) )+/, ''))
    .filter((p) => p.length > 0);
  return parts.length > 0 && parts.every((p) => WAIT.test(p) || IDLE.test(p)) && parts.some((p) => !/^(?:i )?stand /.test(p) || /^(?:i )?stand still\b/.test(p));
}

/** What the whole sentence is: a repeat, a wait, a question (and of which free kind), or a command to read. */
/**
 * The wrappers of a polite request ('might I have a look at the heads?', 'shall we go down the stairs?', 'I'd like
 * to rescue that scroll, please', 'would you mind if I looked under the table?'): what is left is the deed, asked
 * for, not a question about the world. A tag ('..., don't you?') asks nothing either.
 */
const POLITE: RegExp[] = [
  /^(?:i wonder )?(?:if )?shall (?:we|i) /,
  /^(?:i wonder,? )?(?:if )?(?:may|might) (?:i|we) (?:please |possibly |just )?(?=(?:have a |take a |go |climb |search |look |borrow |take |pick |open |examine |try |pop |head |step |sneak |free |use |put |read |talk |speak |ask |see |rummage |check |get |grab ))/,
  /^(?:would|do) you mind (?:terribly )?if (?:i|we) /,
  /^would it be (?:quite )?(?:all right|alright|ok|okay|possible) (?:if|for) (?:i|me|we) (?:to )?/,
  /^would anyone mind if (?:i|we) /,
  /^(?:i|we) wonder if (?:i|we) (?:might|may|could) /,
  /^(?:i d|id|i would|i should|we d|i do) (?:very much |rather |really )?(?:like|love|prefer) to /,
  /^(?:i think |i believe |i suppose |i guess |perhaps |maybe )?(?:i ll|ill|i will|we ll|i shall|i d better|id better|i had better|i d best|id best|i ought to|i must|i should|i better|(?:i |we )?(?:might|may) as well|(?:i |we )?reckon (?:i ll|ill|i will|we ll|i should)) (?:just |now |quickly |go and |go (?=(?:get|grab|take|look|check|fetch|talk|ask|find|search|speak|pick|have)\b))?/,
  /^(?:i think |i believe )/,
  // 'I think it's time to use the peace-straps': the deed whose time it is.
  /^(?:(?:i think |i guess |i reckon |ok |okay |right )?(?:it s|its|it is) )?(?:high |about |now )?time (?:to|for (?:me|us) to|(?:that )?(?:i|we)) (?=\S)/,
  /^(?:please |kindly )/,
  /^(?:(?:please )?(?:allow|permit) me to|(?:i am|i m|im) (?:so |terribly |very |awfully )?(?:sorry|afraid)(?: but)?|forgive me but|but) /,
  /^(?:have to|need to|got to|must) (?=\S)/,
  /^(?:i m|im|i am) (?:going to|gonna) (?=(?:have|take|give|make) a\b)/,
  /^(?:let me|let us|let s|lets) (?=(?:have|take) a (?:\w+ )?(?:look|peek|search|rummage|poke|gander)\b)/,
  // 'Let me see if I can slip past him': the deed tried.
  /^(?:let me|let us|let s|lets|i ll|ill|i will|i m going to|im going to|i m gonna|im gonna) see (?:if|whether) (?:i|we) (?:can|could) (?=\S)/,
  // 'I try to climb', a Spanish speaker's 'I pretend to pass' (pretender: to mean to): the deed meant.
  /^(?:i )?(?:pretend|intend|try|attempt|mean|plan|aim) to (?=\S)/,
  // A child asking the one at the keyboard: 'can we talk to the lady with the cart' is what they want done.
  /^(?:can|could|shall) we (?:please |just )?(?=(?:talk|go|take|climb|search|look|pick|open|examine|use|put|sneak|free|help|hide|run|give|ask|fight|attack|get|grab|read|see|pet|feed|drink|eat|plant|tie|wear|cross|enter|leave|follow|speak|play) )/,
  // At the gaming table: 'can I roll to climb the scaffolding?', 'I make an athletics check to climb'.
  /^(?:(?:can|could|may) i |i |let me )?(?:roll|make an? \w+ (?:check|roll|save)|roll an? \w+(?: check)?) (?:to|for) (?=\S)/,
];
/**
 * A hesitant player's hedges ('maybe I should look at the crates?', 'I guess pick up the rope?', 'um, could I maybe
 * talk to her', 'not sure but take it'): the deed they wrap is the deed meant, question mark and all.
 */
const HEDGE = /^(?:(?:oh no|oh god|oh|um+|uh+|erm|hmm+|ok|okay|so|well) )*(?:(?:maybe|perhaps|probably|i guess|i think|not sure but|i m not sure but|im not sure but|i dunno|dunno) (?:i (?:should|could|can|will|ll|might|try to|try|d better|ought to|must) |we (?:should|could|can|will|ll|might|try) |i ll |ill )?(?:just )?|(?:could|can|may|might) i (?:maybe|perhaps|possibly) (?:just )?)(?=[a-z])/;
/** What a hesitant player says after the deed: 'sorry', 'I hope that's right', 'no?', 'I'm not sure how'. */
const HEDGE_TAIL = /^(?:(?:um+|uh+|oh|ok) )?(?:sorry|so sorry|sorry if (?:that s|thats|this is|it s|its) (?:wrong|dumb|silly|not right|stupid)|i hope (?:that s|thats|this is|it s|its) (?:right|ok|okay|allowed|fine)|i hope (?:nobody|no one|he|she|they) minds?|no|right|is (?:that|this) ok(?:ay)?|i guess|i think|i suppose|maybe|not sure|(?:i m|im|i am) not sure(?: how| why| if that works)?|(?:i m|im|i am) so \w+|if (?:he|she|they) ?ll (?:take|accept) it|if (?:he|she|they) (?:will|would) (?:take|accept) it|(?:does )?that work|(?:will|would) that work)$/;
// ('I'll just look around for a minute': how long says nothing of the deed.)
const TAIL_WORDS = "for a (?:minute|second|sec|moment|bit|while|little while|little bit)|only|itself|yaar|na|ji|if (?:i may|that s all right|thats all right|that s alright|nobody minds|no one minds|you don t mind|you dont mind|it s all the same|you please)|please|thank you|thanks|don t you|dont you|shall we|right|ok|okay|eh|won t you|wont you|i think|old chap|if you would|you understand|you see|you know|of course|i m afraid|i am afraid|i suppose|i guess";
const POLITE_TAIL = new RegExp(`(?:\\s+)(?:${TAIL_WORDS})$`);
const TAIL_ALONE = new RegExp(`^(?:${TAIL_WORDS})$`);

/** 'talking' → 'talk', 'taking' → 'take', 'grabbing' → 'grab': the verb of a doing, if it is one. */
function unGerund(word: string): string | null {
  if (!word.endsWith('ing') || word.length < 5 || word === 'going' || word === 'doing' || word === 'being') return null;
  const stem = word.slice(0, -3);
  for (const v of [stem, `${stem}e`, stem.slice(0, -1)]) if (verbOf(v) !== undefined || CORE_VERBS.includes(v)) return v;
  return null;
}

/**
 * The request inside a polite wrapper, or null when the sentence is not one. The clauses stay apart ('I'll take
 * the crossbow, I hope he doesn't wake up'): the wrapper is taken off the first clause, the tail off the last.
 */
function unwrapped(text: string): string | null {
  const chunks = text.split(/[,;.!?]+/).map(tokens).filter((c) => c.length > 0);
  if (chunks.length === 0) return null;
  let changed = false;
  // 'I wonder, might I ...': an opener set off by a comma belongs to the request after it.
  while (chunks.length > 1 && /^(?:i wonder|i say|i think|i suppose|please|now then|well then)$/.test(chunks[0]!.join(' '))) chunks.splice(0, 2, [...chunks[0]!, ...chunks[1]!]);
  // 'Thank you, game. I should like to ...', 'I am sorry, but I must ...': courtesies before the request.
  while (chunks.length > 1 && /^(?:all right|alright|ok|okay|very well|fine|right then|(?:thank you|thanks|thank u|thx|ta|cheers|many thanks)(?: (?:so|very) much| a lot| heaps| a bunch| loads| again)?(?: (?:darl|darling|love|luv|dear|mate|hon|honey|sweetie|pal|friend|sir|madam|miss|buddy))?|sorry|(?:i am|i m|im) (?:so |terribly |very |awfully )?sorry|(?:so |terribly |very |awfully )sorry|forgive me|game|narrator|computer|dear game)$/.test(chunks[0]!.join(' '))) {
    chunks.shift();
    changed = true;
  }
  while (chunks.length > 1 && (TAIL_ALONE.test(chunks.at(-1)!.join(' ')) || HEDGE_TAIL.test(chunks.at(-1)!.join(' ')))) {
    chunks.pop();
    changed = true;
  }
  // A hedge before a deed in any clause ('oh no he has a sword. um, maybe I try talking to him?').
  for (let i = 0; i < chunks.length; i++) {
    const said = chunks[i]!.join(' ');
    const m = HEDGE.exec(said);
    let rest = m && m[0].length > 0 && m[0].length < said.length ? said.slice(m[0].length) : said;
    // '... I guess', '... I think' at the end of a clause; 'try talking to him', 'we are taking that': the deed.
    rest = rest.replace(/ (?:i guess|i think|i suppose|maybe)$/, '');
    const trying = /^(?:try|trying|(?:i m|im|i am|we are|we re|were) (?:just )?)(\w+ing)\b/.exec(rest);
    // ('I'm freezing' is how the player feels, not a deed told as it happens.)
    const base = trying && !BODY_STATES.has(trying[1]!) ? unGerund(trying[1]!) : null;
    if (base) rest = `${base}${rest.slice(trying![0].length)}`;
    if (rest !== said) {
      chunks[i] = rest.split(' ');
      changed = true;
    }
  }
  // 'a CROSSBOW under the cloak, thanks chat, grabbing it': a last clause that opens with a doing is the deed.
  if (chunks.length > 1 && chunks.at(-1)!.length > 1) {
    const last = chunks.at(-1)!;
    const base = last[0]?.endsWith('ing') ? unGerund(last[0]) : null;
    if (base) {
      chunks[chunks.length - 1] = [base, ...last.slice(1)];
      changed = true;
    }
  }
  // Topic first, as a Mandarin speaker puts it: 'crossbow under cloak, I take', 'the guard, I attack with sword',
  // 'medusa head, look': the deed comes last and its thing first.
  if (chunks.length === 2) {
    const deed = /^(?:i |we )?(\w+)(?: (?:with|using) (.+))?$/.exec(chunks[1]!.join(' '));
    const topic = chunks[0]!.filter((w, i) => i > 0 || !LEAD_INS.has(w));
    const verb = deed?.[1] ?? '';
    const doing = verbOf(verb) !== undefined || CORE_VERBS.includes(verb) || verb === 'look';
    if (deed && doing && topic.length > 0 && topic.length <= 6 && verbOf(topic[0]!) === undefined && !QUESTION_HEAD.has(topic[0]!) && !CORE_VERBS.includes(topic[0]!)) {
      chunks.splice(0, 2, [verb, ...(verb === 'look' ? ['at'] : []), ...topic, ...(deed[2] ? ['with', ...deed[2].split(' ')] : [])]);
      changed = true;
    }
  }
  let last = chunks.at(-1)!.join(' ');
  for (let i = 0; i < 3; i++) {
    const tail = last.replace(POLITE_TAIL, '');
    // ('is the cheetah ok?' asks whether it is: no tag on a question that asks it.)
    const asksIt = QUESTION_HEAD.has(last.split(' ')[0] ?? '') && /\b(?:ok|okay|right|alright)$/.test(last);
    if (tail !== last && tail.length > 0 && !asksIt) {
      last = tail;
      changed = true;
    }
  }
  chunks[chunks.length - 1] = last.split(' ');
  const lead = chunks[0]!.findIndex((w) => !LEAD_INS.has(w));
  let t = chunks[0]!.slice(Math.max(0, lead)).join(' ');
  for (const re of POLITE) {
    const m = re.exec(t);
    if (m && m[0].length < t.length) {
      t = t.slice(m[0].length);
      changed = true;
    }
  }
  // 'have a look at', 'had a look around': a look; 'make a search': a search.
  const plain = t;
  t = t.replace(/^(?:i )?(?:make|roll|do) (?:an? )?(?:perception|investigation|search|awareness|survival) (?:check|roll)\b(?: (?:around|of|on|in|at))?/, 'search').replace(/^(?:have|had|take|took|make|do|give) (?:a )?(?:good |careful |thorough |proper |close )(?:look|poke) (?:all )?(?:a)?round\b/, 'search').replace(/^(?:have|had|take|took|make|do|give) (?:a )?(?:good |closer |quick |little |careful |thorough |proper )?(?:look|peek|peep|gander)\b/, 'look').replace(/^(?:make|do|conduct|carry out|perform|run) (?:a |an )?(?:good |quick |careful |thorough |full |proper )?(?:search|sweep)\b/, 'search').replace(/^(?:have|had|take|took) (?:a )?(?:good |proper |quick |little |thorough |careful )?(?:rummage|search|poke|nose)\b(?: (?:a)?round| about)?/, 'search').replace(/^pop /, 'go ');
  if (t !== plain) changed = true;
  chunks[0] = t.split(' ');
  return changed ? chunks.map((c) => c.join(' ')).join(', ') : null;
}

export function convention(said: string, known: (word: string) => boolean): Convention {
  // Dictated punctuation ('where does the key go question mark') and a dictated homophone at the head ('wear does the key
  // go', 'by the damascus blade').
  const spoken = said
    .replace(/\s+question mark\s*$/i, '?')
    .replace(/\s+(?:full stop|period)\s*$/i, '.')
    .replace(/\s+comma\s+/gi, ', ')
    .replace(/^\s*wear (?=(?:does|do|is|are|did|can)\b)/i, 'where ')
    .replace(/^\s*by (?=(?:the|teh|a|an|that|this|some)\b)/i, 'buy ');
  // A veteran's chain of commands, 'get lan. n', 'x posts; search': each link an order of its own, the first this turn's.
  const links = spoken.split(/\s*[.;]+\s*/).map((x) => x.trim()).filter((x) => x.length > 0);
  const order = (x: string) => {
    // (Each link opens with its order: 'LETS GO GUYS. take the lantern' is a cry, then the deed.)
    const w = expand(tokens(x).slice(0, 1), known);
    // ('poor kitty. is the cheetah ok?': a question is no order.)
    return !/\?\s*$/.test(x) && !QUESTION_HEAD.has(tokens(x)[0] ?? '') && tokens(x).length <= 4 && (tokens(x)[0] !== 'i' || tokens(x).length === 1) && w.length > 0 && (verbOf(w[0]!) !== undefined || CORE_VERBS.includes(w[0]!) || ['look', 'examine', 'inventory', 'search'].includes(w[0]!));
  };
  if (links.length > 1 && links.every(order)) return convention(links[0]!, known);
  // 'here, have a herring', 'here is the proof': handing something over.
  // ('I would like to buy the sword, here is silver': at the head of any clause.)
  // 'I'll have that', 'I'm going to have a bowl': the player's own having of a thing is taking it (a look, a sip, a
  // word or a go stay their own deeds; 'sailor, have a herring' offers one).
  const text = spoken.replace(/^\s*(?:well|och|aye|ach)\s*,\s*/i, '').replace(/(^|[,;.!?]\s*)\s*(?:(?:oh|ooh|ok|okay|so|right|mmm?)\s*,?\s+)?(?:let me|i['’]m going to|i['’]m gonna|im going to|im gonna|i am going to|i['’]ll|ill|i will|i shall|i['’]d like to|i would like to) have (?=(?:that|this|it|those|these|them|one|the|a|an|some)\b(?! (?:\w+ )?(?:look|peek|sip|swig|gulp|bite|word|chat|talk|go|try|rest|seat|sit|think|listen|nap|search|rummage|poke|gander|break|shot|crack|feel|wander|walk|stroll|read|squint|sniff|smell|root|dig|nose|scout|ferret|snoop|butchers|natter|chinwag|bash|whack|swing|crack|sup|swig|sip|gulp|nip|hunt|forage|scrounge|rake|shufti)\b))/gi, '$1take ')
    // 'I'll pop it in my pocket', 'stuff the bead into my satchel': stowing a thing is taking it.
    .replace(/\b(?:pop|put|stick|slip|tuck|stash|shove|stuff|drop|toss|chuck|place|throw)\s+((?:it|them|that|this|one|(?:the|that|this|those|these) [\w'’-]+(?: [\w'’-]+)?))\s+(?:in|into|inside)\s+(?:my|the|me)\s+(?:pocket|pockets|satchel|bag|backpack|pack|purse|sack|pouch|belt)\b/gi, 'take $1')
    .replace(/(^|[,;.!?]\s*)\s*here (?:you are|you go)\b\s*,?/gi, '$1give ').replace(/(^|[,;.!?]\s*)\s*here\s*(?:,?\s*(?:mate|friend|buddy|pal|sir|love|luv|bro|man|dude|mister|missus|boet|bru|china|boy|lady|girl)\b)?\s*(?:[,!.:]\s*)?(?:have|take|is|'s|’s|s|are)\b/gi, '$1give');
  const polite = unwrapped(text);
  if (polite !== null && polite.length > 0 && !/^(?:you|tell me|show me|direct me|remind me)\b/.test(polite)) {
    const inner = convention(polite, known);
    if (inner.kind !== 'question' || inner.topic !== null) return inner;
  }
  const raw = tokens(text);
  const words = expand(raw, known);
  const plain = words.join(' ');
  const unfilled = plain.replace(/\b(?:yaar|please|pls|man|dude|bro|now|just)\b/g, ' ').replace(/\s+/g, ' ').trim();
  // 'agian', 'agin', 'againn': a thumb's slip in the one word.
  const slippedAgain = raw.length === 1 && raw[0]!.length >= 4 && !known(raw[0]!) && (editDistance(raw[0]!, 'again') === 1 || thumbSlip(raw[0]!, 'again'));
  // ('Do that again, I couldn't see properly': the repeat, and why.)
  // (A sentence of one part, as most are, is read once: its parts and sentences are its plain words.)
  const body = text.trim().replace(/[,;.!?\s]+$/, '');
  const clausesOf = (split: RegExp): string[][] => (split.test(body) ? text.split(split).map((x) => expand(tokens(x), known)).filter((x) => x.length > 0) : [words]);
  const parts = clausesOf(/[,;.!?]+/).map((x) => x.join(' '));
  const remark = (x: string) => /^(?:i|because|cos|cause|since|as|this time|that was|it was|(?:and |but )?(?:harder|faster|better|properly|nicer|gentler|louder|quicker|this time))\b/.test(x) && !/^i (?:ll|will|m going to)\b/.test(x);
  const againWhy = parts.length > 1 && AGAIN.test(parts[0]!.replace(/^(?:do|try) that again$/, 'do that again')) && parts.slice(1).every(remark);
  // 'Lord forgive me, I'm gonna have to do that again': the repeat, owned, after a remark that does nothing.
  // ('He's still coming, let me try that again!')
  const againOwned = (x: string) => AGAIN.test(x.replace(/^(?:(?:i m|im|i am|i|we) )?(?:(?:just|really|going to|gonna) )*(?:have to|got to|gotta|need to|must|ll|will|want to|wanna|d better) |^(?:let me|lemme|let s|lets) /, ''));
  const deedless = (x: string) => verbOf(x.split(' ')[0]!) === undefined && !CORE_VERBS.includes(x.split(' ')[0]!);
  const againAmid = parts.some(againOwned) && parts.every((x) => againOwned(x) || deedless(x));
  if (/^\s*\?+\s*$/.test(said)) return { kind: 'question', text: '', topic: 'help' };
  if (againAmid || AGAIN.test(plain) || AGAIN.test(raw.join(' ')) || AGAIN.test(unfilled) || slippedAgain || againWhy) return { kind: 'again' };
  // ('the drums haven't stopped. I'll wait and listen a while': a remark, then the waiting.)
  const told = clausesOf(/[.!?;]+/);
  const waitsLast = told.length > 1 && idling(told.at(-1)!.join(' ')) && told.slice(0, -1).every((x) => verbOf(x[0]!) === undefined && !CORE_VERBS.includes(x[0]!));
  if (WAIT.test(plain) || idling(plain) || waitsLast || (parts.length > 1 && parts.every(idling))) return { kind: 'wait' };
  // Each clause keeps its own head ('tkae lamp, go nroth'), and the punctuation that splits clauses stays.
  const rewritten = text
    .split(/[,;.!?]+/)
    .map((chunk) => expand(tokens(unwrapped(chunk) ?? chunk).filter((w, i) => i > 0 || !/^(?:could|can|would|will)$/.test(w) || !/^\S+ you\b/.test(tokens(chunk).join(' '))), known).join(' '))
    .filter((chunk) => chunk.length > 0)
    .join(', ');
  // ('new game. what are my options': the last sentence may be the one that asks.)
  const lastPlain = told.at(-1)?.join(' ') ?? '';
  // ('before I commit to anything, what am I carrying?': or its last clause.)
  const lastClause = parts.at(-1) ?? '';
  const sentencesPlain = told.map((x) => x.join(' '));
  if (ASKING_HELP.test(plain) || ASKING_HELP.test(lastPlain) || sentencesPlain.some((x) => ASKING_HELP.test(x))) return { kind: 'question', text: rewritten, topic: 'help' };
  if (ASKING_INVENTORY.test(plain) || ASKING_INVENTORY.test(lastClause)) return { kind: 'question', text: rewritten, topic: 'inventory' };
  // The old games' 'score' and 'diagnose': how the player stands, answered.
  if (/^(?:score|diagnose|diagnosis|status|stats|health|hp|my (?:health|status|score))$/.test(raw.join(' '))) return { kind: 'question', text: rewritten, topic: 'actions' };
  // A screen-reader player's 'exits', 'where can I go': the ways out and what is here, answered.
  if (/^(?:exits|list (?:the )?exits|show (?:the )?exits|what (?:are the )?exits|(?:which|what) ways?(?: out)?|ways? out|where can (?:i|we) go(?: from here)?|obvious exits)$/.test(plain)) return { kind: 'question', text: rewritten, topic: 'things' };
  const tried = triedAsked(text);
  if (tried) return { kind: 'command', text: tried };
  if ((!isQuestion(text, raw) && !askedThenSaid(text, known)) || askedThenDone(text, known)) return { kind: 'command', text: rewritten };
  if (ASKING_LOOK.test(plain) || ASKING_LOOK.test(lastClause)) return { kind: 'question', text: rewritten, topic: 'look' };
  if (ASKING_ACTIONS.test(plain)) return { kind: 'question', text: rewritten, topic: 'actions' };
  if (ASKING_PEOPLE.test(plain)) return { kind: 'question', text: rewritten, topic: 'people' };
  if (ASKING_THINGS.test(plain)) return { kind: 'question', text: rewritten, topic: 'things' };
  return { kind: 'question', text: rewritten, topic: null };
}
