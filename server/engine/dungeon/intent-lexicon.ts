/**
 * The words the intent parser reads by: who is spoken to, what a deed is done with, the words of places,
 * prices, cures and blows. Word lists only; intent.ts reads them.
 */
/** Words too common in the world's prose to tell one thing from another. */
export const PLAIN = new Set(['stone', 'great', 'long', 'old', 'one', 'two', 'still', 'last', 'night', 'dark', 'side', 'way', 'hand', 'hands', 'time', 'like', 'into', 'onto', 'upon', 'every', 'already', 'only', 'even', 'than', 'been', 'they', 'them', 'their', 'will', 'would', 'not', 'yet', 'once', 'where', 'when', 'what', 'here', 'there']);
/** Words that greet or call someone at the start of a sentence. */
export const GREETINGS = new Set(['howzit', 'oga', 'baba', 'mama', 'hi', 'hello', 'hey', 'yo', 'gday', 'howdy', 'hiya', 'heya', 'ahoy', 'greetings', 'excuse', 'sorry', 'oi', 'hail', 'sir', 'madam', 'maam', 'friend', 'mister', 'lady', 'father', 'brother', 'sister', 'master', 'mate', 'buddy', 'dude', 'guys', 'guards', 'soldier']);
/** Words of 'you': a sentence with one is said to someone. */
export const SECOND_PERSON = new Set(['you', 'your', 'youre', 'yours', 'u', 'ur', 'yourself']);
/** Asking leave to have a thing: 'can I have the fire?'. */
export const REQUEST = /\b(?:can|could) (?:you )?(?:give|sell|lend|show) me\b|^(?:can|could|may|might) i (?:have|get|borrow|buy|take) .*\b(?:from you|please)\b|^(?:can|could|may) i (?:have|get(?! past| by| through| out| in| up| down| away| across| over| around| round| behind| (?:her|him|them|it) (?:out|free|loose|down|up))|borrow|buy)\b/;
/** Words that make the word before them a person: 'the cup guy' is the cupbearer, 'the map lady' the cartographer. */
export const PERSON_WORDS = 'guy|man|woman|lady|fellow|chap|boy|girl|dude|person|bloke|gent|gentleman|lad|kid';
/** Words for a person, whoever it is: 'the man with the hammer', 'the lady', 'someone'. */
export const PERSON_NOUN_WORDS = new Set([...PERSON_WORDS.split('|'), 'men', 'women', 'people', 'one', 'someone', 'somebody']);
/** The first words of a question. */
export const QUESTION_WORDS = new Set(['who', 'whos', 'what', 'whats', 'where', 'why', 'how', 'which', 'is', 'are', 'can', 'could', 'do', 'does', 'will', 'would', 'should']);
/** A greeting that opens the sentence: 'Good morning!', 'Excuse me, ...', 'Pardon me, ...'. */
export const GREETING = /^\s*(?:(?:good )?(?:morning|evening|day|afternoon)|good night|excuse me|pardon me|pardon|greetings|well met|hello|hi|hey|g['’]?day|howdy|hiya|heya|ahoy|howzit)\b/i;
/** A word of address set off by commas anywhere: 'I say, sir, that bulb is not yours'. */
/** A group called before a question put to them: 'gentlemen, may I pass?'. */
export const GROUP_CALLED = /^\s*(?:(?:um+|uh+|erm|so)\s*,?\s*)?(?:(?:excuse me|pardon me|hey|oi)\s*,?\s*)?(?:gentlemen|gents|good sirs|sirs|lads|friends|fellows|ladies|my friends|good people|officers?|guards?|soldiers|watchmen|sentries)\s*[,!]/i;
export const CALLED = /(?:^|[,.!?])\s*(?:(?:now then|now|oi|oy|hey|well|right|listen|look here|here)\s+)?(?:sir|madam|ma'?am|miss|mister|friend|lad|lass|young man|old man|good sir|my friend|my good man|good man|my man|my good fellow|my dear fellow|my good woman|good woman|dear lady|my dear|my lady|my lord|father|brother|sister|señor|senor|mynheer|captain|soldier|guard|guards|uncle|aunty|auntie|aunt|bhai|bhaiya|didi|sahib|ji|boss|chief|kid|bro|mate|grandpa|grandma|granny)\s*(?:[,.!?]|$)/i;
/** Asking someone for something or to let one by: 'give me the map', 'let me pass', 'I am a friend'. */
export const REQUEST_TO = /^(?:please |kindly )?(?:give|hand|pass|sell|show|lend) me\b|\b(?:kindly|please) (?:allow|permit|let) (?:me|us)\b|^(?:gimme|lemme have|lemme pass|lemme through)\b|^(?:please )?let me (?:pass|past|through|in|go by|by|get past|go past|get by)\b|\b(?:i am|im|i m) (?:a |your |the )?(?:friend|scholar|historian|ally|not (?:an |your |the )?enemy|no enemy|here to help|on your side)\b|^(?:please )?(?:dont|do not) (?:worry|be afraid|fear|panic)\b|^(?:please )?give (?:(?:it|that|them|this|the \w+|my \w+|me) )?back\b|^(?:dont|do not|stop) (?:fight|attack|hurt|shoot|strike)\b|^(?:this|that|thats|it s|its) (?:is )?not\b/;
/** Words that place a deed ('..., well around the berserk'): a phrase with one is not a name called. */
export const PLACING = new Set(['around', 'past', 'behind', 'beside', 'toward', 'towards', 'near', 'through', 'across', 'under', 'over', 'into', 'onto', 'from', 'at', 'avoiding']);
/** Moving a thing into place: 'slide the bar into the brackets', 'drop it in the slot'. */
export const SETTING = new Set(['slide', 'slip', 'drop', 'push', 'shove', 'ease', 'lower', 'stick', 'jam', 'slam', 'fit', 'thread', 'feed', 'lay', 'rest']);
/** Meeting a blow: 'stop', 'turn aside', 'catch' (his sword). */
export const BLOCKING = new Set(['stop', 'turn', 'catch', 'knock', 'parry', 'block', 'deflect', 'ward', 'brace', 'bat', 'beat', 'push', 'sweep']);
/** What a foe strikes with. */
export const FOE_WEAPONS = new Set(['sword', 'blade', 'axe', 'club', 'spear', 'blow', 'blows', 'strike', 'swing', 'knife', 'dagger', 'mace', 'scimitar', 'sabre', 'saber', 'fist', 'punch', 'attack', 'thrust', 'cut', 'weapon', 'shield', 'claws', 'coils', 'fangs', 'bite', 'lunge']);
/** Taking something in: 'drink it', 'swig the jenever'. */
export const DRINKING = new Set(['drink', 'sip', 'quaff', 'eat', 'chug', 'gulp', 'swig']);
/** A cure by any name: 'use potion', 'drink a healing draught'. */
export const CURE_WORDS = new Set(['potion', 'potions', 'elixir', 'medicine', 'remedy', 'cure', 'tonic', 'healing', 'heal', 'health', 'hp', 'draught', 'restorative']);
/** Words of a price: 'bid a thousand guilders', 'pay him five silver'. */
export const MONEY_WORDS = new Set(['guilder', 'guilders', 'florin', 'florins', 'coin', 'coins', 'silver', 'gold', 'money', 'ducat', 'ducats', 'hundred', 'thousand', 'price', 'cash', 'tanga', 'tangas', 'dirham', 'dirhams']);
/** Verbs whose object is the instrument when an 'on' follows: 'use the ring on the door'. */
export const USING = new Set(['use', 'try', 'put', 'insert', 'fit', 'apply', 'stick', 'place', 'press', 'push', 'slot', 'jam', 'set', 'hold']);
export const ONTO = new Set(['on', 'in', 'into', 'onto', 'against', 'at']);
export const MOVEMENT_VERBS = new Set(['go', 'climb', 'sneak']);
/** Words for ways out in general: 'one of the lanes'. */
export const WAY_NOUNS = new Set(['way', 'lane', 'road', 'door', 'path', 'exit', 'street', 'passage', 'direction', 'route', 'gate', 'stair', 'alley', 'tunnel']);
/** Words of turning back: 'go back', 'run away', 'retreat'. */
export const BACK = new Set(['back', 'away', 'flee', 'retreat', 'return', 'run', 'escape', 'leave']);
/** Words of handing something over: 'give him the herring', 'trade the pass for the key', 'buy the sword'. */
export const OFFERING = new Set(['give', 'hand', 'offer', 'trade', 'pay', 'swap', 'exchange', 'barter', 'bargain', 'buy', 'bid', 'purchase', 'present', 'deliver', 'sell', 'use', 'show']);

/** A clause that opens with someone else or with what is there describes the scene: 'he's swinging at me', 'there's a box'. */
export const DESCRIBING = new Set(['he', 'she', 'they', 'hes', 'shes', 'theyre', 'there', 'theres', 'someone', 'somebody', 'something', 'somethings', 'its']);

/** What the player saw or found, told before the deed: 'I saw something shiny', 'I found your cloak'. */
export const NOTICING = new Set(['saw', 'see', 'spot', 'spotted', 'notice', 'noticed', 'found', 'heard', 'hear', 'think', 'thought', 'bet', 'love', 'like', 'adore']);

/** Where a thing is tucked away, not in plain view: 'between the bales', 'under the table'. */
export const TUCKED = new Set(['between', 'under', 'beneath', 'underneath', 'behind', 'among', 'amongst']);

/** Words of letting a captive go, asked of whoever holds them: 'let him out', 'release the gardener'. */
export const RELEASING = new Set(['let', 'release', 'free', 'unlock', 'out', 'go']);

/** Words that open a noun phrase: a name after them is talked about, not called ('who is the crossbow guy?'). */
export const ARTICLE_WORDS = new Set(['is', 'are', 'was', 'were', 's', 'be', 'the', 'a', 'an', 'that', 'this', 'those', 'these', 'my', 'his', 'her', 'their', 'your', 'some', 'of', 'about', 'with', 'to', 'at', 'for']);

/** Getting out of a blow's way, wherever to: 'duck beneath his sword', 'sidestep behind the column'. */
export const DUCKING = new Set(['duck', 'dodge', 'sidestep', 'weave', 'evade']);
