/**
 * Words that mean the same deed at a Memory's moment, in groups: a typed choice and a branch meet when
 * they share a word or a meaning ('I tell them the truth' and 'Stay and speak with whoever is coming').
 * A word may carry several meanings ('strike' a bell, 'strike' a man). Words are matched by their stem
 * (choice-match.ts), so one form of each is enough.
 */
export const MEANINGS: Record<string, string[]> = {
  hide: ['hide', 'conceal', 'cover', 'stash', 'bury', 'tuck', 'secret', 'hidden', 'shelter', 'disguise', 'out of sight', 'keep it safe'],
  speak: [
    'speak', 'talk', 'say', 'tell', 'ask', 'answer', 'greet', 'chat', 'converse', 'discuss', 'explain', 'truth', 'honest', 'honesty',
    'admit', 'confess', 'word', 'words', 'voice', 'reason', 'negotiate', 'parley', 'listen', 'hear', 'meet', 'face', 'confront',
  ],
  persuade: ['persuade', 'convince', 'reason', 'plead', 'argue', 'beg', 'appeal', 'bargain', 'deal', 'negotiate', 'talk him', 'change his mind', 'stop him'],
  flee: [
    'flee', 'run', 'escape', 'leave', 'away', 'bolt', 'retreat', 'hurry', 'rush', 'dash', 'sail', 'row', 'boat', 'gondola', 'window',
    'get out', 'slip out', 'sneak out', 'back door',
  ],
  give: ['give', 'hand', 'surrender', 'deliver', 'yield', 'trade', 'exchange', 'sell', 'relinquish', 'handover', 'turn over', 'let him have'],
  offer_self: ['offer', 'sacrifice', 'instead', 'myself', 'my own', 'mine', 'volunteer', 'self', 'in her place'],
  pay: ['pay', 'price', 'payment', 'trade', 'exchange', 'buy', 'cost'],
  refuse: ['refuse', 'decline', 'deny', 'reject', 'haggle', 'bargain', 'won t pay', 'no deal', 'counteroffer', 'counter offer'],
  break: ['break', 'shatter', 'smash', 'destroy', 'crack', 'ruin', 'wreck', 'throw', 'drop', 'pieces', 'hammer'],
  look: ['look', 'gaze', 'stare', 'peer', 'see', 'watch', 'observe', 'glance', 'examine', 'inspect', 'study', 'reflection'],
  read: ['read', 'study', 'learn', 'decipher', 'word', 'words', 'page', 'ledger', 'writing', 'written', 'name'],
  save: ['save', 'rescue', 'protect', 'preserve', 'guard', 'keep', 'shield', 'salvage', 'smother', 'extinguish'],
  extinguish: ['extinguish', 'smother', 'douse', 'quench', 'beat out', 'put out', 'stamp', 'water', 'bank', 'kill the fire', 'snuff'],
  follow: ['follow', 'track', 'trail', 'chase', 'pursue', 'trace', 'after', 'footprints', 'footsteps', 'lead', 'where it goes', 'tail'],
  seal: ['seal', 'close', 'shut', 'block', 'lock', 'bar', 'brick up', 'stop up', 'cap'],
  ring: ['ring', 'toll', 'chime', 'sound', 'bell', 'peal', 'strike the bell', 'clang'],
  catch: ['catch', 'trap', 'capture', 'collect', 'gather', 'jar', 'jars', 'skep', 'skeps', 'bottle', 'net', 'contain'],
  let_go: ['let', 'release', 'allow', 'permit', 'abandon', 'give up', 'accept', 'let go', 'let it go', 'leave it'],
  draw: ['draw', 'redraw', 'map', 'chart', 'sketch', 'ink', 'paint', 'mark', 'pen', 'quill', 'coastline'],
  call: ['call', 'summon', 'shout', 'cry', 'yell', 'name', 'invoke', 'beckon', 'hail'],
  help: ['help', 'aid', 'assist', 'support', 'together', 'join', 'alongside', 'with her', 'side by side'],
  send: ['send', 'dispatch', 'ahead', 'first', 'scout'],
  together: ['village', 'everyone', 'together', 'whole', 'people', 'community', 'townsfolk', 'villagers', 'everybody'],
  light: ['light', 'lamp', 'lighthouse', 'flame', 'beacon', 'lantern', 'glow'],
  stay: ['stay', 'remain', 'wait', 'hold', 'stand', 'hold ground'],
  fight: ['fight', 'attack', 'hit', 'resist', 'defy', 'struggle', 'wrestle', 'grab him', 'stop him'],
  below: ['down', 'below', 'beneath', 'under', 'deeper', 'descend', 'underground', 'cellar', 'stairs'],
  home: ['home', 'return', 'belong', 'go back'],
  join: ['join', 'attach', 'connect', 'unite', 'bind', 'add', 'onto the coast', 'for good'],
};
