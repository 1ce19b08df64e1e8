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

export const VERB_WORDS: Record<Verb, string[]> = {
  go: ['go', 'walk', 'move', 'head', 'run', 'travel', 'proceed', 'enter', 'return', 'leave', 'exit', 'cross', 'follow', 'step', 'flee', 'retreat', 'swim', 'wade', 'ride', 'hurry'],
  climb: ['climb', 'scale', 'ascend', 'descend', 'jump', 'leap', 'vault', 'clamber', 'reach'],
  sneak: ['sneak', 'creep', 'tiptoe', 'slip', 'hide', 'evade', 'avoid', 'skulk'],
  search: ['search', 'rummage', 'explore', 'scour', 'comb', 'forage', 'dig', 'hunt', 'ransack'],
  examine: ['examine', 'inspect', 'study', 'read', 'check', 'observe', 'view', 'peer', 'scrutinize', 'scrutinise', 'analyse', 'analyze', 'investigate', 'decipher', 'touch', 'feel', 'smell', 'listen', 'translate', 'describe'],
  take: ['take', 'grab', 'get', 'pick', 'collect', 'loot', 'snatch', 'pocket', 'steal', 'lift', 'gather', 'retrieve', 'obtain', 'acquire', 'seize'],
  use: ['use', 'apply', 'put', 'place', 'insert', 'light', 'unlock', 'pour', 'show', 'give', 'offer', 'wave', 'throw', 'play', 'hold', 'raise', 'ring', 'burn', 'turn', 'set', 'drink', 'eat', 'fit', 'combine', 'present'],
  open: ['open', 'force', 'pry', 'prise', 'break', 'smash', 'push', 'pull', 'kick', 'bash', 'shove', 'lift'],
  attack: ['attack', 'fight', 'hit', 'stab', 'slash', 'kill', 'swing', 'punch', 'shoot', 'charge', 'smite', 'lunge', 'duel', 'battle', 'thrust', 'wrestle', 'strike'],
  defend: ['defend', 'block', 'parry', 'dodge', 'brace', 'shield', 'guard', 'deflect', 'duck'],
  talk: ['talk', 'speak', 'ask', 'greet', 'say', 'tell', 'chat', 'question', 'call', 'shout', 'persuade', 'convince', 'negotiate', 'plead', 'bargain', 'reason', 'hail', 'whisper', 'calm', 'parley'],
  free: ['free', 'rescue', 'release', 'untie', 'unchain', 'save', 'liberate', 'unshackle', 'unbind'],
  look: ['look', 'glance', 'survey'],
  help: ['help', 'hint', 'hints', 'commands', 'options'],
  inventory: ['inventory', 'satchel', 'backpack', 'bag', 'pack'],
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
