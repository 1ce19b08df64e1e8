/**
 * Haarlem, February 1637: the week the tulip market broke. Structured: eight rooms around the Grote Markt.
 * The Semper Augustus has been stolen from Adriaen Pauw's garden at Heemstede and the price will not stop
 * climbing; plant it back in its bed before the bells ring noon, and let the bubble burst as history says.
 * Route: quay (skates) → market (herring) → Hals (sketch) → counting-house (notary's key, the gardener,
 * the garden key) → the Heemstede road (the bulb-runner) → Pauw's garden.
 */
import type { DungeonSeed } from '../dungeon-types';

export const tulipHaarlem: DungeonSeed = {
  dungeon_id: 'tulip-haarlem',
  name: 'The Tulip That Broke Haarlem',
  description:
    'Haarlem, the first week of February 1637. In the tavern of the Young Marksman the florists are auctioning bulbs they have ' +
    'never seen for houses they do not own. In the histories you know, one morning nobody bids, and the madness ends. In this ' +
    'timeline the most famous bulb in the world, a Semper Augustus, has been stolen, and while it is loose the price climbs by the ' +
    'hour. By noon it will be worth more than the Republic. Find it, Historian, and put it back in the ground.',
  art: 'timeline-haarlem',
  creator: 'lantern-guild',
  is_premium: false,
  type: 'structured',
  actions: 60,
  start: 'spaarne-quay',
  trackers: [
    { key: 'health', name: 'Health', icon: 'tracker-heart', description: 'Bruises, falls and a cutpurse\'s knife. At zero, the timeline keeps you.', start: 10, max: 10, fatalAtZero: true },
    { key: 'warmth', name: 'Warmth', icon: 'tracker-flame', description: 'The wind off the frozen polders takes it; every hearth gives some back. At zero, the cold takes you.', start: 12, max: 12, fatalAtZero: true, recovers: 1 },
  ],
  rooms: [
    {
      key: 'spaarne-quay',
      name: 'The Frozen Spaarne',
      description:
        'The river Spaarne is frozen hard enough for a market, and the whole town is on it: skaters with their hands behind their backs, ' +
        'a sledge of peat, children sliding on their bellies. A windmill turns slowly on the far bank. West, a tavern door spills warm ' +
        'light; north, a lane climbs to the Grote Markt; south, the ice runs out toward Heemstede. On a bollard sits a sailor just in ' +
        'from the Indies.',
      stateNotes: [
        { when: { not_given: 'sailor' }, text: 'He is peeling what he believes is an onion.' },
        { when: [{ given: 'sailor' }, { taken: 'herring' }], text: 'He is eating your herring with great ceremony.' },
      ],
      exits: [
        { to: 'tavern', label: 'the tavern door to the west', aliases: ['west', 'tavern', 'door', 'marksman', 'inn', 'bar', 'pub'] },
        { to: 'grote-markt', label: 'the lane north to the Grote Markt', aliases: ['north', 'lane', 'markt', 'market', 'square'] },
        { to: 'heemstede-road', label: 'the ice south toward Heemstede', aliases: ['south', 'heemstede', 'ice', 'river', 'road'] },
      ],
      items: [
        { key: 'skates', name: 'Pair of Bone Skates', icon: 'item-skates', aliases: ['skates', 'skate', 'bone skates'], publicDescription: 'Horse-bone skates with leather thongs. On thin ice a skater is faster than the crack.' },
      ],
      characters: [
        {
          key: 'sailor',
          name: 'the Hungry Sailor',
          icon: 'npc-sailor',
          aliases: ['sailor', 'seaman', 'hungry sailor', 'man'],
          lines: [
            { when: { not_given: 'sailor' }, text: 'Six months on salt pork, and the first onion I find in Holland is as hard as a musket ball. Have you any herring, friend? A man cannot live on onion alone.' },
            { when: { not_taken: 'semper-augustus' }, text: 'A thief ran past me an hour ago with something in a velvet bag, skating south like the devil was grading his form.' },
            { when: [{ given: 'sailor' }, { taken: 'herring' }], text: 'That onion tasted of money, friend. This herring tastes of herring. I know which I prefer.' },
            'Cold enough to freeze the Spaarne and the price of bread. Not the price of tulips, though.',
          ],
          gives: {
            item: 'bulb-viceroy',
            requires: 'herring',
            line: 'A herring! Here — have the onion. It tastes of money, which is a strange thing for an onion to taste of.',
            text: 'The sailor swaps you the half-peeled "onion" for your herring. It is a Viceroy bulb, worth a canal house, with one bite out of it.',
          },
        },
      ],
      features: [
        { key: 'windmill', name: 'windmill', aliases: ['windmill', 'mill', 'sails'], description: 'A grain mill with patched sails, turning in the wind off the polders. Its miller has sold his next three harvests for half a tulip.' },
        {
          key: 'skaters',
          name: 'skaters',
          aliases: ['skaters', 'children', 'sledge', 'crowd'],
          description: 'Half Haarlem on the ice.',
          stateNotes: [{ when: { not_taken: 'skates' }, text: 'A boy has left his bone skates on the bank while he slides on his stomach; he will not need them for an hour.' }],
        },
      ],
    },
    {
      key: 'tavern',
      name: 'The Tavern of the Young Marksman',
      description:
        'Pipe smoke, wet wool and shouting. This is the college of the florists: men in good coats writing promises on slates for bulbs ' +
        'still asleep in the ground. A chalk board lists prices that change while you read them. At the auction table the auctioneer ' +
        'bangs his gavel at nobody in particular. A fire roars.',
      stateNotes: [{ when: { not_taken: 'jenever' }, text: 'A tot of jenever stands forgotten on the mantel.' }],
      exits: [{ to: 'spaarne-quay', label: 'the door back to the quay', aliases: ['door', 'quay', 'east', 'river', 'out'] }],
      items: [
        { key: 'jenever', name: 'Tot of Jenever', icon: 'item-jenever', aliases: ['jenever', 'gin', 'tot', 'drink', 'glass'], publicDescription: 'Juniper spirit, Dutch courage. Drink it to recover 5 warmth.', restores: { tracker: 'warmth', amount: 5 }, consumable: true },
        { key: 'bulb-admiral', name: 'Admiral van der Eijck Bulb', icon: 'item-bulb', aliases: ['admiral', 'bulb', 'eijck'], hidden: { feature: 'auction-table' }, publicDescription: 'A red-flamed Admiral, dropped under the auction table by a florist too drunk to notice. One of three.' },
      ],
      characters: [
        {
          key: 'auctioneer',
          name: 'Cornelis the Auctioneer',
          icon: 'npc-auctioneer',
          aliases: ['cornelis', 'auctioneer', 'florist', 'florists'],
          lines: [
            { when: { not_taken: 'semper-augustus' }, text: 'Do I hear four thousand guilders for a Semper Augustus? I hear four thousand! I hear — the bulb is missing? Five thousand, then: rarer!' },
            'Nobody bids on a bulb they can see, friend. That would be vulgar. We bid on the promise of a bulb. The promise is much safer.',
            { when: { not_taken: 'jenever' }, text: 'If the Augustus goes back in the ground, the price goes back to earth, and so do we. I hope you fail. I also hope you succeed. Have some jenever.' },
            { when: { taken: 'jenever' }, text: 'If the Augustus goes back in the ground, the price goes back to earth, and so do we. I hope you fail. I also hope you succeed.' },
          ],
        },
      ],
      features: [
        { key: 'price-board', name: 'price board', aliases: ['board', 'prices', 'chalk', 'slate', 'slates'], description: 'Semper Augustus: 5,500 guilders. The chalk squeaks: 6,000. A Viceroy is worth two lasts of wheat, four of rye, four fat oxen, eight pigs, twelve sheep, two hogsheads of wine, four tuns of beer, two tons of butter, a thousand pounds of cheese, a bed, a suit of clothes and a silver drinking-cup. Someone has written it all out.' },
        {
          key: 'auction-table',
          name: 'auction table',
          aliases: ['table', 'auction', 'gavel', 'floor'],
          description: 'Scarred oak, wet with beer. Underneath, pipe ends and a lost shoe.',
          stateNotes: [{ when: { not_taken: 'bulb-admiral' }, text: 'Among them, something round and papery: a bulb.' }],
        },
        { key: 'fire', name: 'fire', aliases: ['fire', 'hearth', 'fireplace', 'mantel'], description: 'A fire worth standing beside. You feel your fingers again.' },
      ],
    },
    {
      key: 'grote-markt',
      name: 'The Grote Markt',
      description:
        'The great square is white with trodden snow. Stalls sell salt fish, peat and bulbs in paper twists. Above everything rises the ' +
        'church of Saint Bavo, its tower door open; to the east a counting-house with a notary\'s brass plate; to the west a narrow door ' +
        'with paint on the step.',
      stateNotes: [{ when: { not_gone: 'cutpurse' }, text: 'A thin man in a too-good coat is working the crowd with quick fingers.' }],
      exits: [
        { to: 'spaarne-quay', label: 'the lane south to the quay', aliases: ['south', 'lane', 'quay', 'river'] },
        { to: 'st-bavo', label: 'the tower door of Saint Bavo', aliases: ['church', 'tower', 'bavo', 'saint bavo', 'bell tower'] },
        { to: 'counting-house', label: 'the counting-house to the east', aliases: ['east', 'counting-house', 'counting', 'notary', 'house'] },
        { to: 'hals-studio', label: 'the painted door to the west', aliases: ['west', 'painted door', 'studio', 'hals', 'painter'] },
      ],
      items: [
        { key: 'herring', name: 'Pickled Herring', icon: 'item-herring', aliases: ['herring', 'fish', 'pickled'], publicDescription: 'A silver herring from the fish stall, pickled, with onion. The fishwife says it is free to anyone who looks that cold.' },
      ],
      foes: [
        {
          key: 'cutpurse',
          name: 'Kees the Cutpurse',
          icon: 'npc-cutpurse',
          aliases: ['kees', 'cutpurse', 'thief', 'pickpocket', 'thin man'],
          description: 'A thin man in a coat three sizes too fine for him, his fingers in somebody else\'s pocket. A bulb in a paper twist sticks out of his own.',
          hp: 2,
          defense: 11,
          attack: 11,
          damage: 1,
          awareness: 11,
          lines: ['A bulb? What bulb? This is an onion. Everybody knows that.'],
          parley: { skill: 'Persuasion', difficulty: 12, success: 'You tell Kees the watch is coming and that bulbs will be worth nothing by Friday. He believes the second part, throws you the bulb and runs.', failure: 'Kees laughs, and his knife tells you he is not interested in economics.', onFail: { damage: 1 } },
          defeatedText: 'Kees drops his paper twist and vanishes into the crowd, a little lighter.',
          drops: ['bulb-general'],
        },
      ],
      features: [
        {
          key: 'fish-stall',
          name: 'fish stall',
          aliases: ['stall', 'stalls', 'fishwife', 'herring stall'],
          description: 'Barrels of brine and a fishwife with forearms like a blacksmith.',
          stateNotes: [
            { when: { not_taken: 'herring' }, text: 'She is giving away the last of her herring to anyone with a blue nose.' },
            { when: { taken: 'herring' }, text: 'Her last herring went to you; she is scrubbing the board.' },
          ],
        },
        { key: 'bulb-stall', name: 'bulb stall', aliases: ['bulbs', 'twists', 'paper twists', 'bulb stall'], description: 'Bulbs in paper twists, each with a drawing of the flower it swears it will become. The prices are written in a hand that shakes.' },
      ],
    },
    {
      key: 'hals-studio',
      name: 'The Studio of Frans Hals',
      description:
        'A cold room with a north window and a very warm painter. Frans Hals is at his easel, painting a laughing old woman with an owl ' +
        'on her shoulder in strokes so fast they look like weather. Half-finished militia captains lean against every wall, all of them ' +
        'looking slightly drunk. The painter looks you up and down as if deciding on the colour.',
      exits: [{ to: 'grote-markt', label: 'the painted door to the square', aliases: ['door', 'square', 'markt', 'market', 'east'] }],
      characters: [
        {
          key: 'hals',
          name: 'Frans Hals',
          icon: 'npc-hals',
          aliases: ['frans', 'hals', 'painter', 'artist'],
          lines: [
            {
              when: { not_given: 'hals' },
              text: 'Stand still. No — stand as you were, with that face. You look like a man who has just been told the price of a tulip. The thief? I saw him from this window, skating south with his bag. I never forget a face; I charge for them. Here, have this one free.',
            },
            'Go. Tell them Hals drew it. Nobody will believe a painter, but everybody believes a picture.',
            'Stand still. No — as you were. I have nearly got the nose.',
          ],
          gives: {
            item: 'thief-sketch',
            text: 'Hals tears a leaf from his sketchbook: six quick lines, and there is the thief, bag on his shoulder, skating south.',
          },
        },
      ],
      features: [
        { key: 'easel', name: 'easel', aliases: ['easel', 'painting', 'owl', 'old woman', 'babbe', 'malle babbe'], description: 'Malle Babbe, the madwoman of Haarlem, laughing with a tankard and an owl. The paint is still wet. You will see this picture in Berlin one day and remember the smell of the room.' },
        { key: 'captains', name: 'militia captains', aliases: ['captains', 'militia', 'portraits', 'canvases'], description: 'The officers of the civic guard, caught mid-toast. One of them is holding his glass exactly the way the auctioneer holds his gavel.' },
      ],
    },
    {
      key: 'st-bavo',
      name: 'The Tower of Saint Bavo',
      description:
        'A ladder and a stair and a ladder again, iced where the snow blew in, up to the bell chamber. From the louvres you can see ' +
        'the whole of Holland laid out in white: the frozen Spaarne, the windmills, the dunes, and the long road south to Heemstede.',
      stateNotes: [{ when: { not_gone: 'bulb-runner' }, text: 'On that road a single dark figure is skating.' }],
      milestone: 'From the tower of Saint Bavo you see the whole timeline at once. The Sanctum marks your passage: Free Resurrection for Subscribers.',
      hazard: {
        key: 'icy-ladder',
        name: 'an icy ladder',
        kind: 'skill',
        check: { skill: 'Athletics', difficulty: 11, success: 'You climb with three points of contact, as your grandmother would have wanted.', failure: 'A rung of ice sends you down three rungs onto your knees.', onFail: { damage: 1 } },
      },
      drain: { tracker: 'warmth', amount: 1, text: 'The wind comes through the louvres like a blade.' },
      exits: [{ to: 'grote-markt', label: 'the tower stair down', aliases: ['stair', 'down', 'ladder', 'square', 'markt'] }],
      items: [
        { key: 'spyglass', name: 'Bell-Ringer\'s Spyglass', icon: 'item-spyglass', aliases: ['spyglass', 'glass', 'telescope', 'lens'], publicDescription: 'A Dutch spyglass, new-fangled and a little blurry, left by the bell-ringer who watches for fires. +1 to skill checks while you carry it.', bonus: { skill: 1 } },
      ],
      features: [
        { key: 'bells', name: 'bells', aliases: ['bell', 'bells', 'great bell', 'roeckenbel'], description: 'The great bell that rings noon. When it does, the price of the Semper Augustus is to be settled for good: nobody can afford it, so nobody will ever afford anything again.' },
        { key: 'view', name: 'view of Holland', aliases: ['view', 'louvres', 'holland', 'polders', 'road', 'figure', 'skaters', 'country', 'countryside', 'landscape'], description: 'South, the Heemstede road runs between the polders to a garden wall.', use: { item: 'spyglass', text: 'Through the blurry lens the Heemstede road leaps close: ditches ruled straight across the polders, a windmill turning, and at the road\'s end the wall of the Pauw garden, its gate, the bare beds behind it.' }, stateNotes: [{ when: [{ not_gone: 'bulb-runner' }, { not_taken: 'semper-augustus' }], text: 'A skater with a velvet bag has stopped at the wall, as if waiting for somebody to bid.' }] },
      ],
    },
    {
      key: 'counting-house',
      name: 'The Notary\'s Counting-House',
      description:
        'Ledgers to the ceiling and a notary in a black cap writing contracts for bulbs as fast as the florists can invent them. A coat ' +
        'that smells of earth hangs on a peg by the door.',
      stateNotes: [
        { when: { not_freed: 'pieter' }, text: 'In an iron-barred strongroom at the back a gardener in muddy boots is shouting that he is innocent.' },
        { when: { freed: 'pieter' }, text: 'The strongroom at the back stands open; Pieter the gardener is warming his hands at the notary\'s stove.' },
      ],
      exits: [{ to: 'grote-markt', label: 'the door to the square', aliases: ['door', 'square', 'markt', 'west', 'out'] }],
      items: [
        { key: 'garden-key', name: 'Key to Pauw\'s Garden', icon: 'item-key', aliases: ['garden key', 'key'], hidden: { feature: 'coat-peg' }, publicDescription: 'A long iron key with a tulip worked into its bow: the gate of Adriaen Pauw\'s garden at Heemstede.' },
      ],
      characters: [
        {
          key: 'notary',
          name: 'the Notary',
          icon: 'npc-notary',
          aliases: ['notary', 'clerk', 'black cap', 'lawyer'],
          lines: [
            { when: [{ not_given: 'notary' }, { not_freed: 'pieter' }], text: 'The gardener stays in the strongroom until someone proves another man stole the Augustus. I am a notary. I require proof, in writing, in ink, ideally in triplicate.' },
            'Contract, contract, contract. Do you know what a tulip is, Historian? A contract with a flower painted on it.',
          ],
          gives: {
            item: 'strongroom-key',
            requires: 'thief-sketch',
            kept: true,
            line: 'A drawing by Frans Hals? It is not ink, but it is better than ink. Here is the strongroom key. Do not tell the florists I believed a picture.',
            text: 'The notary studies the sketch, sighs, hands it back, and gives you the strongroom key on a ribbon of red tape.',
          },
        },
        {
          key: 'pieter',
          name: 'Pieter the Gardener',
          icon: 'npc-gardener',
          aliases: ['pieter', 'gardener', 'prisoner', 'strongroom', 'bars', 'cell', 'man in boots'],
          lines: [
            { when: { not_freed: 'pieter' }, text: 'I grew that bulb for six years! Why would I steal what I can have in the spring for nothing?' },
            { when: [{ freed: 'pieter' }, { not_taken: 'garden-key' }], text: 'Free! The key of the garden is in my coat, on the peg. Plant it in the bed by the mirrors, the warm one — the Augustus sulks in the cold.' },
            { when: [{ freed: 'pieter' }, { taken: 'garden-key' }], text: 'You have my key. Plant the Augustus in the bed by the mirrors, the warm one — it sulks in the cold.' },
            { when: { freed: 'pieter' }, text: 'Go! Noon comes whether we are ready or not.' },
          ],
          captive: {
            requires: 'strongroom-key',
            check: { skill: 'Sleight of Hand', difficulty: 15, success: 'The strongroom lock is Dutch and honest; your hairpin is neither. It opens.', failure: 'The lock will not be picked by a stranger. The notary tuts.' },
            captiveText: 'Pieter the gardener is locked in the strongroom.',
            keyText: 'The strongroom key turns.',
            freedText: 'Pieter stamps out in his muddy boots and embraces you, and then the notary, who did not want to be embraced.',
          },
        },
      ],
      features: [
        {
          key: 'coat-peg',
          name: 'coat on the peg',
          aliases: ['coat', 'peg', 'pocket', 'gardener\'s coat'],
          description: 'A coat of brown wool, smelling of earth.',
          stateNotes: [{ when: { not_taken: 'garden-key' }, text: 'In the pocket, a long iron key with a tulip worked into its bow.' }],
        },
        { key: 'ledgers', name: 'ledgers', aliases: ['ledgers', 'contracts', 'books', 'ceiling'], description: 'Contracts for bulbs that were sold eleven times before anyone dug them up. The same Viceroy is owned by four men, a widow and a boy of nine.' },
      ],
      searchEmpty: 'Only contracts, and all of them promises.',
    },
    {
      key: 'heemstede-road',
      name: 'The Heemstede Road',
      description:
        'South of the town the road is a frozen dike between white polders, with the wind coming straight from Greenland. The river ' +
        'ice beside it is grey and thin. Ahead rises a high garden wall.',
      stateNotes: [
        { when: { not_gone: 'bulb-runner' }, text: 'Before it, a young man with a long nose and a velvet bag is stamping his feet and watching the road for a buyer.' },
        { when: { gone: 'bulb-runner' }, text: 'The runner\'s tracks wander back toward town.' },
      ],
      drain: { tracker: 'warmth', amount: 1, text: 'The polder wind finds every gap in your coat.' },
      hazard: {
        key: 'thin-ice',
        name: 'thin ice',
        kind: 'skill',
        avoidedBy: 'skates',
        avoidedText: 'You skate over the grey ice faster than it can crack, as the Dutch do.',
        check: { skill: 'Athletics', difficulty: 12, success: 'The ice cracks behind you like a pistol shot, but you are already off it.', failure: 'The ice gives way and you go in to the knees. The cold is like a slap.', onFail: { tracker: { key: 'warmth', delta: -4 } } },
      },
      exits: [
        { to: 'spaarne-quay', label: 'the ice north to the town', aliases: ['north', 'town', 'haarlem', 'quay', 'ice'] },
        {
          to: 'pauw-garden',
          label: 'the garden gate',
          aliases: ['gate', 'garden', 'wall', 'pauw', 'south'],
          locked: {
            item: 'garden-key',
            check: { skill: 'Athletics', difficulty: 15, success: 'You find the one place the wall is lower and drop over into the snow.', failure: 'The wall is taller than it looked and topped with broken glass. You come down the wrong side of it: this side.', onFail: { damage: 1 } },
            text: 'The garden gate is locked: iron bars worked with tulips.',
            unlockText: 'Pieter\'s key turns the lock of the tulip gate.',
          },
        },
      ],
      foes: [
        {
          key: 'bulb-runner',
          name: 'the Bulb-Runner',
          icon: 'npc-bulb-runner',
          aliases: ['runner', 'bulb-runner', 'thief', 'young man', 'long nose', 'skater'],
          description: 'A florist\'s apprentice with a long nose, a velvet bag and the eyes of a man who has just been offered a city for what is in it.',
          hp: 3,
          defense: 12,
          attack: 11,
          damage: 2,
          blocks: ['pauw-garden'],
          awareness: 12,
          lines: ['Stand back! I have been offered the town of Hoorn for this bag, and I mean to take it before noon.'],
          parley: { skill: 'Persuasion', difficulty: 13, success: 'You tell him that by Friday nobody in Holland will give him a herring for it. He looks at the bag, and at the road back to town, and for the first time he looks cold. He hands you the bag.', failure: 'He will not hear a word against the price of tulips. He hears your nose instead, with his fist.', onFail: { damage: 1 } },
          defeatedText: 'The runner slips, sits down hard on the ice, and lets go of the bag. He skates away with nothing, which is what he will be worth on Friday.',
          drops: ['semper-augustus'],
        },
      ],
    },
    {
      key: 'pauw-garden',
      name: 'The Garden of Adriaen Pauw',
      description:
        'Behind the wall is a garden like a cabinet of curiosities, asleep under snow. In its middle, a little pavilion of mirrors, so ' +
        'that one tulip in spring looks like a hundred. Beside it a single bed has been dug and left open, warm with manure, waiting.',
      exits: [{ to: 'heemstede-road', label: 'the garden gate to the road', aliases: ['gate', 'road', 'north', 'out'] }],
      features: [
        {
          key: 'flower-bed',
          name: 'open flower bed',
          aliases: ['bed', 'flower bed', 'ground', 'earth', 'soil', 'hole', 'warm bed'],
          description: 'Dark earth, dug and waiting, warm to the hand. A bulb planted here tonight would flower red and white in May, and be worth, by then, exactly a flower.',
          use: { item: 'semper-augustus', text: 'You kneel in the snow and press the Semper Augustus into the warm earth, and cover it. Far off, Saint Bavo rings noon. In the tavern of the Young Marksman the auctioneer calls for a bid, and nobody answers.', consumes: true },
        },
        { key: 'mirrors', name: 'pavilion of mirrors', aliases: ['mirrors', 'pavilion', 'cabinet', 'mirror'], description: 'Mirrors set at angles so that a single bed of tulips is multiplied into a field. A rich man\'s trick, and a good one: it makes a garden look like a market.' },
      ],
    },
  ],
  items: [
    { key: 'bulb-viceroy', name: 'Viceroy Bulb', icon: 'item-bulb', aliases: ['viceroy', 'onion', 'bulb'], publicDescription: 'A Viceroy, purple-flamed, worth a canal house. There is a bite out of it. One of three.' },
    { key: 'bulb-general', name: 'General of Generals Bulb', icon: 'item-bulb', aliases: ['general', 'generals', 'bulb', 'twist'], publicDescription: 'A General of Generals of Gouda in a paper twist, lifted from Kees the Cutpurse. One of three.' },
    { key: 'thief-sketch', name: 'Sketch by Frans Hals', icon: 'item-sketch', aliases: ['sketch', 'drawing', 'leaf', 'picture', 'hals'], publicDescription: 'Six lines of charcoal by Frans Hals: the thief, skating, bag in hand. Better than a confession. +1 to persuasion while carried.', bonus: { skill: 1 } },
    { key: 'strongroom-key', name: 'Strongroom Key', icon: 'item-key', aliases: ['strongroom key', 'key', 'ribbon'], publicDescription: 'The notary\'s strongroom key, on a ribbon of red tape.' },
    { key: 'semper-augustus', name: 'Semper Augustus Bulb', icon: 'item-semper', aliases: ['semper augustus', 'augustus', 'semper', 'bulb', 'bag', 'velvet bag'], publicDescription: 'The most famous bulb in the world, in a velvet bag: red flames on white, when it flowers. Today it is worth more than Haarlem. Tomorrow, a flower.' },
  ],
  missions: [
    { key: 'thb-rescue', description: 'Rescue: free Pieter the gardener, locked in the strongroom for a theft he did not commit.', rule: { type: 'rescue', character: 'pieter' } },
    { key: 'thb-bulbs', description: 'Treasure Hunt: gather the three stray bulbs — Viceroy, Admiral and General of Generals.', rule: { type: 'treasure_hunt', items: ['bulb-viceroy', 'bulb-admiral', 'bulb-general'] } },
    { key: 'thb-challenge', description: 'Challenge Mode: plant the Semper Augustus within 38 actions.', rule: { type: 'challenge_mode', maxActions: 38 } },
    { key: 'thb-catalogue', description: 'Catalogue the Timeline: discover every room and find every item.', rule: { type: 'catalogue_the_timeline' } },
  ],
  goal: { kind: 'use', item: 'semper-augustus', feature: 'flower-bed' },
  victory_text:
    'The Semper Augustus sleeps in Adriaen Pauw\'s garden, and at noon the market that was worth a republic is worth a bed of earth. ' +
    'On Friday the florists will find that nobody bids, and the madness will end the way the histories say it did: not with a crash, but with a silence.',
  victory_notes: [
    { when: { freed: 'pieter' }, text: 'Pieter the gardener is home by evening; in May he will stand in the mirrors and count one tulip a hundred times.' },
    { when: { not_freed: 'pieter' }, text: 'In the notary\'s strongroom an innocent gardener waits for someone to believe a picture.' },
    { when: { spared: 'bulb-runner' }, text: 'The bulb-runner skates home without a city and without a bruise, and lives to tell his grandchildren he once held the price of Hoorn in a bag.' },
    { when: { mission: 'thb-bulbs' }, text: 'The Viceroy, the Admiral and the General in your satchel are worth a fortune until Friday, and a garden forever after.' },
    { text: 'In his studio Frans Hals finishes the laughing woman and the owl, and does not paint a single tulip.' },
  ],
  game_over: {
    action_counter_zero: 'Saint Bavo rings noon with the Augustus still loose. The price passes the value of Holland, and this Haarlem freezes mid-bid, every hand in the air.',
    deadly_failure: 'You lie down in the snow of the polders. The wind covers you, and the price of tulips climbs without you.',
  },
};
