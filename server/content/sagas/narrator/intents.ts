/** The intents the authored narrator hears in a player's text, by keywords (stems, as choice matching uses). */
export type Intent = 'look' | 'speak' | 'fight' | 'flee' | 'search' | 'use' | 'rest' | 'wander';

export const INTENT_WORDS: Record<Exclude<Intent, 'wander'>, readonly string[]> = {
  look: ['look', 'examin', 'inspect', 'watch', 'observ', 'study', 'read', 'peer', 'gaze', 'listen', 'smell', 'see', 'stare'],
  speak: ['talk', 'speak', 'ask', 'say', 'tell', 'call', 'greet', 'shout', 'whisper', 'question', 'answer', 'persuad', 'convinc', 'negotiat', 'lie', 'sing'],
  fight: ['fight', 'attack', 'strik', 'hit', 'punch', 'sword', 'shoot', 'kill', 'stab', 'defend', 'wrestl', 'charg', 'kick', 'duel', 'slash'],
  flee: ['run', 'flee', 'escap', 'hid', 'retreat', 'leav', 'sneak', 'duck', 'dodg', 'away'],
  search: ['search', 'find', 'dig', 'rummag', 'explor', 'check', 'investigat', 'hunt', 'seek', 'track', 'follow'],
  use: ['use', 'light', 'give', 'throw', 'drink', 'eat', 'play', 'pull', 'push', 'climb', 'take', 'pick', 'wear', 'ring', 'open', 'unlock', 'turn'],
  rest: ['wait', 'rest', 'sleep', 'sit', 'pray', 'think', 'remember', 'meditat', 'camp'],
};
