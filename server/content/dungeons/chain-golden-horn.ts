/**
 * Constantinople, the night of 28-29 May 1453. Structured: seven rooms. Legend says the city fell
 * because a small postern, the Kerkoporta, was left unbarred. Bar it: the oak bar lies in the Tower
 * of the Chain; the way to the postern runs through the cistern (bronze key) and a sappers' tunnel.
 */
import type { DungeonSeed } from '../dungeon-types';

export const chainGoldenHorn: DungeonSeed = {
  dungeon_id: 'chain-golden-horn',
  name: 'The Chain of the Golden Horn',
  description:
    'Constantinople, the last night of May 1453. The great chain still stretches across the Golden Horn, but the Sultan has ' +
    'dragged his ships overland behind it. Tomorrow the walls will be stormed. In one history a little gate called the ' +
    'Kerkoporta is left open and the city falls through it. In this one, the hours are tearing loose around that gate. Go, Historian.',
  art: 'timeline-constantinople',
  creator: 'lantern-guild',
  is_premium: false,
  type: 'structured',
  actions: 56,
  start: 'blachernae-walls',
  trackers: [
    { key: 'health', name: 'Health', icon: 'tracker-heart', description: 'Wounds and bruises. At zero, the timeline keeps you.', start: 10, max: 10, fatalAtZero: true },
    { key: 'warmth', name: 'Warmth', icon: 'tracker-flame', description: 'The cistern\'s water steals it; dry stone gives it back, slowly. At zero, the cold takes you.', start: 12, max: 12, fatalAtZero: true, recovers: 1 },
  ],
  rooms: [
    {
      key: 'blachernae-walls',
      name: 'The Walls of Blachernae',
      description:
        'You stand on the inner wall by the palace of Blachernae. The night is full of drums from the Ottoman camp and the ' +
        'smell of cannon smoke. Defenders sleep in their armour beside the merlons. A Genoese crossbowman sits sharpening bolts. ' +
        'A stair drops into the dark under the city; the Mese road runs east toward the great church.',
      exits: [
        { to: 'cistern', label: 'the stair under the city', aliases: ['stair', 'down', 'cistern', 'under'] },
        { to: 'hagia-sophia', label: 'the Mese road east', aliases: ['east', 'mese', 'road', 'church'] },
      ],
      items: [
        { key: 'crossbow', name: 'Genoese Crossbow', icon: 'item-crossbow', aliases: ['crossbow', 'bow', 'bolts'], hidden: { feature: 'merlons' }, publicDescription: 'A steel-bowed crossbow with a quiver of bolts. +2 to combat attacks.', bonus: { attack: 2 } },
        { key: 'oil-lamp', name: 'Clay Oil Lamp', icon: 'item-lamp', aliases: ['lamp', 'oil', 'light'], publicDescription: 'A little clay lamp stamped with a Chi-Rho. Its light shows loose stones and rotten props before they fall.' },
      ],
      characters: [
        {
          key: 'bartolomeo',
          name: 'Bartolomeo the Crossbowman',
          icon: 'npc-bartolomeo',
          aliases: ['bartolomeo', 'crossbowman', 'genoese', 'soldier'],
          lines: [
            'Giustiniani says they come at dawn. I say they come when the drums stop. Listen — the drums have not stopped in three days.',
            { when: { not_taken: 'crossbow' }, text: 'My spare crossbow is under the cloaks by the merlon, if you mean to fight. Take it; I have only two hands.' },
            { when: { holds: 'crossbow' }, text: 'You found my spare crossbow. Good. Aim low: they come up the slope.' },
            'The old postern by the palace, the Kerkoporta. Someone should see it is barred. Nobody ever does.',
          ],
        },
      ],
      features: [
        { key: 'merlons', name: 'merlons', aliases: ['merlons', 'battlements', 'cloaks', 'wall', 'defenders', 'men', 'sleepers'], description: 'Sleeping men and piled cloaks.', stateNotes: [{ when: { not_taken: 'crossbow' }, text: 'Under one cloak, the steel bow of a crossbow.' }] },
        { key: 'ottoman-camp', name: 'Ottoman camp', aliases: ['camp', 'drums', 'drumming', 'fires', 'ottomans', 'tent', 'tents'], description: 'A sea of campfires to the horizon, and in the middle the red tent of Mehmed, twenty-one years old.' },
      ],
    },
    {
      key: 'cistern',
      name: 'The Sunken Cistern',
      description:
        'A forest of columns stands knee-deep in black water, their capitals lost in the dark. Carp brush your legs. At the far end ' +
        'two great Medusa heads, one on its side and one upside down, hold up columns they were never carved for. A flooded ' +
        'culvert leads off under the walls.',
      stateNotes: [
        { when: { not_opened: 'cistern>sappers-tunnel' }, text: 'A bronze grille closes it.' },
        { when: { opened: 'cistern>sappers-tunnel' }, text: 'Its bronze grille stands open.' },
      ],
      drain: { tracker: 'warmth', amount: 1, text: 'The cold of the water climbs your legs.' },
      searchCheck: { skill: 'Perception', difficulty: 10, success: 'Something clinks under the water by the Medusa heads.', failure: 'You grope through black water and find only carp and cold.' },
      exits: [
        { to: 'blachernae-walls', label: 'the stair up', aliases: ['stair', 'up', 'walls'] },
        {
          to: 'sappers-tunnel',
          label: 'the flooded culvert',
          aliases: ['culvert', 'grille', 'grill', 'grate', 'gate', 'tunnel', 'flooded'],
          locked: {
            item: 'bronze-key',
            check: { skill: 'Athletics', difficulty: 16, success: 'You wrench the corroded grille off its hinges.', failure: 'The grille holds. Your hands are raw.', onFail: { damage: 1 } },
            text: 'A bronze grille, green with age, closes the culvert.',
            unlockText: 'The bronze key turns in the grille\'s lock with a groan heard under the whole city.',
          },
        },
      ],
      items: [
        { key: 'bronze-key', name: 'Bronze Cistern Key', icon: 'item-key', aliases: ['key', 'bronze'], hidden: { feature: 'medusa-heads' }, publicDescription: 'A long bronze key from the days of Justinian, for the grilles of the water-ways.' },
        { key: 'votive-coin', name: 'Votive Coin of Constantine', icon: 'item-coin', aliases: ['coin', 'votive', 'constantine'], hidden: 'search', publicDescription: 'A gold solidus thrown into the water for luck by someone nine centuries ago. Its emperor looks east.' },
      ],
      features: [
        { key: 'columns', name: 'forest of columns', aliases: ['columns', 'column', 'pillars', 'capitals', 'carp', 'fish'], description: 'Three hundred and thirty-six columns, no two capitals alike: they were taken from older temples all over the empire. The carp are fat and unafraid; someone still feeds them.' },
        {
          key: 'medusa-heads',
          name: 'Medusa heads',
          aliases: ['medusa', 'heads', 'head', 'gorgon'],
          description: 'Two Medusas, one on its side and one upside down, their stone hair a nest of carved snakes.',
          stateNotes: [{ when: { not_taken: 'bronze-key' }, text: 'In the upside-down Medusa\'s hair, caught among the snakes, hangs a long bronze key.' }],
          check: { skill: 'Perception', difficulty: 11, success: 'Your eye follows the carved snakes and stops at one that is not stone.', failure: 'Her stone gaze slides off your light. You see only snakes.' },
        },
      ],
    },
    {
      key: 'hagia-sophia',
      name: 'The Nave of Hagia Sophia',
      description:
        'The dome floats on a ring of light, forty windows burning with candles. Greeks and Latins pray side by side for the first ' +
        'and last time; the liturgy goes on all night. Masons\' tools lie where the scaffolding for repairs was abandoned. A cloister ' +
        'door leads to the monastery; a road runs north to the harbour; the Mese leads west to the walls.',
      milestone: 'The whole city prays under one dome tonight. The Sanctum marks your passage: Free Resurrection for Subscribers.',
      exits: [
        { to: 'blachernae-walls', label: 'the Mese road west', aliases: ['west', 'mese', 'walls'] },
        { to: 'scriptorium', label: 'the cloister door', aliases: ['cloister', 'door', 'monastery', 'scriptorium'] },
        { to: 'chain-tower', label: 'the harbour road north', aliases: ['north', 'harbour', 'harbor', 'chain', 'tower'] },
      ],
      items: [
        { key: 'crowbar', name: 'Mason\'s Crowbar', icon: 'item-crowbar', aliases: ['crowbar', 'bar', 'iron', 'tools'], hidden: 'search', publicDescription: 'An iron bar from the repair masons. Good for doors that should open.' },
      ],
      characters: [
        {
          key: 'priest',
          name: 'the Old Priest',
          icon: 'npc-priest',
          aliases: ['priest', 'father', 'old man'],
          lines: [
            'They say that when the Turks reach this column an angel will come down and drive them back. I have stopped waiting for angels. I am glad you came instead.',
            { when: { not_freed: 'theodora' }, text: 'The monks locked Theodora the illuminator in the scriptorium to keep her safe, and then fled with the key. She will not thank them.' },
            { when: { freed: 'theodora' }, text: 'Theodora is out? Then God has one more painter on the walls tonight, and the monks one more scolding coming.' },
          ],
        },
      ],
      features: [
        { key: 'dome', name: 'golden dome', aliases: ['dome', 'windows', 'candles'], description: 'The dome seems hung from heaven on a chain, as Procopius wrote. Tonight the chain looks thin.' },
        {
          key: 'masons-tools',
          name: 'masons\' tools',
          aliases: ['tools', 'scaffolding', 'scaffold', 'masons'],
          description: 'Trowels, chisels, a plumb line.',
          stateNotes: [{ when: { not_taken: 'crowbar' }, text: 'Something heavy and iron has rolled under the scaffold boards.' }],
        },
      ],
    },
    {
      key: 'scriptorium',
      name: 'The Monastery Scriptorium',
      description:
        'A long room of slanted desks, gold leaf and gall ink. Most of the books have been carried off to hide.',
      stateNotes: [
        { when: { not_freed: 'theodora' }, text: 'A locked cell door at the end rattles: someone inside is hammering on it and swearing in elegant Greek.' },
        { when: { freed: 'theodora' }, text: 'Theodora is at the desks, packing brushes and gold leaf into her sleeves.' },
      ],
      exits: [{ to: 'hagia-sophia', label: 'the cloister door', aliases: ['cloister', 'door', 'nave', 'church'] }],
      items: [
        { key: 'illuminated-page', name: 'Illuminated Page', icon: 'item-page', aliases: ['page', 'illumination', 'leaf'], hidden: { feature: 'lectern' }, publicDescription: 'A leaf of a gospel book, gold and lapis, showing the city walls with an angel on each tower. Theodora\'s work.' },
      ],
      characters: [
        {
          key: 'theodora',
          name: 'Theodora the Illuminator',
          icon: 'npc-theodora',
          aliases: ['theodora', 'illuminator', 'woman', 'prisoner', 'cell', 'cell door', 'lock', 'locked door'],
          lines: [
            { when: { not_freed: 'theodora' }, text: 'Out! Get me out! Idiot monks, "for your own safety"!' },
            { when: [{ freed: 'theodora' }, { not_holds: 'gate-bar' }], text: 'Thank you, stranger. The Kerkoporta? Bar it with the oak bar from the Chain Tower. It is heavy — lift with your legs.' },
            { when: [{ freed: 'theodora' }, { holds: 'gate-bar' }], text: 'You carry the oak bar already? Then go to the Kerkoporta, by the palace, and drop it in its brackets before anyone thinks to lift it out.' },
            { when: { freed: 'theodora' }, text: 'Go. I have a dawn to paint, and I would like the city to still be in it.' },
          ],
          captive: {
            requires: 'crowbar',
            check: { skill: 'Athletics', difficulty: 14, success: 'Your shoulder meets the door three times and the lock gives on the fourth.', failure: 'The cell door shudders but holds. Theodora calls you something unrepeatable.' },
            captiveText: 'Theodora is locked in the cell.',
            keyText: 'The crowbar bites and the cell door springs open.',
            freedText: 'Theodora steps out, ink-stained and magnificent. "When this night is done I am going to the walls. Someone has to paint what happens."',
          },
        },
      ],
      features: [
        {
          key: 'lectern',
          name: 'lectern',
          aliases: ['lectern', 'desk', 'desks', 'stand'],
          description: 'A tall lectern with a cloth thrown over it.',
          stateNotes: [{ when: { not_taken: 'illuminated-page' }, text: 'Under the cloth, a single leaf left behind in the rush.' }],
        },
      ],
    },
    {
      key: 'chain-tower',
      name: 'The Tower of the Chain',
      description:
        'In a squat tower on the harbour, the great iron chain across the Golden Horn is wound onto a capstan. Beyond it, Ottoman ' +
        'ships float where ships cannot be. A Venetian gunner sleeps against the wall.',
      stateNotes: [
        { when: { not_taken: 'gate-bar' }, text: 'An oak bar as long as a man leans beside him, meant for the postern gates.' },
        { when: { not_taken: 'greek-fire' }, text: 'At his feet stands a clay jar marked with warnings in three languages.' },
      ],
      exits: [{ to: 'hagia-sophia', label: 'the harbour road south', aliases: ['south', 'road', 'church', 'nave'] }],
      items: [
        {
          key: 'gate-bar',
          name: 'Oak Gate-Bar',
          icon: 'item-bar',
          aliases: ['bar', 'oak', 'beam', 'gate-bar', 'stick', 'plank'],
          publicDescription: 'A bar of black oak shod with iron, cut to fit the brackets of a postern gate.',
          takeCheck: { skill: 'Athletics', difficulty: 12, success: 'You get your shoulder under it and heave. It comes up, heavy as a sin.', failure: 'You lift one end and it drops with a boom that wakes the gunner.' },
        },
        { key: 'greek-fire', name: 'Jar of Greek Fire', icon: 'item-jar', aliases: ['jar', 'fire', 'greek'], hidden: 'search', publicDescription: 'The last jar of the secret fire of the Romans. Thrown, it burns on water. +3 to combat attacks.', bonus: { attack: 3 } },
      ],
      characters: [
        {
          key: 'gunner',
          name: 'the Venetian Gunner',
          icon: 'npc-gunner',
          aliases: ['gunner', 'venetian', 'sleeper'],
          lines: [
            'Mmf — is it dawn? No? Then let me sleep. Tomorrow I fire the little bombard until it bursts, and then I sleep for good.',
            { when: { not_taken: 'greek-fire' }, text: 'That jar is the last of the Greek fire. The recipe is lost; only the jar is left. Thrown, it burns on water. Do not drop it here.' },
            { when: { taken: 'greek-fire' }, text: 'You have the last jar of the Greek fire? The recipe is lost; only that jar is left. Thrown, it burns on water. Not in my tower, I beg you.' },
          ],
        },
      ],
      features: [
        { key: 'capstan', name: 'capstan', aliases: ['capstan', 'chain', 'winch'], description: 'The chain is taut and useless now: the Sultan went around it over the hills. History mocks chains.' },
      ],
    },
    {
      key: 'sappers-tunnel',
      name: "The Sappers' Tunnel",
      description:
        'The culvert opens into a tunnel dug by Ottoman miners under the walls — and countermined by the defenders. Timber props ' +
        'creak. At the far end a stair climbs toward the postern.',
      stateNotes: [
        { when: { not_gone: 'sapper' }, text: 'In the gloom between you and the stair, a Janissary sapper captain with a lamp and a short sword turns toward the sound of you.' },
        { when: { gone: 'sapper' }, text: 'Only the sapper\'s boot prints are left, leading back into the dark.' },
      ],
      hazard: {
        key: 'tunnel-collapse',
        name: 'a collapsing prop',
        kind: 'defense',
        avoidedBy: 'oil-lamp',
        avoidedText: 'Your lamp shows a rotten prop before you lean on it. You step around it.',
        check: { skill: 'Athletics', difficulty: 13, success: 'A prop snaps and earth pours down where you were.', failure: 'Earth and timber crash on your shoulders.', onFail: { damage: 2 } },
      },
      features: [
        { key: 'props', name: 'timber props', aliases: ['props', 'timbers', 'beams', 'supports', 'timber'], description: 'Green wood, cut too fast and set too far apart. The miners trusted speed; the earth above them has its own opinion.' },
      ],
      exits: [
        { to: 'cistern', label: 'the flooded culvert', aliases: ['culvert', 'back', 'cistern'] },
        { to: 'kerkoporta', label: 'the postern stair', aliases: ['stair', 'postern', 'kerkoporta', 'up'] },
      ],
      foes: [
        {
          key: 'sapper',
          name: 'the Janissary Sapper',
          icon: 'npc-janissary',
          aliases: ['janissary', 'sapper', 'captain', 'miner', 'soldier'],
          description: 'A veteran in a white felt cap, his face grey with earth. He has dug under three cities and means to come up inside a fourth.',
          hp: 3,
          defense: 12,
          attack: 12,
          damage: 2,
          blocks: ['kerkoporta'],
          awareness: 14,
          lines: ['Go back, Roman. Tomorrow this is all the Sultan\'s, and I would rather not kill a scholar tonight.'],
          parley: { skill: 'Persuasion', difficulty: 15, success: 'You speak of his children in Edirne and of tunnels that collapse on the night before victory. He spits, and goes back the way he came.', failure: 'He does not like being told about his children. His sword hilt tells you so.', onFail: { damage: 1 } },
          defeatedText: 'The sapper falls back into the dark and does not come again. The postern stair is open.',
        },
      ],
    },
    {
      key: 'kerkoporta',
      name: 'The Kerkoporta',
      description:
        'A little postern in the angle of the walls, half-forgotten, used by sortie parties. It stands ajar. Beyond it, in the ' +
        'grey before dawn, you can hear the Janissaries forming up. The brackets for the bar are empty.',
      exits: [{ to: 'sappers-tunnel', label: 'the postern stair down', aliases: ['stair', 'down', 'tunnel'] }],
      features: [
        { key: 'postern', name: 'postern gate', aliases: ['gate', 'postern', 'kerkoporta', 'door', 'brackets'], description: 'Iron brackets either side of the door, empty. The wood is sound. It only needs a bar.', use: { item: 'gate-bar', text: 'You swing the door shut and drop the oak bar into its brackets with a boom that echoes along the walls. The Kerkoporta is barred.', consumes: true } },
      ],
    },
  ],
  items: [],
  missions: [
    { key: 'cgh-rescue', description: 'Rescue: free Theodora the illuminator from the scriptorium cell.', rule: { type: 'rescue', character: 'theodora' } },
    { key: 'cgh-challenge', description: 'Challenge Mode: bar the Kerkoporta within 35 actions.', rule: { type: 'challenge_mode', maxActions: 35 } },
    { key: 'cgh-hardcore', description: 'Hardcore Mode: bar the gate without failing a single check and without resurrection.', rule: { type: 'hardcore_mode', noFailedChecks: true } },
    { key: 'cgh-catalogue', description: 'Catalogue the Timeline: discover every room and find every item.', rule: { type: 'catalogue_the_timeline' } },
  ],
  goal: { kind: 'use', item: 'gate-bar', feature: 'postern' },
  victory_text:
    'The bar falls into place. Perhaps the city falls anyway, by another gate, on another morning — history is stubborn. But it ' +
    'will not fall through a door someone forgot.',
  victory_notes: [
    { when: { freed: 'theodora' }, text: 'Theodora watches the dawn from the walls and paints it; her picture of that morning will hang in a monastery on Athos for five hundred years.' },
    { when: { not_freed: 'theodora' }, text: 'In the scriptorium a cell door stays locked, and whatever Theodora would have painted of this dawn is lost with the city.' },
    { when: { found: 'illuminated-page' }, text: 'Her leaf of the walls, an angel on every tower, leaves Constantinople in your satchel.' },
    { when: { spared: 'sapper' }, text: 'Under the walls a Janissary sapper walks home to Edirne alive, because you talked instead of fought.' },
    { when: { found: 'votive-coin' }, text: 'You keep Constantine\'s coin. The last emperor of this city is also a Constantine; tomorrow he will need the luck more than you.' },
  ],
  game_over: {
    action_counter_zero: 'Dawn comes, the drums stop, and the Kerkoporta stands open. This Constantinople closes over you like water.',
    deadly_failure: 'You fall in the dark under the city. Somewhere above, a little gate swings open.',
  },
};
