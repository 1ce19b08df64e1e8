/**
 * Alexandria, 48 BC: Caesar's fire in the Great Harbour. Structured: eight rooms, nine findable items.
 * Route to victory: harbour → warehouses → cellar (seal ring) → Hall of Muses → stacks (Pinakes) →
 * roof → Canopic Way (captain) → Serapeum vault, where the Pinakes goes into the sealed ark.
 */
import type { DungeonSeed } from '../dungeon-types';

export const libraryBurnedTwice: DungeonSeed = {
  dungeon_id: 'library-burned-twice',
  name: 'The Library That Burned Twice',
  description:
    'Alexandria, the autumn of 48 BC. Caesar is besieged in the palace quarter and has set the Egyptian fleet alight. ' +
    'In the histories you know, the fire reaches the warehouses and the scrolls waiting on the quays. In this timeline it is ' +
    'reaching further, and the Sanctum has sent you, Historian, to carry the memory of the Library out before the hours close over it.',
  art: 'timeline-alexandria',
  creator: 'lantern-guild',
  is_premium: false,
  type: 'structured',
  actions: 55,
  start: 'harbour-steps',
  trackers: [
    { key: 'health', name: 'Health', icon: 'tracker-heart', description: 'Wounds and burns. At zero, the timeline keeps you.', start: 10, max: 10, fatalAtZero: true },
    { key: 'breath', name: 'Breath', icon: 'tracker-lungs', description: 'Clean air left in your lungs. Smoke steals it, clean air gives it back; at zero you fall.', start: 8, max: 8, fatalAtZero: true, recovers: 2 },
  ],
  rooms: [
    {
      key: 'harbour-steps',
      name: 'The Harbour Steps',
      description:
        'You arrive on wet limestone steps above the Great Harbour. Out on the water, Egyptian warships burn like festival lamps, ' +
        'and far to the east the Pharos keeps its own calm fire. Sailors run past you shouting in Greek and Latin. A colonnade ' +
        'climbs north toward the Library; along the quay to the east, the warehouses are already smoking.',
      exits: [
        { to: 'hall-of-muses', label: 'the colonnade to the north', aliases: ['north', 'library', 'colonnade'] },
        { to: 'warehouses', label: 'the quay to the east', aliases: ['east', 'quay', 'warehouse'] },
      ],
      items: [
        { key: 'lantern', name: 'Brass Lantern', icon: 'item-lantern', aliases: ['lamp'], publicDescription: 'A ship\'s lantern of hammered brass, its wick still burning. Light in dark places.', bonus: { skill: 1 } },
        { key: 'wet-cloak', name: 'Soaked Linen Cloak', icon: 'item-cloak', aliases: ['cloak', 'linen', 'cloth', 'bundle'], hidden: 'search', publicDescription: 'A sailor\'s cloak, dripping with harbour water. Wrapped around you, it turns sparks and smoke.' },
      ],
      features: [
        { key: 'burning-fleet', name: 'burning warships', aliases: ['ships', 'fleet', 'galleys'], description: 'Fifty hulls burn in rows. The wind is turning landward; sparks are already drifting over the quay toward the warehouses.' },
        { key: 'pharos', name: 'Pharos lighthouse', aliases: ['lighthouse', 'pharos'], description: 'The lighthouse stands untouched, its mirror throwing a steady beam. In every timeline you have read, it outlives the Library by centuries.' },
        {
          key: 'mooring-posts',
          name: 'mooring posts',
          aliases: ['posts', 'ropes', 'bollards'],
          description: 'Stone posts hung with abandoned nets.',
          stateNotes: [{ when: { not_taken: 'wet-cloak' }, text: 'A sodden bundle of cloth is caught among them.' }],
        },
      ],
      searchEmpty: 'Nothing else lies on the steps but ash and the prints of running feet.',
    },
    {
      key: 'warehouses',
      name: 'The Burning Warehouses',
      description:
        'Heat hits you like a door. The warehouses of the quay hold scrolls bought for export, stacked in crates and jars, and the ' +
        'roof beams above them are already glowing. Somewhere inside, a jar bursts with a sound like a slap. A coal chute in the ' +
        'floor leads down and north; the quay runs back west to the steps.',
      hazard: {
        key: 'falling-beam',
        name: 'a burning roof beam',
        kind: 'defense',
        check: { skill: 'Athletics', difficulty: 12, success: 'You throw yourself aside as the beam crashes down in a fountain of sparks.', failure: 'The beam clips your shoulder and pins you for a burning moment.', onFail: { damage: 2 } },
      },
      drain: { tracker: 'breath', amount: 1, text: 'The smoke thickens. Each breath tastes of burning papyrus.' },
      exits: [
        { to: 'harbour-steps', label: 'the quay to the west', aliases: ['west', 'quay', 'steps'] },
        { to: 'copyists-cellar', label: 'the coal chute', aliases: ['chute', 'down', 'north', 'cellar'] },
      ],
      items: [
        { key: 'scroll-eratosthenes', name: 'Scroll of Eratosthenes', icon: 'item-scroll', aliases: ['measure', 'earth'], hidden: { feature: 'charred-crates' }, publicDescription: 'On the Measurement of the Earth, in the author\'s own hand: the shadow at Syene, the well at noon, the circumference of the world. One of three lost works.' },
      ],
      features: [
        {
          key: 'charred-crates',
          name: 'charred crates',
          aliases: ['crates', 'crate', 'boxes'],
          description: 'Most of the crates are already ash, but one, stamped with the Library\'s owl, has only blackened at the corners.',
          stateNotes: [
            { when: { not_taken: 'scroll-eratosthenes' }, text: 'Inside, a scroll case is still cool to the touch.' },
            { when: { taken: 'scroll-eratosthenes' }, text: 'It is empty now: what it kept is in your satchel.' },
          ],
        },
        { key: 'oil-jars', name: 'oil jars', aliases: ['jars', 'amphorae', 'amphora'], description: 'Tall jars of lamp oil. When the fire reaches them, this building will become a furnace. Do not linger.' },
      ],
    },
    {
      key: 'copyists-cellar',
      name: "The Copyists' Cellar",
      description:
        'You drop into a vaulted cellar where copyists once sat in rows, their benches still dusted with pumice. Inkpots have ' +
        'tipped and bled across the floor. Stairs climb up toward the reading halls.',
      stateNotes: [
        { when: { not_gone: 'looter' }, text: 'A legionary with a torch is stuffing scrolls into a sack; he turns, startled, his hand on his sword.' },
        { when: { gone: 'looter' }, text: 'The legionary\'s torch gutters where he dropped it. He has not come back.' },
      ],
      exits: [
        { to: 'hall-of-muses', label: 'the stairs up', aliases: ['stairs', 'up', 'upstairs'] },
        { to: 'warehouses', label: 'the coal chute', aliases: ['chute', 'warehouse'] },
      ],
      items: [
        { key: 'seal-ring', name: "Librarian's Seal Ring", icon: 'item-ring', aliases: ['ring', 'seal'], hidden: 'search', publicDescription: 'A gold ring cut with the owl of the Library. The chief librarian dropped it when he fled; the bronze doors of the stacks know it.' },
      ],
      searchCheck: { skill: 'Perception', difficulty: 11, success: 'In the spilled ink, something catches the light: a glint of gold under a copyist\'s bench.', failure: 'You sift pumice and broken reed pens and find nothing but stains on your fingers.' },
      features: [
        { key: 'copyist-benches', name: 'copyist benches', aliases: ['benches', 'bench', 'desks'], description: 'Each bench has a half-finished copy on it. The copyists ran mid-sentence. One text breaks off at "and so the library was—".' },
      ],
      foes: [
        {
          key: 'looter',
          name: 'the Legionary Looter',
          icon: 'npc-legionary',
          aliases: ['legionary', 'looter', 'soldier', 'roman'],
          description: 'A young soldier of the Sixth, sweating in his mail, a sack of stolen scrolls over his shoulder. He is more frightened than cruel.',
          hp: 2,
          defense: 11,
          attack: 11,
          damage: 1,
          awareness: 12,
          lines: ['Back! Caesar said burn the ships, not the books — but nobody will miss a few.'],
          parley: { skill: 'Persuasion', difficulty: 12, success: 'You tell him which of his scrolls are worth a farm in Campania and which are worthless. He laughs, drops the worthless one at your feet and runs for the stairs — and the worthless one is Aristarchus.', failure: 'He does not care for your lecture. The pommel of his sword answers.', onFail: { damage: 1 } },
          defeatedText: 'The legionary drops his sack and flees up the chute, coughing. One scroll rolls to your boots.',
          drops: ['scroll-aristarchus'],
        },
      ],
    },
    {
      key: 'hall-of-muses',
      name: 'The Hall of Muses',
      description:
        'The great reading hall is still, as if the fire were a rumour. Lamps burn in niches above nine marble Muses; tables hold ' +
        'scrolls left open mid-study. At the far end, a door of green bronze bears the owl of the Library. An under-librarian ' +
        'with ink to her elbows is dragging a cart of scrolls toward nowhere in particular. The colonnade runs south to the ' +
        'harbour; stairs lead down to the cellars.',
      exits: [
        { to: 'harbour-steps', label: 'the colonnade to the south', aliases: ['south', 'colonnade', 'harbour'] },
        { to: 'copyists-cellar', label: 'the stairs down', aliases: ['stairs', 'down', 'cellar'] },
        {
          to: 'stacks',
          label: 'the bronze door',
          aliases: ['door', 'bronze', 'stacks'],
          locked: {
            item: 'seal-ring',
            check: { skill: 'Sleight of Hand', difficulty: 16, success: 'With a hairpin and patience you coax the old wards round.', failure: 'The wards do not move. Bronze is patient too.' },
            text: 'The bronze door is sealed. Its lock is shaped like an owl.',
            unlockText: 'You press the owl of the seal ring into the owl of the lock. The bronze door sighs open on cedar-scented dark.',
          },
        },
      ],
      characters: [
        {
          key: 'demetria',
          name: 'Demetria',
          icon: 'npc-demetria',
          aliases: ['librarian', 'under-librarian', 'woman'],
          lines: [
            {
              when: [{ not_given: 'demetria' }, { not_taken: 'pinakes' }, { not_holds: 'seal-ring' }, { not_taken: 'seal-ring' }],
              text: 'You are not a soldier. Good. The Pinakes — the catalogue of everything we own — is in the stacks, and the chief librarian has fled with the seal ring that opens them. Down in the cellars, they say. Take this map: if the catalogue survives, the Library survives.',
            },
            { when: { not_taken: 'pinakes' }, text: 'The Pinakes — the catalogue of everything we own — is in the stacks, on the topmost shelf. If the catalogue survives, the Library survives, even if every scroll burns. That is what Callimachus believed.' },
            { when: [{ not_holds: 'seal-ring' }, { not_taken: 'seal-ring' }], text: 'The bronze door answers only to the chief librarian\'s seal ring, and he dropped it when he fled. Down in the cellars, they say.' },
            { when: { holds: 'seal-ring' }, text: 'That is his ring! Press the owl of the seal into the owl of the lock, and the bronze door will know you.' },
            { when: { holds: 'pinakes' }, text: 'You have the Pinakes! Go — the Serapeum across the city has a vault. Take it there before the fire does.' },
            'The fire will not wait for either of us, stranger. Go.',
          ],
          gives: { item: 'stack-map', text: 'Demetria presses a reed map of the stacks into your hand: every shelf, every ladder, drawn in her tiny script.' },
        },
      ],
      features: [
        { key: 'muses', name: 'statues of the Muses', aliases: ['muses', 'statues', 'clio'], description: 'Clio, Muse of history, holds a scroll carved so finely you can read its first word: "Remember".' },
      ],
      searchEmpty: 'The reading tables hold only open scrolls too common to matter. What matters is behind the bronze door.',
    },
    {
      key: 'stacks',
      name: 'The Stacks of Callimachus',
      description:
        'Shelves of cedar rise into darkness, each pigeonhole stuffed with scrolls whose tags flutter in a draught from above. ' +
        'A tall ladder leans against the shelves and up through a hatch to the roof.',
      stateNotes: [
        { when: { not_taken: 'pinakes' }, text: 'High on the topmost shelf, in a case of blue faience, lies the Pinakes: one hundred and twenty scrolls that list every book in the world.' },
        { when: { taken: 'pinakes' }, text: 'The topmost shelf is bare where the faience case stood.' },
      ],
      milestone: 'You stand among the shelves of the Library itself. The Sanctum marks your passage: Free Resurrection for Subscribers.',
      exits: [
        { to: 'hall-of-muses', label: 'the bronze door', aliases: ['door', 'hall'] },
        { to: 'library-roof', label: 'the ladder to the roof', aliases: ['ladder', 'hatch', 'roof', 'up'] },
      ],
      items: [
        {
          key: 'pinakes',
          name: 'Pinakes of Callimachus',
          icon: 'item-pinakes',
          aliases: ['pinakes', 'catalogue', 'catalog', 'case'],
          publicDescription: 'The catalogue of the Library of Alexandria, in a faience case: author, title, first line of every book it held.',
          takeCheck: { skill: 'Athletics', difficulty: 12, success: 'You climb the shelves like a ladder and lift the faience case down, cradling it like a child.', failure: 'A shelf cracks under your foot and you slide back down in a rain of scroll tags.' },
        },
        { key: 'scroll-sappho', name: 'Ninth Book of Sappho', icon: 'item-scroll', aliases: ['sappho', 'poems'], hidden: { feature: 'cedar-shelves' }, publicDescription: 'The ninth book of Sappho\'s songs, the wedding songs, whole and unburnt. One of three lost works.' },
      ],
      features: [
        {
          key: 'cedar-shelves',
          name: 'cedar shelves',
          aliases: ['shelves', 'shelf', 'pigeonholes', 'tags'],
          description: 'Tags by the thousand, most of them titles you know from later quotation.',
          stateNotes: [
            { when: { holds: 'lantern' }, text: 'You read them by lantern light.' },
            { when: { not_taken: 'scroll-sappho' }, text: 'One tag makes your heart stop: "Sappho, Book IX, epithalamia".' },
          ],
        },
      ],
    },
    {
      key: 'library-roof',
      name: 'The Library Roof',
      description:
        'The flat roof is a field of sparks. Below, the city is a map drawn in fire: the harbour ablaze, the palace quarter ' +
        'lit by torches, and running south the long straight Canopic Way. An old aqueduct walkway drops from the roof\'s edge ' +
        'to the street. The hatch leads back down to the stacks.',
      hazard: {
        key: 'spark-storm',
        name: 'a storm of sparks',
        kind: 'skill',
        avoidedBy: 'wet-cloak',
        avoidedText: 'You pull the soaked cloak over your head. The sparks hiss out against the wet linen.',
        check: { skill: 'Endurance', difficulty: 11, success: 'You shield your face and push through the sparks.', failure: 'Sparks catch your hair and sleeves; you beat them out, burned.', onFail: { damage: 1 } },
      },
      drain: { tracker: 'breath', amount: 1, text: 'Smoke rolls across the roof in waves.' },
      exits: [
        { to: 'stacks', label: 'the hatch down', aliases: ['hatch', 'ladder', 'down', 'stacks'] },
        {
          to: 'canopic-way',
          label: 'the aqueduct walkway',
          aliases: ['aqueduct', 'walkway', 'street', 'canopic'],
          locked: {
            item: 'rope',
            check: { skill: 'Athletics', difficulty: 14, success: 'You hang from the edge and drop, rolling as you land on the walkway.', failure: 'The drop is longer than it looked; you pull back at the last moment, heart hammering.', onFail: { damage: 1 } },
            text: 'The walkway is two storeys below the roof\'s edge.',
            unlockText: 'You loop the rope round a chimney and lower yourself hand over hand to the walkway, and then to the street.',
          },
        },
      ],
      items: [
        { key: 'rope', name: 'Coil of Hemp Rope', icon: 'item-rope', aliases: ['rope', 'coil', 'hemp'], publicDescription: 'Roofers\' rope, tarred and strong. Long enough to reach the walkway below.' },
      ],
      features: [
        {
          key: 'chimney',
          name: 'chimney',
          aliases: ['chimney', 'flue'],
          description: 'A squat chimney of fired brick, sturdy enough to hold a rope — or a Historian.',
          use: { item: 'rope', text: 'You loop the rope twice round the chimney and knot it. It hangs down the wall to the aqueduct walkway.', unlocks: 'canopic-way' },
        },
      ],
    },
    {
      key: 'canopic-way',
      name: 'The Canopic Way',
      description:
        'The widest street in the world runs arrow-straight between colonnades, lit by fire from one end and moonlight from the ' +
        'other. At its end rise the Serapeum\'s steps.',
      stateNotes: [
        { when: { not_gone: 'captain' }, text: 'Between you and them stands a mercenary captain of the Gabinian garrison, paid by the Egyptian court to stop anyone carrying anything out of the Library.' },
        { when: { gone: 'captain' }, text: 'Nobody stands between you and them now.' },
      ],
      exits: [
        { to: 'library-roof', label: 'the aqueduct walkway', aliases: ['aqueduct', 'walkway', 'roof'] },
        { to: 'serapeum-vault', label: 'the Serapeum steps', aliases: ['serapeum', 'steps', 'temple', 'south'] },
      ],
      foes: [
        {
          key: 'captain',
          name: 'the Gabinian Captain',
          icon: 'npc-captain',
          aliases: ['captain', 'mercenary', 'gabinian', 'guard', 'gaul'],
          description: 'A Gaul by his moustache, a Roman by his armour, an Egyptian by his pay. His sword is very clean.',
          hp: 3,
          defense: 12,
          attack: 11,
          damage: 2,
          blocks: ['serapeum-vault'],
          awareness: 13,
          lines: ['Nothing leaves the Library tonight. Orders of the court.'],
          parley: { skill: 'Persuasion', difficulty: 14, success: 'You tell him the court will be ash by spring and Caesar remembers who helped. He steps aside and looks at the stars.', failure: 'He has heard better lies from better liars, and says so with his fist.', onFail: { damage: 2 } },
          defeatedText: 'The captain goes down on one knee, then flees into the colonnades. The steps of the Serapeum are clear.',
        },
      ],
      features: [
        { key: 'colonnades', name: 'colonnades', aliases: ['columns', 'pillars'], description: 'Marble columns line the street for a league. Plenty of shadow between them for a careful Historian.' },
      ],
    },
    {
      key: 'serapeum-vault',
      name: 'The Serapeum Vault',
      description:
        'Beneath the temple of Serapis, the daughter library keeps its copies in a vault cut into the living rock. The fire is a ' +
        'distant glow through the stair. In the centre stands a sealed ark of cedar and bronze, its lid carved with the words ' +
        '"What is written here is not lost".',
      exits: [{ to: 'canopic-way', label: 'the steps up', aliases: ['steps', 'up', 'street'] }],
      features: [
        { key: 'sealed-ark', name: 'sealed ark', aliases: ['ark', 'chest', 'lid'], description: 'The ark is empty and waiting. Its lid lifts on oiled hinges.', use: { item: 'pinakes', text: 'You lay the Pinakes in the ark and close the lid. Somewhere the timeline settles like a sigh: the Library will burn, but its memory will not.', consumes: true } },
      ],
    },
  ],
  items: [
    { key: 'stack-map', name: 'Reed Map of the Stacks', icon: 'item-map', aliases: ['map'], publicDescription: 'Demetria\'s map of the stacks: every shelf and ladder. +1 to skill checks while you carry it.', bonus: { skill: 1 } },
    { key: 'scroll-aristarchus', name: 'Scroll of Aristarchus', icon: 'item-scroll', aliases: ['aristarchus', 'cosmos', 'sun'], publicDescription: 'Aristarchus of Samos: the Earth turns about the Sun. Eighteen centuries early. One of three lost works.' },
  ],
  missions: [
    { key: 'lbt-lost-works', description: 'Treasure Hunt: save the three lost works — Eratosthenes, Sappho and Aristarchus.', rule: { type: 'treasure_hunt', items: ['scroll-eratosthenes', 'scroll-sappho', 'scroll-aristarchus'] } },
    { key: 'lbt-catalogue', description: 'Catalogue the Timeline: discover every room and find every item.', rule: { type: 'catalogue_the_timeline' } },
    { key: 'lbt-challenge', description: 'Challenge Mode: carry the Pinakes to safety within 40 actions.', rule: { type: 'challenge_mode', maxActions: 40 } },
  ],
  goal: { kind: 'use', item: 'pinakes', feature: 'sealed-ark' },
  victory_text:
    'The ark closes. The Library of Alexandria still burns in every history book — but now a catalogue of everything it held ' +
    'sleeps beneath the Serapeum, and scholars will know, for centuries, exactly what was lost and what to look for.',
  victory_notes: [
    { when: { mission: 'lbt-lost-works' }, text: 'And three works the world was never meant to read again leave with you: Eratosthenes measuring the Earth, Sappho\'s wedding songs, Aristarchus turning the Earth about the Sun.' },
    // Short of all three, each work the player did save is named: a victory never forgets one.
    { when: [{ not_mission: 'lbt-lost-works' }, { found: 'scroll-eratosthenes' }], text: 'Eratosthenes\' measure of the Earth leaves Alexandria in your satchel: a stick, a shadow and a well at Syene, and the size of the world.' },
    { when: [{ not_mission: 'lbt-lost-works' }, { found: 'scroll-sappho' }], text: 'Sappho\'s wedding songs leave with you, and somewhere ahead of them a bride will be sung to again.' },
    { when: [{ not_mission: 'lbt-lost-works' }, { found: 'scroll-aristarchus' }], text: 'Aristarchus leaves with you too, his Earth still turning about the Sun, waiting eighteen centuries for Copernicus.' },
    { when: { not_mission: 'lbt-lost-works' }, text: 'The lost works you did not reach burn with the rest; the Pinakes at least remembers their names.' },
    { when: { spared: 'looter' }, text: 'A young legionary of the Sixth will tell his grandchildren he once met a scholar who knew which scrolls were worth a farm.' },
    { when: { spared: 'captain' }, text: 'The Gabinian captain stands looking at the stars, and afterwards cannot remember who went past him.' },
    { text: 'The timeline holds.' },
  ],
  game_over: {
    action_counter_zero: 'The hours run out. Smoke folds over the harbour, and this Alexandria closes like a scroll rolled shut.',
    deadly_failure: 'The fire takes you as it took so much else. The timeline forgets you were ever here.',
  },
};
