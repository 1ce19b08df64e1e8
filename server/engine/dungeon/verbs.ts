/** The verbs the engine understands, each with its synonyms (the first word is the canonical one). */
export type Verb =
  | 'go'
  | 'climb'
  | 'sneak'
  | 'search'
  | 'examine'
  | 'take'
  | 'use'
  | 'open'
  | 'attack'
  | 'defend'
  | 'talk'
  | 'free'
  | 'look'
  | 'help'
  | 'inventory';

/** A word listed under two verbs counts for the first (lift: take, not open). */
export const VERB_WORDS: Record<Verb, string[]> = {
  go: [
    'go', 'walk', 'move', 'head', 'run', 'travel', 'proceed', 'enter', 'return', 'leave', 'exit', 'cross', 'follow', 'step',
    'flee', 'retreat', 'swim', 'wade', 'ride', 'hurry', 'march', 'dash', 'sprint', 'crawl', 'squeeze', 'venture', 'continue',
    'approach', 'advance', 'stride', 'jog', 'navigate', 'journey', 'rush', 'hasten', 'backtrack', 'pass', 'skate', 'slide', 'sail', 'knock', 'visit',
    'wander', 'stroll', 'amble', 'saunter', 'roam', 'meander', 'trudge', 'plod', 'stumble', 'stagger', 'limp', 'hurtle', 'scurry', 'scuttle', 'race',
  ],
  climb: ['climb', 'mount', 'scale', 'ascend', 'descend', 'jump', 'leap', 'vault', 'clamber', 'shimmy', 'scramble', 'drop', 'lower', 'rappel', 'abseil', 'hop'],
  sneak: ['sneak', 'creep', 'tiptoe', 'slip', 'hide', 'evade', 'avoid', 'skulk', 'slink', 'bypass'],
  search: ['search', 'rifle', 'rummage', 'explore', 'scour', 'comb', 'forage', 'dig', 'hunt', 'ransack', 'sift', 'grope', 'poke', 'probe', 'trawl', 'fish', 'scavenge'],
  examine: [
    'examine', 'inspect', 'see', 'study', 'read', 'check', 'observe', 'view', 'peer', 'scrutinize', 'scrutinise', 'analyse', 'analyze',
    'investigate', 'decipher', 'touch', 'feel', 'smell', 'listen', 'translate', 'describe', 'gaze', 'stare', 'admire', 'watch',
    'peek', 'consult', 'regard', 'eye', 'sniff', 'taste', 'tap', 'count', 'peep', 'squint',
  ],
  take: [
    'take', 'grab', 'get', 'pick', 'collect', 'loot', 'snatch', 'pocket', 'steal', 'lift', 'gather', 'retrieve', 'obtain',
    'acquire', 'seize', 'fetch', 'claim', 'nab', 'swipe', 'pluck', 'scoop', 'carry', 'heave', 'hoist', 'salvage', 'borrow',
    'yoink', 'snag', 'nick', 'pilfer', 'filch', 'loot', 'accept', 'pinch', 'heft',
    // A German speaker's 'bekommen' (to get) comes out as 'become': 'I will become the seal ring'.
    'become', 'yank',
  ],
  use: [
    'use', 'apply', 'put', 'place', 'insert', 'light', 'unlock', 'pour', 'show', 'give', 'offer', 'wave', 'throw', 'play', 'hold',
    'raise', 'ring', 'burn', 'turn', 'set', 'drink', 'eat', 'fit', 'combine', 'present', 'bar', 'barricade', 'secure', 'shut',
    'close', 'lock', 'seal', 'wedge', 'fasten', 'latch', 'tie', 'loop', 'hook', 'lay', 'hand', 'trade', 'pay', 'buy', 'bid', 'swap',
    'fill', 'splash', 'ignite', 'kindle', 'hurl', 'toss', 'lob', 'shine', 'aim', 'stow', 'deposit', 'replace', 'restore', 'slot',
    'press', 'wrap', 'wear', 'don', 'deliver', 'sip', 'quaff', 'jam', 'drape', 'store', 'plant', 'bury', 'sow',
    'chug', 'gulp', 'swig', 'uncork', 'yeet', 'chuck', 'fling', 'sling', 'equip', 'wield', 'brandish', 'introduce', 'feed', 'pet',
    'stroke', 'pat', 'cuddle',
  ],
  open: ['open', 'bend', 'force', 'pry', 'prise', 'prize', 'break', 'smash', 'push', 'pull', 'kick', 'bash', 'shove', 'wrench', 'lever', 'jimmy', 'crack', 'batter', 'ram', 'shoulder', 'unbar', 'unseal'],
  attack: [
    'attack', 'fight', 'hit', 'stab', 'slash', 'kill', 'swing', 'punch', 'shoot', 'charge', 'smite', 'lunge', 'duel', 'battle',
    'thrust', 'wrestle', 'strike', 'slay', 'cut', 'slice', 'sever', 'snip', 'chop', 'club', 'beat', 'tackle', 'ambush', 'engage', 'skewer', 'impale', 'fire',
    'cleave', 'hack', 'assault', 'catch', 'tackle', 'shank', 'whack', 'bonk', 'smack', 'kick', 'collar', 'apprehend', 'arrest',
    'restrain', 'subdue', 'plunge', 'drive',
  ],
  defend: ['defend', 'protect', 'block', 'parry', 'dodge', 'brace', 'shield', 'guard', 'deflect', 'duck', 'sidestep'],
  talk: [
    'talk', 'speak', 'ask', 'greet', 'say', 'tell', 'chat', 'question', 'call', 'shout', 'persuade', 'convince', 'negotiate',
    'plead', 'bargain', 'reason', 'hail', 'whisper', 'calm', 'parley', 'converse', 'inquire', 'enquire', 'discuss', 'flatter',
    'bribe', 'threaten', 'intimidate', 'charm', 'beg', 'thank', 'answer', 'reply', 'introduce', 'interrogate', 'comfort', 'urge',
    'warn', 'appeal', 'explain', 'lie', 'bluff', 'trick', 'deceive', 'wake', 'rouse', 'distract', 'accuse', 'confront', 'blame',
    'inform', 'notify', 'announce', 'declare', 'assure', 'reassure', 'praise', 'compliment', 'salute', 'address', 'petition', 'demand',
  ],
  free: ['free', 'rescue', 'release', 'untie', 'detach', 'unchain', 'save', 'liberate', 'unshackle', 'unbind', 'unlace'],
  look: ['look', 'glance', 'survey'],
  help: ['help', 'hint', 'hints', 'commands', 'options', 'assist', 'aid'],
  inventory: ['inventory', 'satchel', 'backpack', 'bag', 'pack', 'possessions'],
};

const LOOKUP = new Map<string, Verb>();
for (const [verb, words] of Object.entries(VERB_WORDS) as [Verb, string[]][]) {
  for (const w of words) if (!LOOKUP.has(w)) LOOKUP.set(w, verb);
}

export function verbOf(word: string): Verb | undefined {
  return LOOKUP.get(word);
}

export function allVerbWords(): string[] {
  return [...LOOKUP.keys()];
}

/**
 * Two-word verbs that mean something else than their first word: 'pick up' takes, 'pick the lock' opens,
 * 'look for' searches, 'let her out' frees. Each rule: the first word, a word soon after it,
 * the verb they make together, and whether the second word is a particle to drop (not a name).
 */
export const PHRASES: { first: string; then: string[]; verb: Verb; particle: boolean }[] = [
  { first: 'pick', then: ['up'], verb: 'take', particle: true },
  { first: 'pick', then: ['lock', 'locks'], verb: 'open', particle: false },
  // 'I pick my way through the fissures': walking, carefully.
  { first: 'pick', then: ['way'], verb: 'go', particle: true },
  { first: 'yank', then: ['out', 'loose', 'free'], verb: 'take', particle: true },
  { first: 'look', then: ['for', 'under', 'behind', 'inside', 'beneath', 'in', 'among'], verb: 'search', particle: true },
  { first: 'look', then: ['at', 'closer', 'closely', 'through', 'into', 'over', 'out'], verb: 'examine', particle: true },
  { first: 'fish', then: ['out', 'up'], verb: 'take', particle: true },
  // 'introduce myself' is words with someone ('introduce the key' puts it in: a Romance speaker's 'introducir').
  { first: 'introduce', then: ['myself', 'ourselves'], verb: 'talk', particle: true },
  // 'I'm going to pop into the painter's studio': a short visit is a way taken.
  { first: 'pop', then: ['into', 'in', 'over', 'across', 'down', 'up', 'out', 'round', 'by', 'back'], verb: 'go', particle: true },
  // 'snake past the guards': a phone's word for sneaking.
  { first: 'snake', then: ['past', 'by', 'around', 'round'], verb: 'sneak', particle: true },
  // 'flip through these ledgers', 'leaf through the pages': reading.
  { first: 'flip', then: ['through'], verb: 'examine', particle: true },
  { first: 'leaf', then: ['through'], verb: 'examine', particle: true },
  { first: 'thumb', then: ['through'], verb: 'examine', particle: true },
  { first: 'page', then: ['through'], verb: 'examine', particle: true },
  // 'bring up the arm-ring', 'fall upon the watchmen', 'go at the berserk'.
  { first: 'bring', then: ['up', 'out'], verb: 'take', particle: true },
  { first: 'fall', then: ['upon', 'on'], verb: 'attack', particle: true },
  { first: 'go', then: ['at'], verb: 'attack', particle: true },
  { first: 'set', then: ['upon', 'on'], verb: 'attack', particle: true },
  { first: 'feel', then: ['around', 'about'], verb: 'search', particle: true },
  { first: 'let', then: ['out', 'go'], verb: 'free', particle: true },
  { first: 'get', then: ['past', 'by'], verb: 'sneak', particle: true },
  { first: 'steal', then: ['past', 'by'], verb: 'sneak', particle: true },
  { first: 'slip', then: ['past', 'by'], verb: 'sneak', particle: true },
  { first: 'turn', then: ['back', 'around'], verb: 'go', particle: false },
  { first: 'break', then: ['free'], verb: 'free', particle: true },
  { first: 'set', then: ['free', 'loose'], verb: 'free', particle: true },
  { first: 'cut', then: ['free', 'loose'], verb: 'free', particle: true },
  // 'bust her out with the crowbar', 'spring him loose': a captive got out.
  { first: 'bust', then: ['out', 'free', 'loose'], verb: 'free', particle: true },
  { first: 'spring', then: ['out', 'free', 'loose'], verb: 'free', particle: true },
  { first: 'hand', then: ['over'], verb: 'use', particle: true },
  { first: 'get', then: ['down', 'up', 'out', 'into', 'in'], verb: 'go', particle: false },
  { first: 'put', then: ['on'], verb: 'use', particle: true },
  { first: 'fire', then: ['at'], verb: 'attack', particle: true },
  { first: 'make', then: ['way'], verb: 'go', particle: true },
  { first: 'make', then: ['fast'], verb: 'use', particle: true },
  { first: 'wait', then: ['for'], verb: 'look', particle: true },
  { first: 'peek', then: ['under', 'behind', 'inside', 'beneath', 'in', 'into'], verb: 'search', particle: true },
  { first: 'peer', then: ['under', 'behind', 'beneath'], verb: 'search', particle: true },
  { first: 'check', then: ['under', 'behind', 'inside', 'beneath', 'in', 'pockets'], verb: 'search', particle: true },
  { first: 'take', then: ['sip', 'swig', 'drink', 'gulp', 'bite', 'pull', 'draught', 'mouthful', 'swallow', 'sup', 'nip'], verb: 'use', particle: true },
  { first: 'have', then: ['sip', 'swig', 'drink', 'gulp', 'bite', 'sup', 'nip', 'taste', 'mouthful'], verb: 'use', particle: true },
  // 'I'll root around under there', 'nose about': searching.
  { first: 'root', then: ['around', 'about', 'round', 'through', 'under', 'in'], verb: 'search', particle: true },
  { first: 'nose', then: ['around', 'about', 'round'], verb: 'search', particle: true },
  { first: 'have', then: ['look'], verb: 'look', particle: true },
  // 'have a rummage round these steps', 'have a root around up here': searching; 'have a word with him': talking.
  { first: 'have', then: ['rummage', 'root', 'poke', 'nose', 'dig', 'scout', 'ferret', 'forage', 'snoop', 'scrounge', 'hunt', 'search'], verb: 'search', particle: true },
  { first: 'have', then: ['word', 'chat', 'natter', 'chinwag', 'talk'], verb: 'talk', particle: true },
  { first: 'have', then: ['read'], verb: 'examine', particle: true },
  { first: 'wake', then: ['up'], verb: 'talk', particle: true },
  { first: 'knock', then: ['back'], verb: 'use', particle: true },
  { first: 'help', then: ['myself'], verb: 'take', particle: true },
  { first: 'keep', then: ['off', 'away', 'back', 'distance'], verb: 'defend', particle: true },
  { first: 'hold', then: ['off', 'back'], verb: 'defend', particle: true },
  { first: 'back', then: ['away', 'off'], verb: 'defend', particle: true },
  { first: 'fend', then: ['off'], verb: 'defend', particle: true },
  // 'I shall stop him', 'stop the thief!': stopping someone is laying hands on them ('stop!' alone is a cry).
  { first: 'stop', then: ['him', 'her', 'them', 'the', 'that', 'this', 'thief'], verb: 'attack', particle: false },
  // 'bring down the Pinakes', 'bring out the scroll': taking it.
  { first: 'bring', then: ['down', 'out', 'back', 'away'], verb: 'take', particle: true },
  // 'I'll stick him with the knife', 'knock him down': blows.
  { first: 'stick', then: ['him', 'her', 'them'], verb: 'attack', particle: false },
  { first: 'knock', then: ['down', 'over', 'flat', 'out'], verb: 'attack', particle: true },
  { first: 'ward', then: ['off', 'away', 'back'], verb: 'defend', particle: true },
  // 'I avoid his blow': out of the blow's way, not past the one who deals it.
  { first: 'avoid', then: ['blow', 'blows', 'strike', 'swing', 'attack', 'hit', 'punch', 'axe', 'sword', 'blade', 'bite', 'claws', 'lunge'], verb: 'defend', particle: false },
  { first: 'evade', then: ['blow', 'blows', 'strike', 'swing', 'attack', 'hit', 'punch', 'axe', 'sword', 'blade', 'bite', 'claws', 'lunge'], verb: 'defend', particle: false },
  { first: 'slide', then: ['out', 'loose', 'free'], verb: 'take', particle: true },
  { first: 'pull', then: ['out', 'loose', 'free'], verb: 'take', particle: true },
  { first: 'draw', then: ['out', 'loose', 'free'], verb: 'take', particle: true },
  { first: 'haul', then: ['out', 'loose', 'free'], verb: 'take', particle: true },
  { first: 'work', then: ['out', 'loose', 'free'], verb: 'take', particle: true },
  { first: 'ease', then: ['out', 'loose', 'free'], verb: 'take', particle: true },
  { first: 'drag', then: ['out', 'loose', 'free'], verb: 'take', particle: true },
  { first: 'stay', then: ['reach', 'away', 'back', 'clear'], verb: 'defend', particle: true },
  { first: 'reach', then: ['under', 'behind', 'inside', 'beneath', 'into', 'between', 'among', 'in'], verb: 'search', particle: true },
  // 'reach in for the arm-ring', 'reach for the key': taking it.
  { first: 'reach', then: ['for'], verb: 'take', particle: true },
  // 'plunge my hand into the saffron', 'thrust an arm into the bales': feeling inside is searching.
  { first: 'plunge', then: ['into', 'in'], verb: 'search', particle: true },
  { first: 'thrust', then: ['into', 'in'], verb: 'search', particle: true },
  { first: 'duck', then: ['under', 'beneath', 'behind'], verb: 'search', particle: true },
  // 'draw Sappho's songs from their pigeonhole', 'draw out the scroll': taking.
  { first: 'draw', then: ['from', 'out'], verb: 'take', particle: true },
  // 'throw myself flat', 'twist aside', 'dive clear', 'jump to the side': out of a blow's way.
  { first: 'throw', then: ['myself', 'yourself'], verb: 'defend', particle: true },
  { first: 'fling', then: ['myself'], verb: 'defend', particle: true },
  { first: 'twist', then: ['aside', 'away', 'sideways', 'clear'], verb: 'defend', particle: true },
  { first: 'dive', then: ['aside', 'away', 'sideways', 'clear', 'flat', 'side'], verb: 'defend', particle: true },
  { first: 'roll', then: ['aside', 'away', 'sideways', 'clear', 'side'], verb: 'defend', particle: true },
  { first: 'leap', then: ['aside', 'away', 'sideways', 'clear', 'back', 'side'], verb: 'defend', particle: true },
  { first: 'jump', then: ['aside', 'away', 'sideways', 'clear', 'back', 'way', 'side'], verb: 'defend', particle: true },
  { first: 'step', then: ['aside', 'sideways', 'clear', 'side'], verb: 'defend', particle: true },
  // 'let myself drop', 'let myself down': going down.
  { first: 'let', then: ['myself'], verb: 'climb', particle: true },
  { first: 'crawl', then: ['under', 'behind', 'beneath', 'between', 'among', 'underneath'], verb: 'search', particle: true },
  { first: 'pick', then: ['through'], verb: 'search', particle: true },
  { first: 'run', then: ['hand', 'hands', 'fingers'], verb: 'search', particle: true },
  { first: 'slip', then: ['hand', 'hands', 'fingers'], verb: 'search', particle: true },
  { first: 'put', then: ['hand', 'hands', 'fingers'], verb: 'search', particle: true },
  // 'stick my hand in the saffron pile', 'shove an arm into the bales': feeling inside is searching.
  { first: 'stick', then: ['hand', 'hands', 'fingers', 'arm'], verb: 'search', particle: true },
  { first: 'shove', then: ['hand', 'hands', 'fingers', 'arm'], verb: 'search', particle: true },
  { first: 'brush', then: ['aside', 'away', 'off', 'back'], verb: 'search', particle: true },
  { first: 'push', then: ['aside'], verb: 'search', particle: true },
  { first: 'move', then: ['aside'], verb: 'search', particle: true },
];
